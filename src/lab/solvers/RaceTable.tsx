import { SOLVERS, type SolverStats } from '../../core';
import { formatCount } from '../../format/numbers';
import { formatMs } from './format';
import type { LabUnit } from '../../workers/solversMaze';
import { SOLVERS_TEXT, type SolversText } from '../../i18n/solvers';
import { useText } from '../../store/useText';
import { SOLVER_NOTES } from '../../i18n/solverNotes';

function optimal(row: SolverStats, t: SolversText): string {
  if (row.optimal === null) return t.noPath;
  return row.optimal ? t.yes : t.no;
}

/**
 * The race side by side: one row per solver, headed by its name. "Optimal" says whether this
 * path is a shortest one; "Always optimal" whether the solver guarantees it on every maze.
 */
export function RaceTable({ rows, unit = 'block' }: { rows: readonly SolverStats[]; unit?: LabUnit }) {
  const t = useText(SOLVERS_TEXT);
  const { names } = useText(SOLVER_NOTES);
  return (
    <div className="race-table-wrap">
      <table className="race-table">
        <caption>{t.raceCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.solver}</th>
            <th scope="col">{t.explored(unit)}</th>
            <th scope="col">{t.pathLength}</th>
            <th scope="col">{t.optimal}</th>
            <th scope="col">{t.alwaysOptimal}</th>
            <th scope="col">{t.timeMs}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.solver}>
              <th scope="row">{names[row.solver]}</th>
              <td>{formatCount(row.explored)}</td>
              <td>{row.pathLength === null ? '—' : formatCount(row.pathLength)}</td>
              <td>{optimal(row, t)}</td>
              <td>{SOLVERS[row.solver].optimal ? t.yes : t.no}</td>
              <td>{formatMs(row.ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
