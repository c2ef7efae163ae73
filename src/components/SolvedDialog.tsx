import { useEffect, useRef } from 'react';
import { efficiency } from '../game/moves';
import { formatDuration } from '../game/time';
import { useStore } from '../store';
import { PLAY } from '../i18n/play';
import { useText } from '../store/useText';
import { focusMaze } from './mazeFocus';
import { DailyResult } from './daily/DailyResult';
import { TimeTrialVerdict } from './analysis/TimeTrialVerdict';
import { RaceResult } from './ghost/RaceResult';

/**
 * Opens on reaching the exit: time, moves, the shortest possible, efficiency, best time.
 * Escape or Close shuts it and leaves the finished walk on screen, to look at or download;
 * "Play again" and "New maze" start over. A run made with the solution shown says so and
 * is kept out of the best times.
 */
export function SolvedDialog() {
  const open = useStore((s) => s.solvedOpen);
  const moves = useStore((s) => s.moves);
  const shortest = useStore((s) => s.shortestMoves);
  const ms = useStore((s) => (s.finishedAt !== null && s.startedAt !== null ? s.finishedAt - s.startedAt : 0));
  const bestMs = useStore((s) => s.bestMs);
  const newBest = useStore((s) => s.newBest);
  const assisted = useStore((s) => s.assisted);
  const first = useRef<HTMLButtonElement>(null);
  const text = useText(PLAY);

  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);

  if (!open) return null;
  const act = (action: () => unknown) => () => {
    void action();
    focusMaze();
  };
  const { newMaze, playAgain, closeSolved } = useStore.getState();
  const best = newBest ? text.newBest : bestMs !== null ? text.bestAside(formatDuration(bestMs)) : '';
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
        <h2 id="solved-title">{text.solved}</h2>
        <dl id="solved-summary" className="dialog-stats">
          <dt>{text.timeLabel}</dt>
          <dd>
            {formatDuration(ms)}
            {/* The aside may move to the next line, but never breaks inside ("(new / best!)" on a phone). */}
            {!assisted && best && (
              <>
                {best.startsWith(' ') && ' '}
                <span className="unbroken">{best.trim()}</span>
              </>
            )}
          </dd>
          {assisted && (
            <>
              <dt>{text.assisted}</dt>
              <dd>{text.assistedNote}</dd>
            </>
          )}
          <dt>{text.movesLabel}</dt>
          <dd>{moves}</dd>
          <dt>{text.shortestLabel}</dt>
          <dd>{text.shortestMoves(shortest)}</dd>
          <dt>{text.efficiency}</dt>
          <dd>{efficiency(moves, shortest)}%</dd>
          <TimeTrialVerdict ms={ms} />
        </dl>
        <DailyResult />
        <RaceResult />
        <div className="dialog-actions">
          <button ref={first} type="button" className="primary" onClick={act(newMaze)}>
            {text.newMaze}
          </button>
          <button type="button" onClick={act(playAgain)}>
            {text.playAgain}
          </button>
          <button type="button" onClick={act(closeSolved)} title={text.closeTitle}>
            {text.close}
          </button>
        </div>
      </div>
    </div>
  );
}
