import { SOLVERS, type SolverId } from '../../core';
import { sameWork, type MedianTime, type WorkDone } from '../../core/solve/race';
import { formatCount } from '../../format/numbers';
import { formatMs } from './format';
import type { LabUnit } from '../../workers/solversMaze';
import { SOLVERS_TEXT, type SolversText } from '../../i18n/solvers';
import { useText } from '../../store/useText';
import { SOLVER_NOTES } from '../../i18n/solverNotes';

function optimal(row: WorkDone, t: SolversText): string {
  if (row.optimal === null) return t.noPath;
  return row.optimal ? t.yes : t.no;
}

/** Each row's place: rows that did the same work share one (1, 2, 2, 4). */
export function places(rows: readonly WorkDone[]): number[] {
  const placed: number[] = [];
  rows.forEach((row, i) => placed.push(i > 0 && sameWork(rows[i - 1]!, row) ? placed[i - 1]! : i + 1));
  return placed;
}

/**
 * The race's results, one row per solver that has finished, in finishing order (least work
 * first: the order is the ranking, and each lane's head says its place), headed by its name. "Optimal" says whether this path is a shortest one; "Always
 * optimal" whether the solver guarantees it on every maze. Time shows only once measured well
 * (medians of many runs, `times`).
 */
export function RaceTable({ rows, unit = 'block', times = null }: { rows: readonly WorkDone[]; unit?: LabUnit; times?: readonly MedianTime[] | null }) {
  const t = useText(SOLVERS_TEXT);
  const { names } = useText(SOLVER_NOTES);
  const timeOf = (solver: SolverId) => times?.find((time) => time.solver === solver)?.ms;
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
            {times && <th scope="col">{t.medianMs}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const ms = timeOf(row.solver);
            return (
              <tr key={row.solver}>
                <th scope="row">{names[row.solver]}</th>
                <td>{formatCount(row.explored)}</td>
                <td>{row.pathLength === null ? '—' : formatCount(row.pathLength)}</td>
                <td>{optimal(row, t)}</td>
                <td>{SOLVERS[row.solver].optimal ? t.yes : t.no}</td>
                {times && <td>{ms === undefined ? '—' : formatMs(ms)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
