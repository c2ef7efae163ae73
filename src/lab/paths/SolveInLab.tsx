import { cloneGrid, endpointProblem, indexOf } from '../../core';
import { useStore } from '../../store';
import { PATHS_TEXT } from '../../i18n/paths';
import { useText } from '../../store/useText';

/** Sends the drawn grid to the Solvers tab, so DFS, BFS, A* and the walker run on it. */
export function SolveInLab() {
  const openInSolvers = useStore((s) => s.openInSolvers);
  const t = useText(PATHS_TEXT);
  const startProblem = useStore((s) => endpointProblem(s.pathsGrid, s.pathsStart, 'start'));
  const goalProblem = useStore((s) => endpointProblem(s.pathsGrid, s.pathsGoal, 'goal'));
  const blocked = startProblem !== null ? t.blockedTitle('start', startProblem) : goalProblem !== null ? t.blockedTitle('goal', goalProblem) : null;

  const open = () => {
    const { pathsGrid, pathsStart, pathsGoal } = useStore.getState();
    // A copy: the editor paints its grid in place.
    // openInSolvers also switches to the Solvers tab.
    openInSolvers({ grid: cloneGrid(pathsGrid), start: indexOf(pathsGrid, pathsStart.row, pathsStart.col), goal: indexOf(pathsGrid, pathsGoal.row, pathsGoal.col) });
  };

  return (
    <button type="button" onClick={open} disabled={blocked !== null} title={blocked ?? undefined}>
      {t.watchSolvers}
    </button>
  );
}
