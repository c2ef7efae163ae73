import { dailyMaze } from '../game/daily/dailyMaze';
import { parseDailyDate } from '../game/daily/dailyDate';
import { settingsToQuery } from '../game/url';
import { quote } from '../core';
import type { CommandIo } from './commands';
import { UsageError } from './errors';
import { readFlags } from './options';

/**
 * `daily --date YYYY-MM-DD`: that day's maze as the game's query string, one line
 * (?shape=…&w=…&h=… or &rings=…, &algorithm=…&seed=…&braid=0): the page opens the same maze
 * from it as from #daily on that date.
 */
export async function daily(args: string[], { out }: CommandIo): Promise<void> {
  const { values } = readFlags('daily', args, ['date'], 0);
  const text = values.get('date');
  if (text === undefined) throw new UsageError('daily: --date YYYY-MM-DD is needed');
  const date = parseDailyDate(text);
  if (date === null) throw new UsageError(`daily: --date must be a date that exists, as YYYY-MM-DD (2026-11-27); got ${quote(text)}`);
  await out.line(settingsToQuery(dailyMaze(date).settings));
}
