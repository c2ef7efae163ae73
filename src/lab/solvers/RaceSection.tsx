import { useGame } from '../../store';
import { sameLabMaze } from '../../store/solversSlice';
import { RaceChart } from './RaceChart';
import { RaceTable } from './RaceTable';
import { useLabMaze } from './useLabMaze';
import { unitOf } from '../../workers/solversMaze';

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
        Every solver on the same maze. On a braided maze (with loops) BFS, A* and bidirectional BFS still find a shortest path; DFS, the walker and greedy
        best-first take the first way they stumble on. A* and bidirectional BFS usually explore less than BFS to get there; greedy explores least, and pays
        for it in path length.
      </p>
      {current && (
        <div className="race-results">
          <RaceTable rows={current.rows} unit={unitOf(current.maze)} />
          <RaceChart rows={current.rows} unit={unitOf(current.maze)} />
        </div>
      )}
    </section>
  );
}
