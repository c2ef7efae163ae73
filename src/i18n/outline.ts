import { OUTLINE_MAX_SIDE, type OutlineCheck } from '../ids/outline';
import { defineBook } from './book';

/** The outline editor's words: it loads with the editor, so its book does too (its button's words are the play book's). */
export interface OutlineText {
  readonly title: string;
  /** `shape` is the shape's menu name; the sizes are formatted. */
  readonly sub: (shape: string, width: string, height: string) => string;
  readonly gridLabel: (width: number, height: number, shape: string, check: string) => string;
  readonly keysHint: string;
  /** The check's line under the grid: the count in one piece, or what is wrong and how to mend it. `cells` and `pieces` are formatted. */
  readonly check: (check: OutlineCheck, cells: string, pieces: string) => string;
  readonly joinPieces: string;
  readonly joinPiecesTitle: string;
  readonly removeStrays: string;
  readonly removeStraysTitle: string;
  readonly startFrom: string;
  readonly clear: string;
  readonly fillAll: string;
  /** The tools: a click paints (a stroke) or fills the gaps it lands in. */
  readonly tool: string;
  readonly paint: string;
  readonly paintTitle: string;
  readonly fillTool: string;
  readonly fillToolTitle: string;
  readonly undo: string;
  /** Offered when a stroke closes a loop round gaps. */
  readonly fillInside: string;
  readonly fillInsideTitle: string;
  readonly invert: string;
  readonly text: string;
  readonly useText: string;
  readonly typeFirst: string;
  readonly pictureProblem: (reason: 'no-canvas' | 'not-image', quotedName: string) => string;
  readonly image: string;
  readonly imageButton: string;
  readonly reading: string;
  readonly imageHint: string;
  readonly width: string;
  readonly height: string;
  readonly resize: string;
  readonly sideProblem: (width: boolean) => string;
  readonly sizeHint: string;
  readonly use: string;
  readonly cancel: string;
}

export const OUTLINE = defineBook<OutlineText>(
  {
    title: 'Draw an outline',
    sub: (shape, width, height) => `${shape} cells, ${width} × ${height}. Click or drag to paint: starting on a gap paints cells, on a cell clears them.`,
    gridLabel: (width, height, shape, check) => `Outline on a ${width} by ${height} grid of ${shape.toLowerCase()} cells: ${check}`,
    keysHint: 'Arrow keys move over the cells; Space paints or clears the cell, or with the Fill tool fills the gaps around it.',
    check: (check, cells, pieces) =>
      check.cells === 0
        ? 'No cells yet: paint some, or start from a preset.'
        : check.pieces > 1
          ? `${pieces} separate pieces: cells must touch across a side. Join them or remove the strays.`
          : !check.usable && check.cells < 2
            ? 'Only 1 cell: a maze needs at least 2.'
            : !check.usable
              ? check.problem!
              : `${cells} cells in one piece`,
    joinPieces: 'Join pieces',
    joinPiecesTitle: 'Add cells that bridge each piece in red to the largest, by short ways',
    removeStrays: 'Remove strays',
    removeStraysTitle: 'Keep only the largest piece: the cells in red go',
    startFrom: 'Start from',
    clear: 'Clear',
    fillAll: 'Fill all',
    tool: 'Tool',
    paint: 'Paint',
    paintTitle: 'Click or drag to paint cells on, or off when you start on a cell',
    fillTool: 'Fill',
    fillToolTitle: 'Click a gap to fill the whole area around it, up to the painted cells',
    undo: 'Undo',
    fillInside: 'Fill inside',
    fillInsideTitle: 'Your stroke closed a loop: fill the gaps inside it with cells',
    invert: 'Invert',
    text: 'Text',
    useText: 'Use text',
    typeFirst: 'Type a word or a few letters first.',
    pictureProblem: (reason, quotedName) =>
      reason === 'no-canvas' ? 'This browser cannot draw into a canvas, so pictures cannot become outlines here.' : `${quotedName} is not an image this browser can read: try a PNG, JPEG, GIF or WebP file.`,
    image: 'Image',
    imageButton: 'Image…',
    reading: 'Reading…',
    imageHint: 'dark pixels become cells',
    width: 'Width',
    height: 'Height',
    resize: 'Resize',
    sideProblem: (width) => `${width ? 'Width' : 'Height'} must be a whole number from 1 to ${OUTLINE_MAX_SIDE}.`,
    sizeHint: `cells, 1–${OUTLINE_MAX_SIDE} a side`,
    use: 'Use this outline',
    cancel: 'Cancel',
  },
  {
    title: '绘制轮廓',
    sub: (shape, width, height) => `${shape}格子，${width} × ${height}。点击或拖动来涂：从空白处开始会涂上格子，从格子开始会擦掉。`,
    gridLabel: (width, height, shape, check) => `${width}×${height} 的${shape}网格上的轮廓：${check}`,
    keysHint: '方向键在格子间移动；空格键涂上或擦掉格子；选了填色时，填满它所在的一片空白。',
    check: (check, cells, pieces) =>
      check.cells === 0
        ? '还没有格子：涂一些，或从预设开始。'
        : check.pieces > 1
          ? `有 ${pieces} 块互不相连：格子必须隔着边相邻。把它们连起来，或去掉零散的块。`
          : !check.usable && check.cells < 2
            ? '只有 1 个格子：迷宫至少需要 2 个。'
            : !check.usable
              ? check.problem!
              : `${cells} 个格子，连成一片`,
    joinPieces: '连成一片',
    joinPiecesTitle: '用最短的桥把每块红色的格子连到最大的一块上',
    removeStrays: '去掉零散块',
    removeStraysTitle: '只保留最大的一块：红色格子会被删掉',
    startFrom: '从这里开始',
    clear: '清空',
    fillAll: '全部填满',
    tool: '画笔',
    paint: '涂画',
    paintTitle: '点击或拖动来涂上格子；从格子开始则擦掉',
    fillTool: '填色',
    fillToolTitle: '点击空白处，把它所在的一整片空白填满，直到涂上的格子为止',
    undo: '撤销',
    fillInside: '填满内部',
    fillInsideTitle: '你画的线围成了一圈：把圈内的空白填上格子',
    invert: '反转',
    text: '文字',
    useText: '使用文字',
    typeFirst: '请先输入一个词或几个字。',
    pictureProblem: (reason, quotedName) =>
      reason === 'no-canvas' ? '这个浏览器无法在画布上绘图，所以这里不能把图片变成轮廓。' : `${quotedName} 不是这个浏览器能读取的图片：请试试 PNG、JPEG、GIF 或 WebP 文件。`,
    image: '图片',
    imageButton: '选择图片…',
    reading: '读取中…',
    imageHint: '深色像素会变成格子',
    width: '宽',
    height: '高',
    resize: '调整大小',
    sideProblem: (width) => `${width ? '宽' : '高'}必须是 1 到 ${OUTLINE_MAX_SIDE} 之间的整数。`,
    sizeHint: `格数，每边 1–${OUTLINE_MAX_SIDE}`,
    use: '使用这个轮廓',
    cancel: '取消',
  },
);
