import { useGame } from '../../store';
import { sameLabMaze } from '../../store/solversSlice';
import { RaceChart } from './RaceChart';
import { RaceTable } from './RaceTable';
import { useLabMaze } from './useLabMaze';

/** Every solver on the lab's maze at once: a table and a bar chart. */
export function RaceSection() {
  const maze = useLabMaze();
  const race = useGame((s) => s.race);
  const runRace = useGame((s) => s.runRace);
  const racing = useGame((s) => s.racing && sameLabMaze(s.raceRequest, maze));
  const current = race && sameLabMaze(race.maze, maze) ? race : null;
  return (
    <section className="lab-card" aria-labelledby="race-heading" aria-busy={racing}>
      <div className="lab-card-head">
        <h2 id="race-heading">Race the solvers</h2>
        {racing && (
          <p className="lab-busy" role="status">
            Racing…
          </p>
        )}
        <button type="button" className="primary" onClick={runRace} disabled={!maze || racing}>
          Race
        </button>
      </div>
      <p className="lab-note">
        DFS, BFS, A* and the Trémaux walker on the same maze. On a braided maze (with loops) BFS and A* still find a shortest path; DFS and the walker take the
        first way they stumble on; A* usually explores less than BFS to get there.
      </p>
      {current && (
        <div className="race-results">
          <RaceTable rows={current.rows} />
          <RaceChart rows={current.rows} />
        </div>
      )}
    </section>
  );
}
