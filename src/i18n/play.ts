import { MAX_MAZE_SIDE, MAX_POLAR_RINGS, type MaskPresetId, type ShapeId } from '../core';
import type { Direction } from '../game/rules';
import type { Preset } from '../game/settings';
import { OUTLINE_LABELS, SHAPES } from '../game/shapeSettings';
import { defineBook } from './book';

/** The Play tab's own words: its sections, the status line, the Solved dialog, the legend and the pad. */
export interface PlayText {
  readonly game: string;
  readonly phoneHint: string;
  readonly phoneHintCells: string;
  // The Play section.
  readonly play: string;
  readonly showSolution: string;
  readonly hideSolution: string;
  readonly solutionTitle: string;
  readonly solutionFromHere: string;
  readonly solutionFromHereTitle: string;
  readonly hideTimer: string;
  readonly hideTimerTitle: string;
  readonly startAndExit: string;
  readonly startHere: string;
  readonly startHereTitle: string;
  readonly exitHere: string;
  readonly exitHereTitle: string;
  readonly zoom: string;
  readonly zoomOut: string;
  readonly zoomOutTitle: string;
  readonly zoomIn: string;
  readonly zoomInTitle: string;
  readonly fit: string;
  readonly fitTitle: string;
  // The Maze section.
  readonly maze: string;
  readonly mazeSettings: string;
  readonly difficulty: string;
  readonly presets: Readonly<Record<Preset['name'], string>>;
  readonly presetTitle: (width: number, height: number) => string;
  readonly shape: string;
  readonly shapes: Readonly<Record<ShapeId, string>>;
  readonly outline: string;
  readonly noOutline: string;
  readonly outlines: Readonly<Record<MaskPresetId, string>>;
  readonly ownOutline: string;
  readonly drawOutline: string;
  readonly loadingOutlineEditor: string;
  readonly walls: string;
  readonly wallsLinesOnly: string;
  readonly blocks: string;
  readonly lines: string;
  readonly rings: string;
  readonly ringsHint: string;
  readonly width: string;
  readonly height: string;
  /** `cells` is formatted. */
  readonly sizeHint: (cells: string) => string;
  readonly algorithm: string;
  readonly rowBasedNote: string;
  readonly seed: string;
  readonly seedHint: string;
  readonly random: string;
  readonly braid: string;
  readonly braidHint: string;
  readonly newMaze: string;
  /** `ms` is formatted ("< 0.1" for a tiny one). */
  readonly generatedIn: (ms: string) => string;
  readonly generating: string;
  readonly generationProgress: string;
  readonly finishing: string;
  readonly stopGenerating: string;
  // The status line and the Solved dialog.
  readonly moves: (moves: number) => string;
  readonly time: (duration: string) => string;
  readonly best: (duration: string) => string;
  readonly solved: string;
  readonly playAgain: string;
  readonly timeLabel: string;
  readonly newBest: string;
  readonly bestAside: (duration: string) => string;
  readonly assisted: string;
  readonly assistedNote: string;
  readonly movesLabel: string;
  readonly shortestLabel: string;
  readonly shortestMoves: (moves: number) => string;
  readonly efficiency: string;
  readonly close: string;
  readonly closeTitle: string;
  // The legend and the pad.
  readonly legend: string;
  readonly legendItems: readonly [wall: string, passage: string, you: string, exit: string, trail: string, backtracked: string, solution: string];
  readonly shapeKeys: Readonly<Record<ShapeId, string>>;
  readonly directionPad: string;
  readonly directions: Readonly<Record<Direction, string>>;
  // The Export section.
  readonly export: string;
  readonly downloadPng: string;
  readonly trailInPng: string;
  readonly pngProgress: string;
  readonly drawing: (percent: number) => string;
  readonly compressing: string;
  readonly cancelPng: string;
  readonly openInEditor: string;
  readonly openInEditorTitle: string;
  readonly openInEditorCellsTitle: string;
}

const DIAGONAL_KEYS = 'Keys: arrows or WASD, and Q E Z C for up-left, up-right, down-left, down-right · tap a cell next to you';
const ZH_DIAGONAL_KEYS = '按键：方向键或 WASD，Q E Z C 分别走左上、右上、左下、右下 · 也可点你旁边的格子';

export const PLAY = defineBook<PlayText>(
  {
    game: 'Game',
    phoneHint: 'Swipe to walk · tap the maze for the solution',
    phoneHintCells: 'Drag to walk · tap far from you for the solution',
    play: 'Play',
    showSolution: 'Show solution',
    hideSolution: 'Hide solution',
    solutionTitle: 'Show or hide the shortest way out (H, or a tap on the maze)',
    solutionFromHere: 'Solution from here',
    solutionFromHereTitle: 'Once you have moved, the solution starts where you stand; untick it to see it from the entrance',
    hideTimer: 'Hide timer',
    hideTimerTitle: 'Play without the clock on screen; the run is still timed',
    startAndExit: 'Start and exit',
    startHere: 'Start here',
    startHereTitle: 'Make the cell you stand on the start of this maze',
    exitHere: 'Exit here',
    exitHereTitle: 'Make the cell you stand on the exit of this maze, and go back to the start',
    zoom: 'Zoom',
    zoomOut: 'Zoom out',
    zoomOutTitle: 'Zoom out (−)',
    zoomIn: 'Zoom in',
    zoomInTitle: 'Zoom in and follow the player (+)',
    fit: 'Fit',
    fitTitle: 'Whole maze (0)',
    maze: 'Maze',
    mazeSettings: 'Maze settings',
    difficulty: 'Difficulty',
    presets: { Easy: 'Easy', Medium: 'Medium', Hard: 'Hard', Huge: 'Huge' },
    presetTitle: (width, height) => `${width} × ${height} cells, made at once`,
    shape: 'Shape',
    shapes: Object.fromEntries(SHAPES.map((info) => [info.id, info.label])) as Record<ShapeId, string>,
    outline: 'Outline',
    noOutline: 'None',
    outlines: OUTLINE_LABELS,
    ownOutline: 'Your own',
    drawOutline: 'Draw outline…',
    loadingOutlineEditor: 'Loading the outline editor…',
    walls: 'Walls',
    wallsLinesOnly: 'A maze with an outline always has thin walls',
    blocks: 'Blocks',
    lines: 'Lines',
    rings: 'Rings',
    ringsHint: `round the centre, 2–${MAX_POLAR_RINGS}`,
    width: 'Width',
    height: 'Height',
    sizeHint: (cells) => `cells, 1–${MAX_MAZE_SIDE} a side, ${cells} in all`,
    algorithm: 'Algorithm',
    rowBasedNote: 'The four greyed out work row by row: squares only.',
    seed: 'Seed',
    seedHint: 'same seed, same maze',
    random: 'Random',
    braid: 'Braid',
    braidHint: '0 = one path, up to 1 = loops',
    newMaze: 'New maze',
    generatedIn: (ms) => `Generated in ${ms} ms`,
    generating: 'Generating…',
    generationProgress: 'Maze generation progress',
    finishing: 'finishing',
    stopGenerating: 'Stop generating',
    moves: (moves) => `Moves: ${moves}`,
    time: (duration) => `Time: ${duration}`,
    best: (duration) => `Best: ${duration}`,
    solved: 'Solved!',
    playAgain: 'Play again',
    timeLabel: 'Time',
    newBest: ' (new best!)',
    bestAside: (duration) => ` (best ${duration})`,
    assisted: 'Assisted',
    assistedNote: 'solution shown, so not a best time',
    movesLabel: 'Moves',
    shortestLabel: 'Shortest possible',
    shortestMoves: (moves) => `${moves} moves`,
    efficiency: 'Efficiency',
    close: 'Close',
    closeTitle: 'Close and look at your walk (Esc)',
    legend: 'Legend',
    legendItems: ['Wall', 'Passage', 'You', 'Exit', 'Your trail', 'Backtracked', 'Solution'],
    shapeKeys: {
      square: 'Keys: arrows or WASD',
      hex: DIAGONAL_KEYS,
      triangle: DIAGONAL_KEYS,
      polar: 'Keys: arrows or WASD go to the open cell nearest that way, Q E Z C the diagonals · tap a cell next to you',
    },
    directionPad: 'Direction pad',
    directions: { up: 'Up', left: 'Left', right: 'Right', down: 'Down' },
    export: 'Export',
    downloadPng: 'Download PNG',
    trailInPng: 'Include my trail in the PNG',
    pngProgress: 'PNG progress',
    drawing: (percent) => `Drawing ${percent}%`,
    compressing: 'Compressing…',
    cancelPng: 'Cancel PNG',
    openInEditor: 'Open in editor',
    openInEditorTitle: "Open this maze's grid in the Paths tab's editor",
    openInEditorCellsTitle: 'The Paths editor takes square mazes of blocks: choose Square and Blocks walls to open one there',
  },
  {
    game: '游戏',
    phoneHint: '滑动行走 · 点一下迷宫看答案',
    phoneHintCells: '拖动行走 · 点离你远的地方看答案',
    play: '游戏',
    showSolution: '显示答案',
    hideSolution: '隐藏答案',
    solutionTitle: '显示或隐藏走出迷宫的最短路线（按 H，或点一下迷宫）',
    solutionFromHere: '从当前位置显示答案',
    solutionFromHereTitle: '走动之后，答案从你站的地方开始；取消勾选则从入口开始显示',
    hideTimer: '隐藏计时',
    hideTimerTitle: '屏幕上不显示时间，但这一局仍然计时',
    startAndExit: '起点和出口',
    startHere: '设为起点',
    startHereTitle: '把你站的格子设为这个迷宫的起点',
    exitHere: '设为出口',
    exitHereTitle: '把你站的格子设为这个迷宫的出口，然后回到起点',
    zoom: '缩放',
    zoomOut: '缩小',
    zoomOutTitle: '缩小（−）',
    zoomIn: '放大',
    zoomInTitle: '放大并跟随玩家（+）',
    fit: '全图',
    fitTitle: '显示整个迷宫（0）',
    maze: '迷宫',
    mazeSettings: '迷宫设置',
    difficulty: '难度',
    presets: { Easy: '简单', Medium: '中等', Hard: '困难', Huge: '超大' },
    presetTitle: (width, height) => `${width} × ${height} 格，立即生成`,
    shape: '形状',
    shapes: { square: '方格', hex: '六边形', triangle: '三角形', polar: '圆形' },
    outline: '轮廓',
    noOutline: '无',
    outlines: { circle: '圆形', heart: '心形', star: '星形', diamond: '菱形' },
    ownOutline: '自绘',
    drawOutline: '绘制轮廓…',
    loadingOutlineEditor: '正在加载轮廓编辑器…',
    walls: '墙壁',
    wallsLinesOnly: '带轮廓的迷宫总是用细线画墙',
    blocks: '方块',
    lines: '细线',
    rings: '圈数',
    ringsHint: `围绕中心，2–${MAX_POLAR_RINGS} 圈`,
    width: '宽',
    height: '高',
    sizeHint: (cells) => `格数，每边 1–${MAX_MAZE_SIDE}，总共最多 ${cells} 格`,
    algorithm: '生成算法',
    rowBasedNote: '灰色的四种算法逐行生成，只能用于方格迷宫。',
    seed: '种子',
    seedHint: '种子相同，迷宫相同',
    random: '随机',
    braid: '环路',
    braidHint: '0 = 只有一条路，最大 1 = 处处成环',
    newMaze: '生成新迷宫',
    generatedIn: (ms) => `生成用时 ${ms} 毫秒`,
    generating: '正在生成…',
    generationProgress: '迷宫生成进度',
    finishing: '即将完成',
    stopGenerating: '停止生成',
    moves: (moves) => `步数：${moves}`,
    time: (duration) => `用时：${duration}`,
    best: (duration) => `最佳：${duration}`,
    solved: '走出来了！',
    playAgain: '再玩一次',
    timeLabel: '用时',
    newBest: '（新纪录！）',
    bestAside: (duration) => `（最佳 ${duration}）`,
    assisted: '看过答案',
    assistedNote: '显示过答案，不计入最佳成绩',
    movesLabel: '步数',
    shortestLabel: '最少步数',
    shortestMoves: (moves) => `${moves} 步`,
    efficiency: '效率',
    close: '关闭',
    closeTitle: '关闭，看看你走过的路（Esc）',
    legend: '图例',
    legendItems: ['墙', '通道', '你', '出口', '走过的路', '退回的路', '答案'],
    shapeKeys: {
      square: '按键：方向键或 WASD',
      hex: ZH_DIAGONAL_KEYS,
      triangle: ZH_DIAGONAL_KEYS,
      polar: '按键：方向键或 WASD 走向最接近该方向的通路，Q E Z C 走斜向 · 也可点你旁边的格子',
    },
    directionPad: '方向键盘',
    directions: { up: '上', left: '左', right: '右', down: '下' },
    export: '导出',
    downloadPng: '下载 PNG',
    trailInPng: 'PNG 中包含我走过的路',
    pngProgress: 'PNG 进度',
    drawing: (percent) => `绘制中 ${percent}%`,
    compressing: '压缩中…',
    cancelPng: '取消 PNG',
    openInEditor: '在编辑器中打开',
    openInEditorTitle: '在“路径”页的编辑器中打开这个迷宫的网格',
    openInEditorCellsTitle: '路径编辑器只接受方块墙的方格迷宫：选“方格”和“方块”墙壁后即可在那里打开',
  },
);
