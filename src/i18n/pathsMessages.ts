import { formatCount } from '../format/numbers';
import { defineBook } from './book';
import type { Language } from './language';

/**
 * What the Paths lab's store says (size errors, announcements, reading a text). Small and apart
 * from the lab's book (paths.ts) because the store is in the first load; the lab's page words are not.
 * Numbers come in already formatted where they are shown formatted today.
 */
export interface PathsMessages {
  readonly rows: string;
  readonly columns: string;
  readonly sideProblem: (label: string, max: number) => string;
  readonly tooManyBlocks: (most: string, rows: number, cols: number, blocks: string) => string;
  readonly cleared: (rows: number, cols: number) => string;
  readonly replaced: (rows: number, cols: number) => string;
  readonly gridBack: string;
  readonly pastedText: string;
  readonly notAGrid: (what: string, why: string) => string;
  readonly couldNotRead: (what: string, why: string) => string;
  readonly readGrid: (rows: number, cols: number, what: string) => string;
  readonly stoppedReading: string;
  readonly noWayOut: string;
  readonly listed: (n: string, one: boolean) => string;
  readonly cancelledAfter: (n: number) => string;
  readonly countsCancelled: string;
}

const en: PathsMessages = {
  rows: 'Rows',
  columns: 'Columns',
  sideProblem: (label, max) => `${label} must be a whole number from 1 to ${max}.`,
  tooManyBlocks: (most, rows, cols, blocks) => `At most ${most} blocks in all: ${rows} × ${cols} is ${blocks}.`,
  cleared: (rows, cols) => `Cleared: an open ${rows} × ${cols} grid.`,
  replaced: (rows, cols) => `Replaced your grid with the game's ${rows} by ${cols} maze. Undo brings yours back.`,
  gridBack: 'Your grid is back.',
  pastedText: 'the pasted text',
  notAGrid: (what, why) => `${what} does not read as a grid: ${why}`,
  couldNotRead: (what, why) => `Could not read ${what}: ${why}`,
  readGrid: (rows, cols, what) => `Read a ${rows} by ${cols} grid from ${what}.`,
  stoppedReading: 'Stopped reading; the grid is unchanged.',
  noWayOut: 'No path: the maze has no way out.',
  listed: (n, one) => `Listed ${n} path${one ? '' : 's'}.`,
  cancelledAfter: (n) => `Cancelled after ${formatCount(n)} ${n === 1 ? 'path' : 'paths'}.`,
  countsCancelled: 'Counting stopped.',
};

const zh: PathsMessages = {
  rows: '行数',
  columns: '列数',
  sideProblem: (label, max) => `${label}必须是 1 到 ${max} 之间的整数。`,
  tooManyBlocks: (most, rows, cols, blocks) => `总块数最多 ${most}：${rows} × ${cols} 是 ${blocks}。`,
  cleared: (rows, cols) => `已清空：一张全部打通的 ${rows} × ${cols} 网格。`,
  replaced: (rows, cols) => `已用游戏中 ${rows} × ${cols} 的迷宫替换你的网格。撤销可以换回来。`,
  gridBack: '你的网格回来了。',
  pastedText: '粘贴的文本',
  notAGrid: (what, why) => `${what}无法读作网格：${why}`,
  couldNotRead: (what, why) => `无法读取${what}：${why}`,
  readGrid: (rows, cols, what) => `已从${what}读入一张 ${rows} × ${cols} 的网格。`,
  stoppedReading: '已停止读取；网格没有改变。',
  noWayOut: '没有路径：这个迷宫没有出路。',
  listed: (n) => `已列出 ${n} 条路径。`,
  cancelledAfter: (n) => `已在列出 ${formatCount(n)} 条路径后取消。`,
  countsCancelled: '已停止计数。',
};

export const PATHS_MESSAGES = defineBook(en, zh);

/** The messages in the store's language; English for a store built without the ui slice (some tests build one from a few slices). */
export function pathsMessages(language: Language | undefined): PathsMessages {
  return PATHS_MESSAGES[language ?? 'en'];
}
