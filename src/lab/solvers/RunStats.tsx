import { stepsWalked } from '../../core';
import { formatCount } from '../../format/numbers';
import type { SolverRun } from '../../store/solversSlice';
import { formatMs } from './format';
import type { SearchProgress } from './searchReplay';
import { unitOf } from '../../workers/solversMaze';
import { SOLVERS_TEXT, type SolversText } from '../../i18n/solvers';
import { useText } from '../../store/useText';

function optimalText(run: SolverRun, t: SolversText): string {
  const { optimal } = run.stats;
  if (optimal === null) return t.noPath;
  return optimal ? t.yes : t.no;
}

/**
 * A run's numbers as its replay reaches them: blocks explored count up with the search, the
 * path length with the path; whether it is a shortest one, and the time, only at the end.
 * Nothing about the outcome shows before the replay gets there.
 */
export function RunStats({ run, progress }: { run: SolverRun | null; progress: SearchProgress | null }) {
  const t = useText(SOLVERS_TEXT);
  if (!run || !progress) return null;
  const { stats } = run;
  const { done } = progress;
  const walker = (stats.solver === 'tremaux' || stats.solver === 'dfs') && run.traced;
  const pending = '—';
  let pathLength = pending;
  if (done) pathLength = stats.pathLength === null ? pending : formatCount(stats.pathLength);
  else if (progress.pathShown > 0) pathLength = formatCount(progress.pathShown);
  return (
    <dl className="run-stats" aria-label={t.stats(stats.label)}>
      <div>
        <dt>{t.explored(unitOf(run.maze))}</dt>
        <dd>{formatCount(done ? stats.explored : progress.explored)}</dd>
      </div>
      <div>
        <dt>{t.pathLength}</dt>
        <dd>{pathLength}</dd>
      </div>
      <div>
        <dt>{t.optimal}</dt>
        <dd>{done ? optimalText(run, t) : pending}</dd>
      </div>
      <div>
        <dt>{t.time}</dt>
        <dd>{done ? t.ms(formatMs(stats.ms)) : pending}</dd>
      </div>
      {walker && (
        <div>
          <dt>{t.stepsOnFoot}</dt>
          <dd>{done ? formatCount(stepsWalked(run.events)) : pending}</dd>
        </div>
      )}
    </dl>
  );
}
