import { stepsWalked } from '../../core';
import type { SolverRun } from '../../store/solversSlice';
import { formatCount, formatMs } from './format';

function optimalText(run: SolverRun): string {
  const { optimal } = run.stats;
  if (optimal === null) return 'no path';
  return optimal ? 'yes' : 'no';
}

/** A run's numbers: what it explored, its path, whether that path is a shortest one, its time. */
export function RunStats({ run }: { run: SolverRun | null }) {
  if (!run) return null;
  const { stats } = run;
  const walker = (stats.solver === 'tremaux' || stats.solver === 'dfs') && run.traced;
  return (
    <dl className="run-stats" aria-label={`${stats.label} stats`}>
      <div>
        <dt>Blocks explored</dt>
        <dd>{formatCount(stats.explored)}</dd>
      </div>
      <div>
        <dt>Path length</dt>
        <dd>{stats.pathLength === null ? '—' : formatCount(stats.pathLength)}</dd>
      </div>
      <div>
        <dt>Optimal</dt>
        <dd>{optimalText(run)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{formatMs(stats.ms)} ms</dd>
      </div>
      {walker && (
        <div>
          <dt>Steps on foot</dt>
          <dd>{formatCount(stepsWalked(run.events))}</dd>
        </div>
      )}
    </dl>
  );
}
