import type { ShapeId } from '../core';
import type { LabUnit } from '../ids/labWords';
import { defineBook } from './book';

/**
 * The Solvers lab's words (headings, controls, run numbers, notes). Only the lab's modules import
 * this book, so it loads with the lab's chunk. Numbers come in already formatted
 * (src/format/numbers.ts); solver and generator names stay as the core names them.
 */
/** What the game's maze is beyond its shape and size, for the lab's line about it. */
export interface GameMazeKind {
  readonly weave: boolean;
  readonly unicursal: boolean;
  readonly levels: number;
}

export interface SolversText {
  readonly watchSolver: string;
  readonly raceHeading: string;
  readonly watchGenerator: string;
  readonly race: string;
  readonly racing: string;
  readonly raceNote: string;
  readonly raceCaption: string;
  readonly solver: string;
  readonly explored: (unit: LabUnit) => string;
  readonly pathLength: string;
  readonly optimal: string;
  readonly alwaysOptimal: string;
  readonly timeMs: string;
  readonly time: string;
  readonly ms: (ms: string) => string;
  readonly stepsOnFoot: string;
  readonly yes: string;
  readonly no: string;
  readonly noPath: string;
  readonly stats: (solver: string) => string;
  readonly chartExplored: (unit: LabUnit) => string;
  readonly chartPath: string;
  readonly play: string;
  readonly pause: string;
  readonly step: string;
  readonly restart: string;
  readonly speed: string;
  readonly instant: string;
  readonly stepsPerSecond: (n: string, one: boolean) => string;
  readonly stepOf: (at: string, of: string) => string;
  /** Why a replay has more steps than the search explored blocks or cells. */
  readonly stepsNote: (unit: LabUnit) => string;
  readonly searchState: string;
  readonly waiting: Readonly<Record<'dfs' | 'bfs' | 'astar' | 'greedy' | 'bidirectional', string>>;
  readonly thread: (unit: LabUnit) => string;
  readonly unitCount: (count: string, unit: LabUnit, one: boolean) => string;
  readonly expanding: string;
  readonly distanceLeft: string;
  readonly fromStart: string;
  readonly fromItsEnd: string;
  readonly ringCell: (ring: string, cell: string) => string;
  /** A cell of a maze of levels: its (row, column) and its level, counted from 1 as the game counts them. */
  readonly levelCell: (place: string, level: string) => string;
  readonly solving: (solver: string) => string;
  readonly bigMaze: (unit: LabUnit) => string;
  readonly crowded: (size: string) => string;
  readonly fitsBlocks: (width: string, height: string) => string;
  readonly fitsCells: (percent: string, unit: LabUnit) => string;
  readonly tooBig: string;
  readonly useSmaller: (size: string) => string;
  readonly carveCrowded: (width: string, height: string) => string;
  readonly squareOnly: string;
  readonly carving: (generator: string, width: number, height: number) => string;
  readonly generator: string;
  readonly width: string;
  readonly height: string;
  readonly seed: string;
  readonly shape: string;
  readonly rings: string;
  readonly braid: string;
  readonly sideProblem: (label: string, max: number, kept: number) => string;
  readonly seedKept: string;
  readonly maze: string;
  readonly labMaze: string;
  readonly gamesMaze: string;
  readonly drawnGrid: (rows: number, cols: number) => string;
  readonly useGamesMaze: string;
  readonly useLabsMaze: string;
  readonly beingMade: string;
  readonly gameBlocks: (rows: string, cols: string) => string;
  readonly gameCells: (cells: string) => string;
  readonly legend: string;
  readonly legendWalker: string;
  readonly blocksSize: (rows: string, cols: string) => string;
  readonly cellsSize: (cells: string) => string;
  /** The canvas's name for a maze: "31×41-block maze", "20×15-cell hex maze", "12-ring circular maze" (noun: the game's English noun). */
  readonly blockMazeName: (rows: number, cols: number) => string;
  readonly cellMazeName: (shape: ShapeId, size: string, noun: string) => string;
  readonly ringMazeName: (rings: number, noun: string) => string;
  readonly solvingA: (solver: string, maze: string) => string;
  readonly notSolved: (maze: string) => string;
  readonly mazeBeingMade: string;
  /** The game's maze's size and shape: "15 × 15 cells", "a hex maze of 30 × 20 cells", "a circular maze of 12 rings". */
  /** `kind`: what the game's maze is beyond its shape (a weave, a labyrinth, or `levels` stacked). */
  readonly gameSize: (shape: ShapeId, noun: string, width: number, height: number, rings: number, kind: GameMazeKind) => string;
  /** A smaller lab maze's size and kind: "12×8 hex", "9-ring circular"; a square one is its size alone. */
  readonly smallerSize: (shape: ShapeId, size: string, noun: string) => string;
  readonly ringsSize: (rings: number) => string;
  readonly gameSummary: (size: string, generator: string, braid: number) => string;
  readonly headName: (solver: 'tremaux' | 'dfs' | 'other', unit: LabUnit) => string;
  /** The watched race. */
  readonly placeOf: (place: number) => string;
  readonly raceLanes: string;
  readonly raceLaneLabel: (solver: string, maze: string) => string;
  readonly raceSteps: (unit: LabUnit) => string;
  readonly skipToFinish: string;
  readonly reducedMotion: string;
  readonly laneCrowded: (unit: LabUnit) => string;
  readonly stillSearching: (solvers: readonly string[]) => string;
  readonly raceTooBig: (unit: LabUnit) => string;
  readonly medianMs: string;
  readonly measureTime: string;
  readonly measuring: string;
  readonly noTime: (unit: LabUnit) => string;
  readonly timesNote: (runs: string) => string;
}

const en: SolversText = {
  watchSolver: 'Watch a solver',
  raceHeading: 'Race the solvers',
  watchGenerator: 'Watch a generator',
  race: 'Race',
  racing: 'Racing…',
  raceNote:
    'Every solver on the same maze. On a braided maze (with loops) BFS, A* and bidirectional BFS still find a shortest path; DFS, the walker and greedy best-first take the first way they stumble on. A* and bidirectional BFS usually explore less than BFS to get there; greedy explores least, and pays for it in path length.',
  raceCaption: 'Every solver on the same maze',
  solver: 'Solver',
  explored: (unit) => `${unit === 'cell' ? 'Cells' : 'Blocks'} explored`,
  pathLength: 'Path length',
  optimal: 'Optimal',
  alwaysOptimal: 'Always optimal',
  timeMs: 'Time (ms)',
  time: 'Time',
  ms: (ms) => `${ms} ms`,
  stepsOnFoot: 'Steps on foot',
  yes: 'yes',
  no: 'no',
  noPath: 'no path',
  stats: (solver) => `${solver} stats`,
  chartExplored: (unit) => `${unit}s explored`,
  chartPath: 'path length',
  play: 'Play',
  pause: 'Pause',
  step: 'Step',
  restart: 'Restart',
  speed: 'Speed',
  instant: 'instant',
  stepsPerSecond: (n, one) => `${n} step${one ? '' : 's'}/s`,
  stepOf: (at, of) => `Step ${at} of ${of}`,
  stepsNote: (unit) => `A step is one thing the search does: find a ${unit}, expand it, or back out of it. So a replay has more steps than ${unit}s explored.`,
  searchState: 'Search state',
  waiting: { dfs: 'Stack', bfs: 'Queue', astar: 'Open list', greedy: 'Open list', bidirectional: 'Queues (both ends)' },
  thread: (unit) => `Thread (${unit}s walked once)`,
  unitCount: (count, unit, one) => `${count} ${unit}${one ? '' : 's'}`,
  expanding: 'Expanding',
  distanceLeft: 'h (distance left)',
  fromStart: 'Distance from the start',
  fromItsEnd: 'Distance from its end',
  ringCell: (ring, cell) => `ring ${ring}, cell ${cell}`,
  levelCell: (place, level) => `${place} on level ${level}`,
  solving: (solver) => `Solving with ${solver}…`,
  bigMaze: (unit) => `A big maze: its replay shows the ${unit}s explored and the path, without frontier or backtracking.`,
  crowded: (size) => `This maze is ${size}: too many to see one by one here.`,
  fitsBlocks: (width, height) => `A lab maze of at most ${width}×${height} cells shows every block.`,
  fitsCells: (percent, unit) => `A lab maze about ${percent}% of its size shows every ${unit}.`,
  tooBig: 'too big',
  useSmaller: (size) => `Use a ${size} lab maze`,
  carveCrowded: (width, height) => `Too many blocks to see one by one here. Choose at most ${width}×${height} cells to watch this generator carve.`,
  squareOnly: 'Carving is replayed on square mazes only, so this one is square, whatever the shape of the maze above.',
  carving: (generator, width, height) => `${generator} carving a ${width}×${height} maze`,
  generator: 'Generator',
  width: 'Width',
  height: 'Height',
  seed: 'Seed',
  shape: 'Shape',
  rings: 'Rings',
  braid: 'Braid',
  sideProblem: (label, max, kept) => `${label} must be a whole number from 1 to ${max}; the replay keeps ${kept}.`,
  seedKept: 'The replay keeps the last seed that fit.',
  maze: 'Maze',
  labMaze: 'Lab maze',
  gamesMaze: 'The game’s maze',
  drawnGrid: (rows, cols) => `A drawn grid, ${rows}×${cols} blocks.`,
  useGamesMaze: 'Use the game’s maze',
  useLabsMaze: 'Use the lab’s maze',
  beingMade: ', being made…',
  gameBlocks: (rows, cols) => ` (${rows} rows × ${cols} columns of blocks).`,
  gameCells: (cells) => ` (${cells} cells).`,
  legend: 'Legend',
  legendWalker: 'Random walker',
  blocksSize: (rows, cols) => `${rows}×${cols} blocks`,
  cellsSize: (cells) => `${cells} cells`,
  blockMazeName: (rows, cols) => `${rows}×${cols}-block maze`,
  cellMazeName: (_shape, size, noun) => `${size}-cell ${noun}`,
  ringMazeName: (rings, noun) => `${rings}-ring ${noun}`,
  solvingA: (solver, maze) => `${solver} solving a ${maze}`,
  notSolved: (maze) => `A ${maze}, not solved yet`,
  mazeBeingMade: 'Maze, being made',
  gameSize: (shape, noun, width, height, rings, kind) => {
    if (shape === 'polar') return `a ${noun} of ${rings} rings`;
    const size = `${width} × ${height} cells`;
    if (kind.levels > 1) return `${kind.levels} levels of ${size}`;
    if (kind.unicursal) return `a unicursal labyrinth of ${size}`;
    if (kind.weave) return `a ${noun.replace(/maze$/, 'weave maze')} of ${size}`;
    return shape === 'square' ? size : `a ${noun} of ${size}`;
  },
  gameSummary: (size, generator, braid) => `: ${size}, ${generator}, braid ${braid}`,
  smallerSize: (_shape, size, noun) => {
    const kind = noun.replace(/ ?maze$/, ''); // "hex", "triangle", "circular"; "" for squares
    return kind ? `${size} ${kind}` : size;
  },
  ringsSize: (rings) => `${rings}-ring`,
  headName: (solver, unit) => {
    if (solver === 'tremaux') return 'Walker';
    if (solver === 'dfs') return 'Search head (top of the stack)';
    return `${unit === 'cell' ? 'Cell' : 'Block'} being expanded`;
  },
  placeOf: (place) => `${place}${place % 10 === 1 && place % 100 !== 11 ? 'st' : place % 10 === 2 && place % 100 !== 12 ? 'nd' : place % 10 === 3 && place % 100 !== 13 ? 'rd' : 'th'}`,
  raceLanes: 'The solvers, side by side',
  raceLaneLabel: (solver, maze) => `${solver} racing on a ${maze}`,
  raceSteps: (unit) => `A step is one ${unit} expanded by each solver still searching, so all move at the same pace of work and the first to reach the exit did the least.`,
  skipToFinish: 'Skip to the finish',
  reducedMotion: 'Your system asks for less motion, so the race waits: press Play to watch it, or skip to the finish.',
  laneCrowded: (unit) => `Too many ${unit}s to see at this size.`,
  stillSearching: (solvers) => `Still searching: ${solvers.join(', ')}.`,
  raceTooBig: (unit) => `A big maze: too many ${unit}s to watch six searches at once, so the table comes at once, ranked by the work done.`,
  medianMs: 'Median time (ms)',
  measureTime: 'Measure time',
  measuring: 'Measuring…',
  noTime: (unit) => `Rows come in finishing order, which ranks the solvers by the work done: ${unit}s expanded, then path length. One solve of a small maze takes under a millisecond, too little for a clock to rank by; “Measure time” times each solver many times and shows the median.`,
  timesNote: (runs) => `Each time is the median of at least ${runs} solves, measured in the background; it depends on this machine and browser.`,
};

const ZH_SHAPE: Readonly<Record<ShapeId, string>> = { square: '迷宫', hex: '六边形迷宫', triangle: '三角形迷宫', upsilon: '八边形迷宫', polar: '圆形迷宫' };

const zhUnit = (unit: LabUnit) => (unit === 'cell' ? '格' : '块');

const zh: SolversText = {
  watchSolver: '观看求解过程',
  raceHeading: '求解算法大比拼',
  watchGenerator: '观看迷宫生成',
  race: '开始比拼',
  racing: '比拼中…',
  raceNote:
    '所有算法解同一个迷宫。在有环路的迷宫里，BFS、A* 和双向 BFS 仍能找到最短路径；DFS、Trémaux 行走者和贪心最佳优先则走它们最先碰到的那条路。A* 和双向 BFS 通常比 BFS 探索得少；贪心探索得最少，代价是路径更长。',
  raceCaption: '所有算法解同一个迷宫',
  solver: '算法',
  explored: (unit) => `已探索${zhUnit(unit)}数`,
  pathLength: '路径长度',
  optimal: '最短',
  alwaysOptimal: '总是最短',
  timeMs: '用时（毫秒）',
  time: '用时',
  ms: (ms) => `${ms} 毫秒`,
  stepsOnFoot: '实际走的步数',
  yes: '是',
  no: '否',
  noPath: '无路可通',
  stats: (solver) => `${solver} 的数据`,
  chartExplored: (unit) => `已探索${zhUnit(unit)}数`,
  chartPath: '路径长度',
  play: '播放',
  pause: '暂停',
  step: '单步',
  restart: '从头再来',
  speed: '速度',
  instant: '瞬间完成',
  stepsPerSecond: (n) => `每秒 ${n} 步`,
  stepOf: (at, of) => `第 ${at} 步，共 ${of} 步`,
  stepsNote: (unit) => `每一步是搜索做的一件事：找到一个${zhUnit(unit)}、展开它或从它退回。所以回放的步数比已探索的${zhUnit(unit)}数多。`,
  searchState: '搜索状态',
  waiting: { dfs: '栈', bfs: '队列', astar: '开放列表', greedy: '开放列表', bidirectional: '队列（两端）' },
  thread: (unit) => `线索（走过一次的${zhUnit(unit)}）`,
  unitCount: (count, unit) => `${count} ${zhUnit(unit)}`,
  expanding: '正在展开',
  distanceLeft: 'h（剩余距离）',
  fromStart: '离起点的距离',
  fromItsEnd: '离所在一端的距离',
  ringCell: (ring, cell) => `第 ${ring} 环，第 ${cell} 格`,
  levelCell: (place, level) => `第 ${level} 层 ${place}`,
  solving: (solver) => `正在用 ${solver} 求解…`,
  bigMaze: (unit) => `迷宫较大：回放只显示已探索的${zhUnit(unit)}和路径，不显示前沿和回溯。`,
  crowded: (size) => `这个迷宫有 ${size}，太多了，这里无法逐个看清。`,
  fitsBlocks: (width, height) => `实验迷宫不超过 ${width}×${height} 格时，每一块都看得见。`,
  fitsCells: (percent, unit) => `把实验迷宫缩到约 ${percent}% 大小，每一${zhUnit(unit)}都看得见。`,
  tooBig: '太大',
  useSmaller: (size) => `改用 ${size}${/[\u4e00-\u9fff]$/.test(size) ? '' : ' '}的实验迷宫`,
  carveCrowded: (width, height) => `块太多，这里无法逐个看清。最多选 ${width}×${height} 格，才能观看这个生成算法挖路。`,
  squareOnly: '挖路过程只在方形迷宫上回放，所以无论上面的迷宫是什么形状，这里都是方形。',
  carving: (generator, width, height) => `${generator} 正在挖一个 ${width}×${height} 的迷宫`,
  generator: '生成算法',
  width: '宽',
  height: '高',
  seed: '种子',
  shape: '形状',
  rings: '环数',
  braid: '环路比例',
  sideProblem: (label, max, kept) => `${label}必须是 1 到 ${max} 之间的整数；回放仍用 ${kept}。`,
  seedKept: '回放仍用上一个有效的种子。',
  maze: '迷宫',
  labMaze: '实验迷宫',
  gamesMaze: '游戏中的迷宫',
  drawnGrid: (rows, cols) => `一张手绘网格，${rows}×${cols} 块。`,
  useGamesMaze: '改用游戏中的迷宫',
  useLabsMaze: '改用实验迷宫',
  beingMade: '，生成中…',
  gameBlocks: (rows, cols) => `（${rows} 行 × ${cols} 列块）。`,
  gameCells: (cells) => `（${cells} 格）。`,
  legend: '图例',
  legendWalker: '随机行走者',
  blocksSize: (rows, cols) => `${rows}×${cols} 块`,
  cellsSize: (cells) => `${cells} 格`,
  blockMazeName: (rows, cols) => `${rows}×${cols} 块的迷宫`,
  cellMazeName: (shape, size) => `${size} 格的${ZH_SHAPE[shape]}`,
  ringMazeName: (rings) => `${rings} 环的圆形迷宫`,
  solvingA: (solver, maze) => `${solver} 正在解一个${maze}`,
  notSolved: (maze) => `一个${maze}，尚未求解`,
  mazeBeingMade: '迷宫生成中',
  gameSize: (shape, _noun, width, height, rings, kind) => {
    if (shape === 'polar') return `${rings} 环的圆形迷宫`;
    if (kind.levels > 1) return `${kind.levels} 层、每层 ${width} × ${height} 格的迷宫`;
    return `${width} × ${height} 格的${kind.unicursal ? '一笔画迷宫' : `${kind.weave ? '交织' : ''}${ZH_SHAPE[shape]}`}`;
  },
  gameSummary: (size, generator, braid) => `：${size}，${generator}，环路比例 ${braid}`,
  smallerSize: (shape, size) => (shape === 'square' ? size : `${size} ${ZH_SHAPE[shape].replace(/迷宫$/, '')}`),
  ringsSize: (rings) => `${rings} 环`,
  headName: (solver, unit) => {
    if (solver === 'tremaux') return '行走者';
    if (solver === 'dfs') return '搜索头（栈顶）';
    return `正在展开的${zhUnit(unit)}`;
  },
  placeOf: (place) => `第 ${place} 名`,
  raceLanes: '各算法并排比拼',
  raceLaneLabel: (solver, maze) => `${solver} 正在比拼一个${maze}`,
  raceSteps: (unit) => `每一步，仍在搜索的算法各展开一个${zhUnit(unit)}，所以大家按同样的工作量前进，最先到达出口的工作量最少。`,
  skipToFinish: '直接看结果',
  reducedMotion: '你的系统要求减少动画，所以比拼先暂停：按“播放”观看，或直接看结果。',
  laneCrowded: (unit) => `${zhUnit(unit)}太多，这么小看不清。`,
  stillSearching: (solvers) => `仍在搜索：${solvers.join('、')}。`,
  raceTooBig: (unit) => `迷宫较大：${zhUnit(unit)}太多，无法同时观看六个搜索，所以直接给出按工作量排名的表格。`,
  medianMs: '中位用时（毫秒）',
  measureTime: '测量用时',
  measuring: '测量中…',
  noTime: (unit) => `各行按完成顺序排列，也就是按工作量排名：先比展开的${zhUnit(unit)}数，再比路径长度。小迷宫解一次不到一毫秒，时钟无法据此排名；“测量用时”把每个算法运行多次，显示中位数。`,
  timesNote: (runs) => `每个用时是至少 ${runs} 次求解的中位数，在后台测量；它取决于这台机器和浏览器。`,
};

export const SOLVERS_TEXT = defineBook(en, zh);
