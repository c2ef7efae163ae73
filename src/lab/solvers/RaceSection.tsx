import { rankByWork } from '../../core/solve/race';
import { useStore } from '../../store';
import { sameLabMaze } from '../../store/solversSlice';
import { RaceResults } from './RaceResults';
import { RaceWatch } from './RaceWatch';
import { useLabMaze } from './useLabMaze';
import { unitOf } from '../../workers/solversMaze';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';

/**
 * Every solver on the lab's maze at once, watched side by side, the table filling in as they
 * finish. A maze too big to watch (MAX_RACE_WATCH_PLACES) gives its table at once.
 */
export function RaceSection() {
  const maze = useLabMaze();
  const t = useText(SOLVERS_TEXT);
  const race = useStore((s) => s.race);
  const runRace = useStore((s) => s.runRace);
  const racing = useStore((s) => s.racing && sameLabMaze(s.raceRequest, maze));
  const current = race && sameLabMaze(race.maze, maze) ? race : null;
  const most = current ? Math.max(0, ...current.runs.map((run) => run.work.explored)) : 0;
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
      {current && current.watchable && <RaceWatch race={current} />}
      {current && !current.watchable && (
        <>
          <p className="lab-note">{t.raceTooBig(unitOf(current.maze))}</p>
          <RaceResults maze={current.maze} rows={rankByWork(current.runs.map((run) => run.work))} most={most} />
        </>
      )}
    </section>
  );
}
