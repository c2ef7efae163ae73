import { endpointProblem } from '../../core';
import { useStore } from '../../store';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

/** Where the start and goal are, and a warning when one sits on a wall. */
export function EndpointsInfo() {
  const start = useStore((s) => s.pathsStart);
  const t = useText(PATHS_TEXT);
  const goal = useStore((s) => s.pathsGoal);
  const grid = useStore((s) => s.pathsGrid);
  useStore((s) => s.pathsVersion); // a paint stroke can put a wall under either end
  const problems = (['start', 'goal'] as const).flatMap((end) => {
    const problem = endpointProblem(grid, end === 'start' ? start : goal, end);
    return problem === null ? [] : [{ end, problem }];
  });

  return (
    <div className="paths-ends">
      <span>
        <span className="paths-dot paths-dot-start" aria-hidden="true" /> {t.start(start.row, start.col)}
      </span>
      <span>
        <span className="paths-dot paths-dot-goal" aria-hidden="true" /> {t.goal(goal.row, goal.col)}
      </span>
      <span className="paths-size-readout">
        {grid.rows} × {grid.cols}
      </span>
      {problems.map(({ end, problem }) => (
        <span key={problem} className="paths-warning">
          {t.endpointProblem(end, problem)}
        </span>
      ))}
    </div>
  );
}
