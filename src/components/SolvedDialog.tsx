import { useEffect, useRef } from 'react';
import { efficiency } from '../game/rules';
import { formatDuration } from '../game/time';
import { useGame } from '../store';

/** Opens on reaching the exit: time, moves, the shortest possible, efficiency, best time. */
export function SolvedDialog() {
  const won = useGame((s) => s.won);
  const moves = useGame((s) => s.moves);
  const shortest = useGame((s) => s.shortestMoves);
  const ms = useGame((s) => (s.finishedAt !== null && s.startedAt !== null ? s.finishedAt - s.startedAt : 0));
  const bestMs = useGame((s) => s.bestMs);
  const newBest = useGame((s) => s.newBest);
  const newMaze = useGame((s) => s.newMaze);
  const playAgain = useGame((s) => s.playAgain);
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (won) first.current?.focus();
  }, [won]);

  if (!won) return null;
  return (
    <div className="dialog-backdrop">
      <div className="dialog" role="dialog" aria-modal="true" aria-labelledby="solved-title" aria-describedby="solved-summary"
        onKeyDown={(event) => {
          if (event.key === 'Escape') playAgain();
        }}
      >
        <h2 id="solved-title">Solved!</h2>
        <dl id="solved-summary" className="dialog-stats">
          <dt>Time</dt>
          <dd>{formatDuration(ms)}{newBest ? ' (new best!)' : bestMs !== null ? ` (best ${formatDuration(bestMs)})` : ''}</dd>
          <dt>Moves</dt>
          <dd>{moves}</dd>
          <dt>Shortest possible</dt>
          <dd>{shortest} moves</dd>
          <dt>Efficiency</dt>
          <dd>{efficiency(moves, shortest)}%</dd>
        </dl>
        <div className="dialog-actions">
          <button ref={first} type="button" className="primary" onClick={() => void newMaze()}>
            New maze
          </button>
          <button type="button" onClick={playAgain}>
            Play again
          </button>
        </div>
      </div>
    </div>
  );
}
