import { endpointProblem } from '../../core';
import { useGame } from '../../store';

/** Where the start and goal are, and a warning when one sits on a wall. */
export function EndpointsInfo() {
  const start = useGame((s) => s.pathsStart);
  const goal = useGame((s) => s.pathsGoal);
  const grid = useGame((s) => s.pathsGrid);
  useGame((s) => s.pathsVersion); // a paint stroke can put a wall under either end
  const problems = [endpointProblem(grid, start, 'start'), endpointProblem(grid, goal, 'goal')].filter((p) => p !== null);

  return (
    <div className="paths-ends">
      <span>
        <span className="paths-dot paths-dot-start" aria-hidden="true" /> Start ({start.row},{start.col})
      </span>
      <span>
        <span className="paths-dot paths-dot-goal" aria-hidden="true" /> Goal ({goal.row},{goal.col})
      </span>
      <span className="paths-size-readout">
        {grid.rows} × {grid.cols}
      </span>
      {problems.map((p) => (
        <span key={p} className="paths-warning">
          The {p}: no path can {p.startsWith('start') ? 'begin' : 'end'} there.
        </span>
      ))}
    </div>
  );
}
