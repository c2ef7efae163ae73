import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../core/errors';
import { formatCount } from '../format/numbers';
import { MAZE_COUNT_TEXT } from '../i18n/mazeCount';
import { useText } from '../store/useText';
import { JobCancelled, type Job } from '../workers/job';
import { defaultMazeCount } from '../workers/mazeCountClient';
import type { MazeCountRequest } from '../workers/mazeCountJob';
import { copyText } from './clipboard';

type Exact =
  | { readonly status: 'idle' }
  | { readonly status: 'counting'; readonly done: number; readonly total: number }
  | { readonly status: 'done'; readonly digits: string }
  | { readonly status: 'failed'; readonly problem: string };

/**
 * "Exact number" beside the maze count line: the number of perfect mazes of the maze's shape and
 * size in full (countSpanningTrees in the maze count worker), with progress and Cancel, then its
 * digits and Copy. Shown only when the count is within reach (MAX_EXACT_TREE_COUNT_WORK); a new
 * maze mounts a fresh one (MazeCount keys it), and leaving stops the count.
 */
export function ExactMazeCount({ request }: { request: MazeCountRequest }) {
  const t = useText(MAZE_COUNT_TEXT);
  const [exact, setExact] = useState<Exact>({ status: 'idle' });
  const [said, setSaid] = useState('');
  const job = useRef<Job<bigint> | null>(null);
  useEffect(() => () => job.current?.cancel(), []);

  const count = () => {
    setExact({ status: 'counting', done: 0, total: 1 });
    const running = defaultMazeCount().exact(request, ([done, total]) => setExact({ status: 'counting', done, total }));
    job.current = running;
    running.result.then(
      (total) => setExact({ status: 'done', digits: total.toString() }),
      (error: unknown) => setExact(error instanceof JobCancelled ? { status: 'idle' } : { status: 'failed', problem: messageOf(error) }),
    );
  };
  const copy = async (digits: string) => {
    try {
      await copyText(digits);
      setSaid(t.copied);
    } catch (error) {
      setSaid(t.couldNotCopy(messageOf(error)));
    }
  };

  switch (exact.status) {
    case 'idle':
      return (
        <button type="button" className="small maze-count-ask" onClick={count}>
          {t.exact}
        </button>
      );
    case 'counting':
      return (
        <span className="maze-count-progress">
          <progress aria-label={t.counting} value={exact.done} max={exact.total} />
          <button type="button" className="small" onClick={() => job.current?.cancel()}>
            {t.cancel}
          </button>
        </span>
      );
    case 'failed':
      return (
        <span className="maze-count-failed" role="alert">
          {t.failed(exact.problem)}
        </span>
      );
    case 'done':
      return (
        <div className="maze-count-exact">
          <div className="maze-count-exact-head">
            <span>{t.exactly(formatCount(exact.digits.length))}</span>
            <button type="button" className="small" onClick={() => void copy(exact.digits)}>
              {t.copy}
            </button>
            <span role="status">{said}</span>
          </div>
          <p className="maze-count-digits" data-count={exact.digits} tabIndex={0}>
            {exact.digits}
          </p>
        </div>
      );
  }
}
