import { SOLVERS, type SolverStats } from '../../core';
import { formatCount } from '../../format/numbers';
import { formatMs } from './format';
import type { LabUnit } from '../../workers/solversMaze';

function optimal(row: SolverStats): string {
  if (row.optimal === null) return 'no path';
  return row.optimal ? 'yes' : 'no';
}

/**
 * The race side by side: one row per solver, headed by its name. "Optimal" says whether this
 * path is a shortest one; "Always optimal" whether the solver guarantees it on every maze.
 */
export function RaceTable({ rows, unit = 'block' }: { rows: readonly SolverStats[]; unit?: LabUnit }) {
  return (
    <div className="race-table-wrap">
      <table className="race-table">
        <caption>Every solver on the same maze</caption>
        <thead>
          <tr>
            <th scope="col">Solver</th>
            <th scope="col">{unit === 'cell' ? 'Cells' : 'Blocks'} explored</th>
            <th scope="col">Path length</th>
            <th scope="col">Optimal</th>
            <th scope="col">Always optimal</th>
            <th scope="col">Time (ms)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.solver}>
              <th scope="row">{row.label}</th>
              <td>{formatCount(row.explored)}</td>
              <td>{row.pathLength === null ? '—' : formatCount(row.pathLength)}</td>
              <td>{optimal(row)}</td>
              <td>{SOLVERS[row.solver].optimal ? 'yes' : 'no'}</td>
              <td>{formatMs(row.ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
