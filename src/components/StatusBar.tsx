import { useEffect, useRef } from 'react';
import { formatDuration } from '../game/time';
import { useGame } from '../store';

/**
 * Moves and time. The clock ticks by writing its own text node a few times a second, so the
 * running timer never re-renders React.
 */
export function StatusBar() {
  const moves = useGame((s) => s.moves);
  const bestMs = useGame((s) => s.bestMs);
  const generationMs = useGame((s) => s.generationMs);
  const generating = useGame((s) => s.generating);
  const progress = useGame((s) => s.generationProgress);
  const stopGenerating = useGame((s) => s.stopGenerating);
  const clock = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    let frame = 0;
    const tick = () => {
      const { startedAt, finishedAt } = useGame.getState();
      const ms = startedAt === null ? 0 : (finishedAt ?? performance.now()) - startedAt;
      if (clock.current) clock.current.textContent = `Time: ${formatDuration(ms)}`;
      frame = window.setTimeout(tick, 100);
    };
    tick();
    return () => window.clearTimeout(frame);
  }, []);

  return (
    <div className="status" role="status" aria-live="off">
      <span>Moves: {moves}</span>
      <span ref={clock}>Time: {formatDuration(0)}</span>
      {bestMs !== null && <span>Best: {formatDuration(bestMs)}</span>}
      {generating ? (
        <span className="status-generation">
          Generating…
          {progress !== null && (
            <>
              {' '}
              {/* Some generators (Aldous–Broder's random walk) reach their last cells slowly:
                  past 90% the bar turns indeterminate rather than sit on 99% for minutes. */}
              {progress < 0.9 ? (
                <>
                  <progress max={1} value={progress} aria-label="Maze generation progress" /> {Math.round(progress * 100)}%
                </>
              ) : (
                <>
                  <progress aria-label="Maze generation progress" /> finishing
                </>
              )}{' '}
              <button type="button" className="small" onClick={stopGenerating}>
                Stop generating
              </button>
            </>
          )}
        </span>
      ) : (
        <span className="status-generation">{generationMs !== null ? `Generated in ${generationMs < 0.1 ? '< 0.1' : generationMs.toFixed(1)} ms` : ''}</span>
      )}
    </div>
  );
}
