import { useId, useMemo, useState } from 'react';
import { messageOf } from '../../core/errors';
import { boardOf } from '../../game/board';
import { dailyHash } from '../../game/daily/dailyLink';
import { routeSquares, type RouteSquare } from '../../game/daily/routeSquares';
import { clockTime, efficiency, shareText } from '../../game/daily/shareText';
import type { MazeSettings } from '../../game/settings';
import { elapsedMs } from '../../game/time';
import { DAILY } from '../../i18n/daily';
import { DAILY_RESULT, type DailyResultText } from '../../i18n/dailyResult';
import { PLAY } from '../../i18n/play';
import type { DailyOnScreen } from '../../store/dailySlice';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { shareOrCopy } from './share';
import './dailyCard.css';

/** The shape and size as the share text says them: "Hexagon 14×12", "Circle 10 rings". */
function sizeOf(settings: MazeSettings, shapes: Readonly<Record<string, string>>, text: DailyResultText): string {
  const shape = shapes[settings.shape ?? 'square']!;
  return settings.shape === 'polar' ? text.rings(shape, settings.rings ?? settings.width) : text.size(shape, settings.width, settings.height);
}

/** The route's squares (routeSquares.ts): the solution's places, start to goal, against every place stood on. */
function useSquares(): RouteSquare[] {
  const walk = useStore((s) => s.walk);
  const solution = useStore((s) => s.solution);
  const board = useStore((s) => boardOf(s));
  const version = useStore((s) => s.walkVersion);
  return useMemo(() => {
    void version;
    if (!walk || !solution || !board) return [];
    // A square maze's solution runs through the passage blocks between cells too: the walk stands on places only.
    return routeSquares(solution.filter((at) => board.isPlace(at)), walk.steps);
  }, [walk, solution, board, version]);
}

/**
 * The result card of a solved daily, in the Solved dialog: the time, the moves against the
 * fewest, the efficiency, the day and its difficulty, the streaks; and Share, which copies (or
 * hands to the share sheet) a text that shows the run's shape and never the way through.
 */
export function DailyCard({ daily }: { readonly daily: DailyOnScreen }) {
  const text = useText(DAILY_RESULT);
  const dailyText = useText(DAILY);
  const shapes = useText(PLAY).shapes;
  const settings = useStore((s) => s.settings);
  const moves = useStore((s) => s.moves);
  const fewest = useStore((s) => s.shortestMoves);
  // The run is over: its clock stopped at the exit.
  const ms = useStore((s) => elapsedMs(s, s.finishedAt ?? 0));
  const assisted = useStore((s) => s.assisted);
  const streaks = useStore((s) => s.dailyStreaks);
  const squares = useSquares();
  const [said, setSaid] = useState<string | null>(null);
  const headingId = useId();
  const band = dailyText.bands[daily.band];
  const count = (kind: RouteSquare) => squares.filter((square) => square === kind).length;

  const share = async () => {
    if (!settings) return;
    const run = {
      number: daily.number,
      what: sizeOf(settings, shapes, text),
      difficulty: `${text.difficultyValue(band, daily.difficulty)}${assisted ? ` · ${text.assistedMark}` : ''}`,
      ms,
      fewestMoves: fewest,
      moves,
      squares,
      link: `${window.location.origin}${window.location.pathname}${dailyHash(daily.date)}`,
    };
    setSaid(null);
    try {
      const done = await shareOrCopy(shareText(run));
      setSaid(done === 'cancelled' ? null : done === 'shared' ? text.shared : text.copied);
    } catch (error) {
      setSaid(text.shareFailed(messageOf(error)));
    }
  };

  return (
    <section className="daily-card" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {text.heading(daily.number)} <span className="daily-card-band">{text.difficultyValue(band, daily.difficulty)}</span>
      </h3>
      <dl className="daily-card-numbers">
        <div>
          <dt>{text.time}</dt>
          <dd>{clockTime(ms)}</dd>
        </div>
        <div>
          <dt>{text.efficiency}</dt>
          <dd>{efficiency(fewest, moves)}%</dd>
        </div>
        <div>
          <dt>{text.moves}</dt>
          <dd>
            {moves} <small>{text.fewest(fewest)}</small>
          </dd>
        </div>
      </dl>
      {squares.length > 0 && (
        <p className="daily-card-route" role="img" aria-label={text.routeSaid(count('clean'), count('detour'), count('dive'))}>
          {squares.map((square, i) => (
            <span key={i} className={`daily-square daily-square-${square}`} />
          ))}
        </p>
      )}
      {streaks && (
        <dl className="daily-card-streaks">
          <div>
            <dt>{text.streak}</dt>
            <dd>{text.days(streaks.current)}</dd>
          </div>
          <div>
            <dt>{text.longest}</dt>
            <dd>{text.days(streaks.longest)}</dd>
          </div>
          <div>
            <dt>{text.played}</dt>
            <dd>{text.days(streaks.daysPlayed)}</dd>
          </div>
        </dl>
      )}
      {assisted && <p className="daily-card-note">{text.assisted}</p>}
      {!daily.today && <p className="daily-card-note">{text.archived}</p>}
      <div className="row">
        <button type="button" className="primary" onClick={() => void share()} title={text.shareTitle}>
          {text.share}
        </button>
        <span className="daily-card-said" role="status">
          {said}
        </span>
      </div>
    </section>
  );
}
