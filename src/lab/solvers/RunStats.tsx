import { stepsWalked } from '../../core';
import { formatCount } from '../../format/numbers';
import type { SolverRun } from '../../store/solversSlice';
import { formatMs } from './format';
import type { SearchProgress } from './searchReplay';
import { unitOf } from '../../workers/solversMaze';

function optimalText(run: SolverRun): string {
  const { optimal } = run.stats;
  if (optimal === null) return 'no path';
  return optimal ? 'yes' : 'no';
}

/**
 * A run's numbers as its replay reaches them: blocks explored count up with the search, the
 * path length with the path; whether it is a shortest one, and the time, only at the end.
 * Nothing about the outcome shows before the replay gets there.
 */
export function RunStats({ run, progress }: { run: SolverRun | null; progress: SearchProgress | null }) {
  if (!run || !progress) return null;
  const { stats } = run;
  const { done } = progress;
  const walker = (stats.solver === 'tremaux' || stats.solver === 'dfs') && run.traced;
  const pending = '—';
  let pathLength = pending;
  if (done) pathLength = stats.pathLength === null ? pending : formatCount(stats.pathLength);
  else if (progress.pathShown > 0) pathLength = formatCount(progress.pathShown);
  return (
    <dl className="run-stats" aria-label={`${stats.label} stats`}>
      <div>
        <dt>{unitOf(run.maze) === 'cell' ? 'Cells' : 'Blocks'} explored</dt>
        <dd>{formatCount(done ? stats.explored : progress.explored)}</dd>
      </div>
      <div>
        <dt>Path length</dt>
        <dd>{pathLength}</dd>
      </div>
      <div>
        <dt>Optimal</dt>
        <dd>{done ? optimalText(run) : pending}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{done ? `${formatMs(stats.ms)} ms` : pending}</dd>
      </div>
      {walker && (
        <div>
          <dt>Steps on foot</dt>
          <dd>{done ? formatCount(stepsWalked(run.events)) : pending}</dd>
        </div>
      )}
    </dl>
  );
}
