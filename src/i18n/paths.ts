import { formatCount } from '../format/numbers';
import type { ListOrder } from '../core/paths/listOrder';
import type { EditorTool } from '../ids/editorTool';
import { MAX_GRID_BLOCKS, MAX_GRID_SIDE, type GridParseKind } from '../core';
import { defineBook } from './book';

/**
 * The Paths lab's words: editor, run controls, counters, list, export and the grid as text. Only
 * the lab's modules import this book, so it loads with the lab's chunk. Numbers come in already
 * formatted (src/format/numbers.ts). "Total: N" and "Listed: N" are contracts in English.
 */
export interface PathsText {
  readonly gridHeading: string;
  readonly everyPath: string;
  readonly gridAsText: string;
  readonly clickSets: string;
  readonly tools: Readonly<Record<EditorTool, string>>;
  readonly rows: string;
  readonly columns: string;
  readonly resize: string;
  readonly clear: string;
  readonly clearTitle: string;
  readonly start: (row: number, col: number) => string;
  readonly goal: (row: number, col: number) => string;
  /** problem: the core's English (endpointProblem), e.g. "start (0,0) is on a wall". */
  readonly endpointProblem: (end: 'start' | 'goal', problem: string) => string;
  readonly replaced: (rows: number, cols: number) => string;
  readonly undo: string;
  readonly dismiss: string;
  readonly order: string;
  readonly orders: Readonly<Record<ListOrder, { readonly label: string; readonly says: string }>>;
  readonly findAll: string;
  readonly cancel: string;
  readonly fromTo: (start: string, goal: string) => readonly [string, string, string];
  readonly total: (text: string) => string;
  readonly listed: (n: string) => string;
  readonly countingAndListing: string;
  readonly estimatingAndListing: string;
  readonly listing: string;
  readonly counting: string;
  readonly estimating: string;
  readonly listedEvery: string;
  readonly listedFirst: (n: number) => string;
  readonly cancelled: string;
  readonly listingFailed: string;
  readonly ready: string;
  readonly countingLower: string;
  /** The total while the count waits for "Count anyway" in the How many? panel. */
  readonly askedFirst: string;
  readonly aboutEstimate: (power: string) => string;
  readonly unknown: (why: string | undefined, estimating: boolean) => string;
  readonly estimateNote: (walks: string) => string;
  readonly progress: string;
  readonly noWayOut: string;
  readonly listingFailedBecause: (error: string) => string;
  readonly keptFirst: (kept: string, most: string, mb: string) => string;
  readonly idleHint: string;
  readonly tooManyLabel: string;
  readonly atSpeed: (speed: string | null) => string;
  readonly wouldTake: (total: string, duration: string, at: string) => string;
  readonly wouldTakeAbout: (power: string, duration: string, at: string) => string;
  readonly tooOpen: (estimating: boolean) => string;
  readonly goesOn: string;
  readonly howMany: string;
  readonly listFirst: (n: string | null) => string;
  readonly enterWhole: string;
  readonly duration: (amount: string, unit: 'second' | 'minute' | 'hour' | 'day' | 'year', one: boolean) => string;
  readonly unknownTime: string;
  readonly foreverTime: string;
  readonly powerYears: (power: string) => string;
  readonly copyList: string;
  readonly downloadTxt: string;
  readonly preparing: (percent: number | null) => string;
  readonly exported: (what: 'copy' | 'download', lines: string, one: boolean) => string;
  readonly couldNotExport: (what: 'copy' | 'download', error: string) => string;
  readonly exportsSoFar: string;
  readonly selectedPath: string;
  readonly pathHead: (n: string, blocks: string, steps: string) => string;
  readonly copyPath: string;
  readonly copiedPath: (n: string) => string;
  readonly couldNotCopy: (error: string) => string;
  readonly blocksColumn: string;
  readonly pathColumn: string;
  readonly blocksHidden: string;
  readonly pathsList: string;
  readonly watchSolvers: string;
  /** Why the solvers cannot be watched: an end off the open blocks (problem: the core's English). */
  readonly blockedTitle: (end: 'start' | 'goal', problem: string) => string;
  readonly mazeText: string;
  readonly textHint: string;
  readonly unchanged: string;
  /** A grid text's parse error in words, by its kind; null: the core's own English words (the message). */
  readonly parseProblem: (kind: GridParseKind) => string | null;
  readonly lineColumn: (line: string, column: string, message: string) => string;
  readonly reading: (what: string) => string;
  readonly readingProgress: (what: string, done: string, of: string) => string;
  readonly stopReading: string;
  readonly tooLargeText: (rows: number, cols: number) => string;
  readonly loadTxt: string;
  readonly loadLabel: string;
  readonly copy: string;
  readonly saveTxt: string;
  readonly loaded: (name: string) => string;
  readonly notAGrid: (name: string) => string;
  readonly couldNotRead: (name: string, error: string) => string;
  readonly copiedGrid: string;
  readonly couldNotSave: (error: string) => string;
  readonly drawing: string;
  readonly editorLabel: (rows: number, cols: number, start: string, goal: string) => string;
}

const en: PathsText = {
  gridHeading: 'Grid',
  everyPath: 'Every path',
  gridAsText: 'The grid as text',
  clickSets: 'Click sets',
  tools: { walls: 'Walls', start: 'Start', goal: 'Goal' },
  rows: 'Rows',
  columns: 'Columns',
  resize: 'Resize',
  clear: 'Clear',
  clearTitle: 'Open every block, keeping the size and the ends',
  start: (row, col) => `Start (${row},${col})`,
  goal: (row, col) => `Goal (${row},${col})`,
  endpointProblem: (_end, problem) => `The ${problem}: no path can ${problem.startsWith('start') ? 'begin' : 'end'} there.`,
  replaced: (rows, cols) => `Replaced your ${rows} × ${cols} grid with the game’s maze.`,
  undo: 'Undo',
  dismiss: 'Dismiss',
  order: 'Order',
  orders: {
    dfs: { label: 'DFS', says: 'Depth first, trying left, right, up, down: the number maze’s own order.' },
    bfs: { label: 'BFS', says: 'Breadth first, as the number maze’s queue reports them: by length, shortest first.' },
    shortest: { label: 'Shortest first', says: 'By length, shortest first; equal lengths in DFS order. The whole stream is ordered: it is the BFS order.' },
    longest: {
      label: 'Longest first',
      says: 'By length, longest first; equal lengths in DFS order. The whole stream is ordered; the grid is searched once per length, so the first paths may take a while.',
    },
  },
  findAll: 'Find all paths',
  cancel: 'Cancel',
  fromTo: (start, goal) => ['From ', ` start (${start}) to `, ` goal (${goal})`],
  total: (text) => `Total: ${text}`,
  listed: (n) => `Listed: ${n}`,
  countingAndListing: 'Counting and listing…',
  estimatingAndListing: 'Estimating and listing…',
  listing: 'Listing…',
  counting: 'Counting…',
  estimating: 'Estimating…',
  listedEvery: 'Listed every path.',
  listedFirst: (n) => (n === 1 ? 'Listed the first path.' : `Listed the first ${formatCount(n)} paths.`),
  cancelled: 'Cancelled.',
  listingFailed: 'Listing failed.',
  ready: 'Ready.',
  countingLower: 'counting…',
  askedFirst: 'not counted yet: it would take long',
  aboutEstimate: (power) => `about ${power} or more (estimate)`,
  unknown: (why, estimating) => `unknown (${why ?? 'count failed'})${estimating ? ', estimating…' : ''}`,
  estimateNote: (walks) =>
    `Estimated from ${walks} random walks from start to goal (Knuth’s estimator). Most of the count sits in walks too rare to be drawn, so on an open grid the estimate falls short, by tens of orders of magnitude on one this big: read it as a floor. An exact count needs more memory than this page has.`,
  progress: 'Progress',
  noWayOut: 'This maze has no way out.',
  listingFailedBecause: (error) => `Listing failed: ${error}`,
  keptFirst: (kept, most, mb) => `Kept the first ${kept} paths on the page (it holds at most ${most} paths or ${mb} MB); “Listed” counts every path found.`,
  idleHint: '“Find all paths” lists every path from start to goal here, in the order chosen.',
  tooManyLabel: 'Too many paths to list',
  atSpeed: (speed) => (speed !== null ? ` at ${speed} paths a second` : ' at about a million paths a second'),
  wouldTake: (total, duration, at) => `Listing all ${total} paths would take ${duration}${at}. The total above is exact: it was counted, not listed.`,
  wouldTakeAbout: (power, duration, at) =>
    `Listing all of about ${power} paths would take ${duration}${at}. Counting them exactly would need more memory than this page has, so the total is an estimate.`,
  tooOpen: (estimating) => `This grid is too wide and open to count its paths exactly in memory, and far too many to list them all.${estimating ? ' Estimating how many…' : ''}`,
  goesOn: ' The listing goes on until you cancel it.',
  howMany: 'How many',
  listFirst: (n) => `List the first ${n ?? 'N'}`,
  enterWhole: 'Enter a whole number of paths, 1 or more.',
  duration: (amount, unit, one) => `about ${amount} ${unit}${one ? '' : 's'}`,
  unknownTime: 'an unknown time',
  foreverTime: 'longer than the universe has existed',
  powerYears: (power) => `about ${power} years`,
  copyList: 'Copy list',
  downloadTxt: 'Download .txt',
  preparing: (percent) => (percent === null ? 'Preparing…' : `Preparing ${percent}%…`),
  exported: (what, lines, one) => `${what === 'copy' ? 'Copied' : 'Saved'} ${lines} line${one ? '' : 's'}.`,
  couldNotExport: (what, error) => `Could not ${what === 'copy' ? 'copy' : 'save'} the list: ${error}`,
  exportsSoFar: 'Exports hold the paths listed so far.',
  selectedPath: 'Selected path',
  pathHead: (n, blocks, steps) => `Path ${n} · ${blocks} blocks (${steps} steps)`,
  copyPath: 'Copy path',
  copiedPath: (n) => `Copied path ${n}.`,
  couldNotCopy: (error) => `Could not copy: ${error}`,
  blocksColumn: 'Blocks',
  pathColumn: 'Path (… is the start shared with the row above)',
  blocksHidden: ' blocks',
  pathsList: 'Paths',
  watchSolvers: 'Watch the solvers on this grid',
  blockedTitle: (_end, problem) => problem,
  mazeText: 'Maze text',
  textHint: 'One row a line: 0 is open, 1 is a wall; spaces between values are optional.',
  unchanged: 'The grid above is unchanged.',
  parseProblem: () => null,
  lineColumn: (line, column, message) => `Line ${line}, column ${column}: ${message}.`,
  reading: (what) => `Reading ${what}…`,
  readingProgress: (what, done, of) => `Reading ${what}: ${done} of ${of} KB`,
  stopReading: 'Stop reading',
  tooLargeText: (rows, cols) => `The ${rows} × ${cols} grid is too large to show as text here. Copy and Save .txt give it in full; paste a grid here to replace it.`,
  loadTxt: 'Load .txt',
  loadLabel: 'Load a grid from a .txt file',
  copy: 'Copy',
  saveTxt: 'Save .txt',
  loaded: (name) => `Loaded ${name}.`,
  notAGrid: (name) => `${name} does not read as a grid.`,
  couldNotRead: (name, error) => `Could not read ${name}: ${error}`,
  copiedGrid: 'Copied the grid.',
  couldNotSave: (error) => `Could not save: ${error}`,
  drawing: 'Drawing the grid…',
  editorLabel: (rows, cols, start, goal) =>
    `Maze editor, ${rows} by ${cols} blocks, start (${start}), goal (${goal}). Click or drag to edit; arrow keys move, Space applies.`,
};

/** The core's endpoint problem ("start (0,0) is on a wall", "… is outside the 3x4 grid") in Chinese. */
function zhEndProblem(end: 'start' | 'goal', problem: string): string {
  const where = /\(\d+,\d+\)/.exec(problem)?.[0] ?? '';
  return `${end === 'start' ? '起点' : '终点'}${where}${problem.endsWith('on a wall') ? '在墙上' : '在网格之外'}`;
}

const zh: PathsText = {
  gridHeading: '网格',
  everyPath: '所有路径',
  gridAsText: '网格的文本',
  clickSets: '点击设置',
  tools: { walls: '墙', start: '起点', goal: '终点' },
  rows: '行数',
  columns: '列数',
  resize: '调整大小',
  clear: '清空',
  clearTitle: '打开所有块，保留大小和起终点',
  start: (row, col) => `起点 (${row},${col})`,
  goal: (row, col) => `终点 (${row},${col})`,
  endpointProblem: (end, problem) => `${zhEndProblem(end, problem)}：路径无法${end === 'start' ? '从这里出发' : '在这里结束'}。`,
  replaced: (rows, cols) => `已用游戏中的迷宫替换你的 ${rows} × ${cols} 网格。`,
  undo: '撤销',
  dismiss: '关闭',
  order: '顺序',
  orders: {
    dfs: { label: 'DFS', says: '深度优先，依次尝试左、右、上、下：与原来的数字迷宫程序顺序相同。' },
    bfs: { label: 'BFS', says: '广度优先，按原来的数字迷宫程序的队列顺序：按长度，最短的在前。' },
    shortest: { label: '最短优先', says: '按长度，最短的在前；长度相同的按 DFS 顺序。整个序列都有序：就是 BFS 顺序。' },
    longest: { label: '最长优先', says: '按长度，最长的在前；长度相同的按 DFS 顺序。整个序列都有序；每个长度都要搜索一遍网格，所以前几条路径可能要等一会儿。' },
  },
  findAll: '找出所有路径',
  cancel: '取消',
  fromTo: (start, goal) => ['从 ', ` 起点 (${start}) 到 `, ` 终点 (${goal})`],
  total: (text) => `总数：${text}`,
  listed: (n) => `已列出：${n}`,
  countingAndListing: '正在计数并列出…',
  estimatingAndListing: '正在估算并列出…',
  listing: '正在列出…',
  counting: '正在计数…',
  estimating: '正在估算…',
  listedEvery: '已列出所有路径。',
  listedFirst: (n) => `已列出前 ${formatCount(n)} 条路径。`,
  cancelled: '已取消。',
  listingFailed: '列出失败。',
  ready: '就绪。',
  countingLower: '计数中…',
  askedFirst: '尚未计数：要数很久',
  aboutEstimate: (power) => `约 ${power} 或更多（估算）`,
  unknown: (why, estimating) => `未知（${why ?? '计数失败'}）${estimating ? '，估算中…' : ''}`,
  estimateNote: (walks) =>
    `根据从起点到终点的 ${walks} 次随机游走估算（Knuth 估计法）。大部分路径藏在极少被抽到的游走里，所以在开阔的网格上估算值会偏小，这么大的网格会差几十个数量级：请把它当作下限。精确计数需要的内存超出了本页面的容量。`,
  progress: '进度',
  noWayOut: '这个迷宫没有出路。',
  listingFailedBecause: (error) => `列出失败：${error}`,
  keptFirst: (kept, most, mb) => `页面上保留了前 ${kept} 条路径（最多保存 ${most} 条路径或 ${mb} MB）；“已列出”统计找到的所有路径。`,
  idleHint: '“找出所有路径”会按所选顺序在这里列出从起点到终点的每一条路径。',
  tooManyLabel: '路径太多，无法全部列出',
  atSpeed: (speed) => (speed !== null ? `（按每秒 ${speed} 条路径计算）` : '（按每秒约一百万条路径计算）'),
  wouldTake: (total, duration, at) => `列出全部 ${total} 条路径需要 ${duration}${at}。上面的总数是精确的：是数出来的，不是列出来的。`,
  wouldTakeAbout: (power, duration, at) => `列出约 ${power} 条路径需要 ${duration}${at}。精确计数需要的内存超出了本页面的容量，所以总数是估算值。`,
  tooOpen: (estimating) => `这个网格太宽太开阔，无法在内存中精确计数，路径也多得根本列不完。${estimating ? '正在估算数量…' : ''}`,
  goesOn: '列出会一直进行，直到你取消。',
  howMany: '数量',
  listFirst: (n) => `列出前 ${n ?? 'N'} 条`,
  enterWhole: '请输入路径条数，须为不小于 1 的整数。',
  duration: (amount, unit) => `约 ${amount} ${{ second: '秒', minute: '分钟', hour: '小时', day: '天', year: '年' }[unit]}`,
  unknownTime: '未知的时间',
  foreverTime: '比宇宙存在的时间还长',
  powerYears: (power) => `约 ${power} 年`,
  copyList: '复制列表',
  downloadTxt: '下载 .txt',
  preparing: (percent) => (percent === null ? '准备中…' : `准备中 ${percent}%…`),
  exported: (what, lines) => `${what === 'copy' ? '已复制' : '已保存'} ${lines} 行。`,
  couldNotExport: (what, error) => `无法${what === 'copy' ? '复制' : '保存'}列表：${error}`,
  exportsSoFar: '导出的是目前已列出的路径。',
  selectedPath: '选中的路径',
  pathHead: (n, blocks, steps) => `路径 ${n} · ${blocks} 块（${steps} 步）`,
  copyPath: '复制路径',
  copiedPath: (n) => `已复制路径 ${n}。`,
  couldNotCopy: (error) => `无法复制：${error}`,
  blocksColumn: '块数',
  pathColumn: '路径（… 表示与上一行相同的开头）',
  blocksHidden: ' 块',
  pathsList: '路径',
  watchSolvers: '在这个网格上观看求解算法',
  blockedTitle: zhEndProblem,
  mazeText: '迷宫文本',
  textHint: '每行文字是网格的一行：0 是通道，1 是墙；数字之间的空格可有可无。',
  unchanged: '上面的网格没有改变。',
  parseProblem: (kind) =>
    ({
      'row-too-wide': `一行最多只能有 ${MAX_GRID_SIDE} 个值`,
      'ragged-row': '各行长短不一：每一行都必须和第一行一样长',
      'unexpected-char': '出现了不认识的字符：只能有 0、1 和空格',
      'blank-line': '行与行之间有空行：各行必须紧挨着',
      'too-large': `网格太大：行数和列数最多 ${MAX_GRID_SIDE}，总块数最多 ${MAX_GRID_BLOCKS.toLocaleString('en-US')}`,
      empty: '输入为空：需要由 0（通道）和 1（墙）组成的若干行',
    })[kind],
  lineColumn: (line, column, message) => `第 ${line} 行，第 ${column} 列：${message}。`,
  reading: (what) => `正在读取${what}…`,
  readingProgress: (what, done, of) => `正在读取${what}：${done} / ${of} KB`,
  stopReading: '停止读取',
  tooLargeText: (rows, cols) => `这个 ${rows} × ${cols} 的网格太大，无法在这里以文本显示。“复制”和“保存 .txt”会给出完整内容；在这里粘贴网格即可替换。`,
  loadTxt: '载入 .txt',
  loadLabel: '从 .txt 文件载入网格',
  copy: '复制',
  saveTxt: '保存 .txt',
  loaded: (name) => `已载入 ${name}。`,
  notAGrid: (name) => `${name} 无法读作网格。`,
  couldNotRead: (name, error) => `无法读取 ${name}：${error}`,
  copiedGrid: '已复制网格。',
  couldNotSave: (error) => `无法保存：${error}`,
  drawing: '正在绘制网格…',
  editorLabel: (rows, cols, start, goal) => `迷宫编辑器，${rows} 行 × ${cols} 列，起点 (${start})，终点 (${goal})。点击或拖动来编辑；方向键移动，空格键应用。`,
};

export const PATHS_TEXT = defineBook(en, zh);
