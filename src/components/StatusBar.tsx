import { useEffect, useRef } from 'react';
import { elapsedMs, formatDuration } from '../game/time';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';
import { SolutionAsked } from './SolutionAsked';
import { Levelled } from './Levelled';

/**
 * Moves and time: one line of fixed height that nothing else joins, so the maze below never
 * moves. The clock ticks by writing its own text node a few times a second, so the running
 * timer never re-renders React.
 */
export function StatusBar() {
  const moves = useStore((s) => s.moves);
  const bestMs = useStore((s) => s.bestMs);
  const solved = useStore((s) => s.won && !s.solvedOpen);
  // Hidden, the clock keeps running unseen: the run is timed and recorded all the same.
  const timerHidden = useStore((s) => s.timerHidden);
  const clock = useRef<HTMLSpanElement>(null);
  const text = useText(PLAY);

  useEffect(() => {
    let frame = 0;
    const tick = () => {
      const ms = elapsedMs(useStore.getState(), performance.now());
      if (clock.current) clock.current.textContent = text.time(formatDuration(ms));
      frame = window.setTimeout(tick, 100);
    };
    tick();
    return () => window.clearTimeout(frame);
  }, [text]);

  return (
    <div className="status" role="status" aria-live="off">
      <span>{text.moves(moves)}</span>
      <span ref={clock} hidden={timerHidden}>
        {text.time(formatDuration(0))}
      </span>
      {bestMs !== null && <span>{text.best(formatDuration(bestMs))}</span>}
      <Levelled part="status" />
      <SolutionAsked />
      {solved && (
        <span className="status-solved">
          {text.solved}{' '}
          <button type="button" className="small" onClick={() => useStore.getState().playAgain()}>
            {text.playAgain}
          </button>
        </span>
      )}
    </div>
  );
}
