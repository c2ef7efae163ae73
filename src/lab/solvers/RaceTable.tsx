import type { SolverStats } from '../../core';
import { formatCount, formatMs } from './format';

function optimal(row: SolverStats): string {
  if (row.optimal === null) return 'no path';
  return row.optimal ? 'yes' : 'no';
}

/** The race side by side: one row per solver, headed by its name. */
export function RaceTable({ rows }: { rows: readonly SolverStats[] }) {
  return (
    <div className="race-table-wrap">
      <table className="race-table">
        <caption>Every solver on the same maze</caption>
        <thead>
          <tr>
            <th scope="col">Solver</th>
            <th scope="col">Blocks explored</th>
            <th scope="col">Path length</th>
            <th scope="col">Optimal</th>
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
              <td>{formatMs(row.ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
