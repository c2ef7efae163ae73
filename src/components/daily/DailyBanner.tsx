import { useEffect } from 'react';
import { DAILY, dailyLine } from '../../i18n/daily';
import { dailyShown } from '../../store/dailySlice';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { loadDailyCard } from './loadDailyParts';
import './daily.css';

/**
 * The line above a daily maze: which day's it is ("Daily maze #331 · Fri 27 Nov · Medium"),
 * and, on a past day's, that the streak stays as it is. Nothing on any other maze.
 */
export function DailyBanner() {
  const daily = useStore(dailyShown);
  const moved = useStore((s) => s.moves > 0);
  const text = useText(DAILY);
  useEffect(() => {
    if (daily && moved) void loadDailyCard().catch(() => undefined);
  }, [daily, moved]);
  if (!daily) return null;
  return (
    <p className="daily-banner">
      <strong>{dailyLine(text, daily)}</strong>
      {!daily.today && <span className="daily-archived">{text.archived}</span>}
    </p>
  );
}
