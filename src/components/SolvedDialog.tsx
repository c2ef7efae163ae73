import { useEffect, useRef } from 'react';
import { efficiency } from '../game/rules';
import { formatDuration } from '../game/time';
import { useGame } from '../store';
import { focusMaze } from './mazeFocus';

/**
 * Opens on reaching the exit: time, moves, the shortest possible, efficiency, best time.
 * Escape or Close shuts it and leaves the finished walk on screen, to look at or download;
 * "Play again" and "New maze" start over. A run made with the solution shown says so and
 * is kept out of the best times.
 */
export function SolvedDialog() {
  const open = useGame((s) => s.solvedOpen);
  const moves = useGame((s) => s.moves);
  const shortest = useGame((s) => s.shortestMoves);
  const ms = useGame((s) => (s.finishedAt !== null && s.startedAt !== null ? s.finishedAt - s.startedAt : 0));
  const bestMs = useGame((s) => s.bestMs);
  const newBest = useGame((s) => s.newBest);
  const assisted = useGame((s) => s.assisted);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  if (!open) return null;
  const act = (action: () => unknown) => () => {
    void action();
    focusMaze();
  };
  const { newMaze, playAgain, closeSolved } = useGame.getState();
  const best = newBest ? ' (new best!)' : bestMs !== null ? ` (best ${formatDuration(bestMs)})` : '';
  return (
    <div className="dialog-backdrop">
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="solved-title"
        aria-describedby="solved-summary"
        onKeyDown={(event) => {
          if (event.key === 'Escape') act(closeSolved)();
        }}
      >
        <h2 id="solved-title">Solved!</h2>
        <dl id="solved-summary" className="dialog-stats">
          <dt>Time</dt>
          <dd>
            {formatDuration(ms)}
            {assisted ? '' : best}
          </dd>
          {assisted && (
            <>
              <dt>Assisted</dt>
              <dd>solution shown, so not a best time</dd>
            </>
          )}
          <dt>Moves</dt>
          <dd>{moves}</dd>
          <dt>Shortest possible</dt>
          <dd>{shortest} moves</dd>
          <dt>Efficiency</dt>
          <dd>{efficiency(moves, shortest)}%</dd>
        </dl>
        <div className="dialog-actions">
          <button ref={first} type="button" className="primary" onClick={act(newMaze)}>
            New maze
          </button>
          <button type="button" onClick={act(playAgain)}>
            Play again
          </button>
          <button type="button" onClick={act(closeSolved)} title="Close and look at your walk (Esc)">
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
