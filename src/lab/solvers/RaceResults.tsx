import type { WorkDone } from '../../core/solve/race';
import { formatCount } from '../../format/numbers';
import { useStore } from '../../store';
import { sameLabMaze } from '../../store/solversSlice';
import { unitOf, type SolversMaze } from '../../workers/solversMaze';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';
import { RaceChart } from './RaceChart';
import { RaceTable } from './RaceTable';

/**
 * The race's table and chart, of the solvers finished so far, and time measured apart: a
 * "Measure time" button whose medians join the table as a column of their own.
 */
export function RaceResults({ maze, rows, most }: { maze: SolversMaze; rows: readonly WorkDone[]; most: number }) {
  const t = useText(SOLVERS_TEXT);
  const measure = useStore((s) => s.measureRaceTimes);
  const timing = useStore((s) => s.timing && sameLabMaze(s.timeRequest, maze));
  const measured = useStore((s) => (s.raceTimes && sameLabMaze(s.raceTimes.maze, maze) ? s.raceTimes.times : null));
  const unit = unitOf(maze);
  const fewestRuns = measured ? Math.min(...measured.map((time) => time.runs)) : 0;
  return (
    <div className="race-results">
      <div className="race-table-side">
        <RaceTable rows={rows} unit={unit} times={measured} />
        <div className="race-timing" aria-busy={timing}>
          <button type="button" onClick={measure} disabled={timing}>
            {t.measureTime}
          </button>
          {timing && (
            <p className="lab-busy" role="status">
              {t.measuring}
            </p>
          )}
        </div>
        <p className="lab-note">{measured ? t.timesNote(formatCount(fewestRuns)) : t.noTime(unit)}</p>
      </div>
      <RaceChart rows={rows} unit={unit} most={most} />
    </div>
  );
}
