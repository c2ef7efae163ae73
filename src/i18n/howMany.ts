import { defineBook } from './book';

/** The rows of the "How many?" panel. */
export type HowManyKind = 'simple' | 'shortest' | 'hamiltonian' | 'mazes';

/** Units of a short time left: "about 12 s left". */
export type ShortUnit = 'second' | 'minute' | 'hour' | 'day';

/**
 * The Paths tab's "How many?" panel: its rows, what a count in progress says (the pass, where
 * the sweep stands, the time left), and what a count beyond reach says up front. Loads with the
 * lab. Numbers and durations come in already formatted (src/format/numbers.ts, estimate.ts).
 */
export interface HowManyText {
  readonly heading: string;
  readonly intro: (start: string, goal: string) => string;
  readonly count: string;
  readonly cancel: string;
  readonly countAnyway: string;
  /** Each row's name, what it counts, and its name inside a sentence ("Counting Hamiltonian paths"). */
  readonly rows: Readonly<Record<HowManyKind, { readonly label: string; readonly says: string; readonly noun: string }>>;
  /** Which maze the perfect mazes are of: the grid's own maze size (`exact`), or the largest that fits. */
  readonly mazesOf: (width: string, height: string, exact: boolean) => string;
  readonly notCounted: string;
  readonly waiting: string;
  readonly sizing: string;
  readonly counting: string;
  readonly stopped: string;
  readonly failed: (why: string) => string;
  readonly tooManyStates: string;
  readonly about: (power: string) => string;
  readonly floor: (power: string) => string;
  readonly floorNote: string;
  readonly estimating: string;
  /** Where a dense sweep stands: pass (from 1; "1–2" for passes side by side, `several`) of passes, row or column (from 1) of all. */
  readonly stage: (pass: string, several: boolean, passes: string, across: 'rows' | 'columns', row: string, rows: string) => string;
  readonly left: (amount: string, unit: ShortUnit) => string;
  readonly leftUnknown: string;
  /** Up front, a count over a minute: duration is "about 3 hours" (estimate.ts's describeDuration). */
  readonly wouldTake: (duration: string) => string;
  readonly beyondMemory: (needs: string, allows: string) => string;
  /** The same when what it would need is past any number of bytes worth writing. */
  readonly farBeyondMemory: (allows: string) => string;
  /** Why no Hamiltonian path can exist, from the checkerboard colouring: open blocks of each colour, and the ends' colours. */
  readonly checkerboard: (light: string, dark: string, startLight: boolean, goalLight: boolean) => string;
  /** The summary of a long count's digits, shown on request. */
  readonly allDigits: (digits: string) => string;
  readonly progress: (what: string) => string;
  readonly allCounted: string;
}

const en: HowManyText = {
  heading: 'How many?',
  intro: (start, goal) => `Paths from start (${start}) to goal (${goal}) of the grid, and the perfect mazes of its size.`,
  count: 'Count',
  cancel: 'Cancel',
  countAnyway: 'Count anyway',
  rows: {
    simple: { label: 'Simple paths', says: 'no block twice', noun: 'simple paths' },
    shortest: { label: 'Shortest paths', says: 'the fewest steps', noun: 'shortest paths' },
    hamiltonian: { label: 'Hamiltonian paths', says: 'through every open block', noun: 'Hamiltonian paths' },
    mazes: { label: 'Perfect mazes', says: 'no loops, every cell reached', noun: 'perfect mazes' },
  },
  mazesOf: (width, height, exact) =>
    exact ? `of ${width} × ${height} cells, the maze whose block grid is this size` : `of ${width} × ${height} cells, the largest square maze this grid holds`,
  notCounted: '–',
  waiting: 'waiting…',
  sizing: 'sizing up…',
  counting: 'counting…',
  stopped: 'stopped',
  failed: (why) => `could not count: ${why}`,
  tooManyStates: 'it needs more memory than a page has',
  about: (power) => `about ${power}`,
  floor: (power) => `about ${power} or more`,
  floorNote: 'The number is a floor from random walks (Knuth’s estimator), which fall short on open grids.',
  estimating: 'estimating from random walks…',
  stage: (pass, several, passes, across, row, rows) => `Pass${several ? 'es' : ''} ${pass} of ${passes} · ${across === 'columns' ? 'column' : 'row'} ${row} of ${rows}`,
  left: (amount, unit) => `about ${amount} ${{ second: 's', minute: 'min', hour: 'h', day: amount === '1' ? 'day' : 'days' }[unit]} left`,
  leftUnknown: 'time left not known yet',
  wouldTake: (duration) => `Counting them would take ${duration} on this device.`,
  beyondMemory: (needs, allows) => `Too many to count exactly here: the count would hold about ${needs} in memory at once, and a page may use about ${allows}.`,
  farBeyondMemory: (allows) => `Too many to count exactly here: the count would hold far more in memory at once than the ${allows} a page may use.`,
  checkerboard: (light, dark, startLight, goalLight) =>
    `None can exist: colour the grid as a checkerboard and each step changes colour, so a path through all ${light} light and ${dark} dark open blocks ` +
    (startLight === goalLight ? `that starts and ends on ${startLight ? 'light' : 'dark'} needs one ${startLight ? 'light' : 'dark'} block more than ${startLight ? 'dark' : 'light'}.` : 'that starts and ends on different colours needs as many of each.'),
  allDigits: (digits) => `All ${digits} digits`,
  progress: (what) => `Counting ${what}`,
  allCounted: 'All counted.',
};

const zh: HowManyText = {
  heading: '有多少？',
  intro: (start, goal) => `网格中从起点 (${start}) 到终点 (${goal}) 的路径，以及这么大的完美迷宫。`,
  count: '计数',
  cancel: '取消',
  countAnyway: '仍然计数',
  rows: {
    simple: { label: '简单路径', says: '不重复经过任何块', noun: '简单路径' },
    shortest: { label: '最短路径', says: '步数最少', noun: '最短路径' },
    hamiltonian: { label: '哈密顿路径', says: '走遍每一个空块', noun: '哈密顿路径' },
    mazes: { label: '完美迷宫', says: '没有回路，每格都能走到', noun: '完美迷宫' },
  },
  mazesOf: (width, height, exact) => (exact ? `${width} × ${height} 格，方块网格正好是这么大的迷宫` : `${width} × ${height} 格，这个网格能容下的最大方格迷宫`),
  notCounted: '–',
  waiting: '等待中…',
  sizing: '正在估算耗时…',
  counting: '计数中…',
  stopped: '已停止',
  failed: (why) => `无法计数：${why}`,
  tooManyStates: '需要的内存超出了页面的容量',
  about: (power) => `约 ${power}`,
  floor: (power) => `约 ${power} 或更多`,
  floorNote: '这个数是随机游走（Knuth 估计法）给出的下限，在开阔的网格上会偏小。',
  estimating: '正在用随机游走估算…',
  stage: (pass, _several, passes, across, row, rows) => {
    const unit = across === 'columns' ? '列' : '行';
    return `第 ${pass} 遍（共 ${passes} 遍）· 第 ${row} ${unit}（共 ${rows} ${unit}）`;
  },
  left: (amount, unit) => `约剩 ${amount} ${{ second: '秒', minute: '分钟', hour: '小时', day: '天' }[unit]}`,
  leftUnknown: '剩余时间暂时未知',
  wouldTake: (duration) => `在这台设备上数完需要${duration}。`,
  beyondMemory: (needs, allows) => `这里无法精确计数：计数时要同时在内存里放下约 ${needs}，而页面最多只能用约 ${allows}。`,
  farBeyondMemory: (allows) => `这里无法精确计数：计数时要同时放进内存的东西远远超过页面最多能用的约 ${allows}。`,
  checkerboard: (light, dark, startLight, goalLight) =>
    `不可能有：把网格涂成棋盘，每走一步颜色就变一次；要走遍 ${light} 个浅色和 ${dark} 个深色空块，` +
    (startLight === goalLight ? `起点和终点都在${startLight ? '浅' : '深'}色上，${startLight ? '浅' : '深'}色块就得比${startLight ? '深' : '浅'}色块多一个。` : '起点和终点颜色不同，两种颜色的块就得一样多。'),
  allDigits: (digits) => `全部 ${digits} 位数字`,
  progress: (what) => `正在计数：${what}`,
  allCounted: '全部数完了。',
};

export const HOW_MANY_TEXT = defineBook(en, zh);
