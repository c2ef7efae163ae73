import type { SolverStats } from '../../core';
import { formatCount } from '../../format/numbers';
import type { LabUnit } from '../../workers/solversMaze';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';
import { SOLVER_NOTES } from '../../i18n/solverNotes';

/**
 * Blocks explored and path length as bars on one scale (the most explored), so a short path
 * found by exploring little stands out at a glance. The numbers are written on the bars too.
 */
export function RaceChart({ rows, unit = 'block' }: { rows: readonly SolverStats[]; unit?: LabUnit }) {
  const t = useText(SOLVERS_TEXT);
  const { names } = useText(SOLVER_NOTES);
  const most = Math.max(1, ...rows.map((r) => r.explored));
  const width = (n: number) => `${Math.max(0.5, (100 * n) / most)}%`;
  return (
    <figure className="race-chart">
      <figcaption>
        <span className="key key-explored" aria-hidden="true" /> {t.chartExplored(unit)} <span className="key key-path" aria-hidden="true" /> {t.chartPath}
      </figcaption>
      {rows.map((row) => (
        <div className="race-chart-row" key={row.solver}>
          <span className="race-chart-label">{names[row.solver]}</span>
          <div className="race-chart-bars">
            <div className="bar bar-explored" style={{ width: width(row.explored) }}>
              <span>{formatCount(row.explored)}</span>
            </div>
            <div className="bar bar-path" style={{ width: width(row.pathLength ?? 0) }}>
              <span>{row.pathLength === null ? t.noPath : formatCount(row.pathLength)}</span>
            </div>
          </div>
        </div>
      ))}
    </figure>
  );
}
