import type { SolverId } from '../../core';
import { formatCount, formatDecimal } from '../../format/numbers';
import { unitOf, type LabUnit, type SolversMaze } from '../../workers/solversMaze';
import { placeName } from './placeName';
import { useStore } from '../../store';
import type { SearchProgress } from './searchReplay';
import { SOLVERS_TEXT, type SolversText } from '../../i18n/solvers';
import { useText } from '../../store/useText';

/** What holds the blocks (or cells) waiting to be searched, in each solver's own words. */
function waitingName(solver: SolverId, unit: LabUnit, t: SolversText): string {
  return solver === 'tremaux' ? t.thread(unit) : t.waiting[solver];
}

/** A distance as the search counts it: whole steps for A* on every shape; greedy's straight line on cells is a fraction of a step. */
function stepsText(maze: SolversMaze, steps: number): string {
  return maze.kind === 'cells' ? formatDecimal(steps, 1) : formatCount(steps);
}

/**
 * The search's inner state at the replay's step: the size of its queue, stack or open list;
 * for A*, the g, h and f of the block or cell it expands; for greedy, its h; for BFS (whose explored
 * blocks are shaded by it) and bidirectional BFS, its distance.
 */
export function SearchState({ solver, maze, progress }: { solver: SolverId; maze: SolversMaze; progress: SearchProgress | null }) {
  const t = useText(SOLVERS_TEXT);
  const language = useStore((s) => s.language);
  if (!progress) return null;
  const unit = unitOf(maze);
  const stacked = solver === 'dfs' || solver === 'tremaux';
  const size = stacked ? progress.depth : progress.waiting;
  const { expanding } = progress;
  return (
    <dl className="search-state" aria-label={t.searchState}>
      <div>
        <dt>{waitingName(solver, unit, t)}</dt>
        <dd>
          {t.unitCount(formatCount(size), unit, size === 1)}
        </dd>
      </div>
      {!stacked && (
        <div>
          <dt>{t.expanding}</dt>
          <dd>{expanding ? placeName(maze, expanding.block, language) : '—'}</dd>
        </div>
      )}
      {solver === 'astar' && (
        <div>
          <dt>g + h = f</dt>
          <dd>{expanding ? `${formatCount(expanding.g)} + ${stepsText(maze, expanding.h)} = ${stepsText(maze, expanding.g + expanding.h)}` : '—'}</dd>
        </div>
      )}
      {solver === 'greedy' && (
        <div>
          <dt>{t.distanceLeft}</dt>
          <dd>{expanding ? stepsText(maze, expanding.h) : '—'}</dd>
        </div>
      )}
      {(solver === 'bfs' || solver === 'bidirectional') && (
        <div>
          <dt>{solver === 'bfs' ? t.fromStart : t.fromItsEnd}</dt>
          <dd>{expanding ? formatCount(expanding.g) : '—'}</dd>
        </div>
      )}
    </dl>
  );
}
