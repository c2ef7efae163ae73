import { formatDuration } from '../../game/time';
import { targetMs } from '../../game/timeTrial';
import type { StoreState } from '../../store';

/** The time trial's target for the maze on screen, once its score is in; null before, or with no route. */
export function shownTarget(state: Pick<StoreState, 'report' | 'shortestMoves'>): number | null {
  const report = state.report;
  if (!report || report.solutionLength === 0) return null;
  // The fewest moves as the game counts them (a square's steps through its doorways too), as the Solved dialog shows them.
  return targetMs(state.shortestMoves, report.effort);
}

/** A target as m:ss: it is a whole number of seconds. */
export function formatTarget(ms: number): string {
  return formatDuration(ms).replace(/\.\d$/, '');
}
