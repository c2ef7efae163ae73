import { useStore } from '../../store';
import { sameLabMaze } from '../../store/solversSlice';
import { RaceChart } from './RaceChart';
import { RaceTable } from './RaceTable';
import { useLabMaze } from './useLabMaze';
import { unitOf } from '../../workers/solversMaze';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';

/** Every solver on the lab's maze at once: a table and a bar chart. */
export function RaceSection() {
  const maze = useLabMaze();
  const t = useText(SOLVERS_TEXT);
  const race = useStore((s) => s.race);
  const runRace = useStore((s) => s.runRace);
  const racing = useStore((s) => s.racing && sameLabMaze(s.raceRequest, maze));
  const current = race && sameLabMaze(race.maze, maze) ? race : null;
  return (
    <section className="lab-card" aria-labelledby="race-heading" aria-busy={racing}>
      <div className="lab-card-head">
        <h2 id="race-heading">{t.raceHeading}</h2>
        {racing && (
          <p className="lab-busy" role="status">
            {t.racing}
          </p>
        )}
        <button type="button" className="primary" onClick={runRace} disabled={!maze || racing}>
          {t.race}
        </button>
      </div>
      <p className="lab-note">{t.raceNote}</p>
      {current && (
        <div className="race-results">
          <RaceTable rows={current.rows} unit={unitOf(current.maze)} />
          <RaceChart rows={current.rows} unit={unitOf(current.maze)} />
        </div>
      )}
    </section>
  );
}
