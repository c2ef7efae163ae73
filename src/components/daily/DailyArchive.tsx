import { useId, useState } from 'react';
import { formatDailyDate, localDate, parseDailyDate, plusDays } from '../../game/daily/dailyDate';
import { DAILY } from '../../i18n/daily';
import { dailyShown } from '../../store/dailySlice';
import { useStore } from '../../store';
import { useText } from '../../store/useText';
import { focusMaze } from '../mazeFocus';

/** The first daily maze's day: the archive goes back to it and no further. */
const FIRST_DAY = '2026-01-01';

/**
 * Past days' mazes: a day picked (never a future one: the picker stops at today, and the store
 * refuses one typed past it), or the day before or after the daily on screen. Playing one never
 * changes the streak.
 */
export function DailyArchive() {
  const text = useText(DAILY);
  const id = useId();
  const shown = useStore(dailyShown);
  // Read at each render: a page left open past midnight offers the new day at its next one.
  const today = formatDailyDate(localDate());
  const yesterday = formatDailyDate(plusDays(localDate(), -1));
  const [picked, setPicked] = useState(yesterday < FIRST_DAY ? today : yesterday);
  const open = (date: string) => void useStore.getState().openDaily(date).then(focusMaze);
  const around = parseDailyDate(shown?.date ?? today)!;
  const before = formatDailyDate(plusDays(around, -1));
  const after = formatDailyDate(plusDays(around, 1));
  return (
    <div className="daily-archive">
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          open(picked);
        }}
      >
        <label htmlFor={id}>{text.pickDay}</label>
        <input id={id} type="date" min={FIRST_DAY} max={today} value={picked} required onChange={(event) => setPicked(event.target.value)} />
        <button type="submit">{text.open}</button>
      </form>
      <div className="row">
        <button type="button" onClick={() => open(before)} disabled={before < FIRST_DAY}>
          {text.previousDay}
        </button>
        <button type="button" onClick={() => open(after)} disabled={after > today}>
          {text.nextDay}
        </button>
      </div>
    </div>
  );
}
