import type { Grid, SolverId } from '../../core';
import { formatCount } from '../../format/numbers';
import type { SearchProgress } from './searchReplay';

/** What holds the blocks waiting to be searched, in each solver's own words. */
const WAITING: Readonly<Record<SolverId, string>> = {
  dfs: 'Stack',
  bfs: 'Queue',
  astar: 'Open list',
  tremaux: 'Thread (blocks walked once)',
  greedy: 'Open list',
  bidirectional: 'Queues (both ends)',
};

function at(grid: Grid, block: number): string {
  return `(${formatCount(Math.floor(block / grid.cols))}, ${formatCount(block % grid.cols)})`;
}

/**
 * The search's inner state at the replay's step: the size of its queue, stack or open list;
 * for A*, the g, h and f of the block it expands; for greedy, its h; for BFS (whose explored
 * blocks are shaded by it) and bidirectional BFS, its distance.
 */
export function SearchState({ solver, grid, progress }: { solver: SolverId; grid: Grid; progress: SearchProgress | null }) {
  if (!progress) return null;
  const stacked = solver === 'dfs' || solver === 'tremaux';
  const size = stacked ? progress.depth : progress.waiting;
  const { expanding } = progress;
  return (
    <dl className="search-state" aria-label="Search state">
      <div>
        <dt>{WAITING[solver]}</dt>
        <dd>
          {formatCount(size)} block{size === 1 ? '' : 's'}
        </dd>
      </div>
      {!stacked && (
        <div>
          <dt>Expanding</dt>
          <dd>{expanding ? at(grid, expanding.block) : '—'}</dd>
        </div>
      )}
      {solver === 'astar' && (
        <div>
          <dt>g + h = f</dt>
          <dd>{expanding ? `${formatCount(expanding.g)} + ${formatCount(expanding.h)} = ${formatCount(expanding.g + expanding.h)}` : '—'}</dd>
        </div>
      )}
      {solver === 'greedy' && (
        <div>
          <dt>h (distance left)</dt>
          <dd>{expanding ? formatCount(expanding.h) : '—'}</dd>
        </div>
      )}
      {(solver === 'bfs' || solver === 'bidirectional') && (
        <div>
          <dt>{solver === 'bfs' ? 'Distance from the start' : 'Distance from its end'}</dt>
          <dd>{expanding ? formatCount(expanding.g) : '—'}</dd>
        </div>
      )}
    </dl>
  );
}
