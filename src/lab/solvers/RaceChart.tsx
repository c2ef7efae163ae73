import type { WorkDone } from '../../core/solve/race';
import { formatCount } from '../../format/numbers';
import type { LabUnit } from '../../workers/solversMaze';
import { SOLVERS_TEXT } from '../../i18n/solvers';
import { useText } from '../../store/useText';
import { SOLVER_NOTES } from '../../i18n/solverNotes';

/**
 * Places explored and path length as bars on one scale (`most`: the most any solver in the race
 * explored, so a bar keeps its length as others finish), so a short path found by exploring
 * little stands out at a glance. The numbers are written on the bars too.
 */
export function RaceChart({ rows, unit = 'block', most }: { rows: readonly WorkDone[]; unit?: LabUnit; most: number }) {
  const t = useText(SOLVERS_TEXT);
  const { names } = useText(SOLVER_NOTES);
  const scale = Math.max(1, most);
  const width = (n: number) => `${Math.max(0.5, (100 * n) / scale)}%`;
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
