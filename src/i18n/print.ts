import { defineBook } from './book';

/** The Print studio's words: its form, preview, progress and problems. Loads with the studio. */
export interface PrintText {
  readonly title: string;
  readonly intro: string;
  readonly mazes: string;
  readonly shape: string;
  readonly width: string;
  readonly height: string;
  readonly rings: string;
  readonly algorithm: string;
  readonly braid: string;
  readonly baseSeed: string;
  readonly baseSeedHint: (seed: string) => string;
  readonly count: string;
  readonly useGameMaze: string;
  readonly layout: string;
  readonly perPage: string;
  readonly paper: string;
  readonly a4: string;
  readonly letter: string;
  readonly orientation: string;
  readonly portrait: string;
  readonly landscape: string;
  readonly style: string;
  readonly lines: string;
  readonly unicursal: string;
  readonly unicursalTitle: string;
  readonly weave: string;
  readonly noWeave: string;
  readonly levels: string;
  readonly blocks: string;
  readonly answers: string;
  readonly answersHint: string;
  readonly preview: string;
  readonly previewAlt: (pages: number) => string;
  readonly previewFailed: (message: string) => string;
  readonly pages: (mazePages: number, answerPages: number) => string;
  readonly makePdf: string;
  readonly building: (done: number, total: number) => string;
  readonly assembling: string;
  readonly buildProgress: string;
  readonly cancel: string;
  readonly cancelled: string;
  readonly made: (fileName: string) => string;
  readonly failed: (message: string) => string;
  readonly countProblem: (max: number) => string;
  readonly link: string;
  readonly bookTitle: string;
  readonly titleHint: string;
  readonly titleProblem: (max: number) => string;
  readonly nameLine: string;
  readonly linkHint: string;
  readonly linkLocal: (address: string) => string;
  readonly linkProblem: string;
  readonly linkTooLong: (max: number) => string;
  readonly sizeProblem: (max: number) => string;
  readonly ringsProblem: (max: number) => string;
  readonly fixFirst: string;
}

const en: PrintText = {
  title: 'Print studio',
  intro: 'A book of mazes as a PDF, ready to print: pick the mazes and the layout, check the first page, then make the PDF.',
  mazes: 'The mazes',
  shape: 'Shape',
  width: 'Width',
  height: 'Height',
  rings: 'Rings',
  algorithm: 'Algorithm',
  braid: 'Braid (0–1)',
  baseSeed: 'Base seed',
  baseSeedHint: (seed) => `Maze 1 uses the seed ${seed}-1, maze 2 ${seed}-2, and so on: the same options give the same book.`,
  count: 'How many mazes (1–100)',
  useGameMaze: 'Use the game’s maze settings',
  layout: 'The layout',
  perPage: 'Mazes per page',
  paper: 'Paper',
  a4: 'A4',
  letter: 'US Letter',
  orientation: 'Orientation',
  portrait: 'Portrait',
  landscape: 'Landscape',
  style: 'Style',
  lines: 'Lines',
  unicursal: 'Unicursal labyrinths (one path, no choices; even sides)',
  unicursalTitle: 'Each maze a labyrinth of one winding path through every cell, split from a maze of half its size',
  weave: 'Weave',
  noWeave: 'None',
  levels: 'Levels',
  blocks: 'Blocks',
  answers: 'Answer-key pages at the back',
  answersHint: 'Laid out like the maze pages, each answer numbered like its maze.',
  preview: 'First page',
  previewAlt: (pages) => `Preview of the first page of a ${pages}-page book`,
  previewFailed: (message) => `The first page could not be drawn: ${message}.`,
  pages: (mazePages, answerPages) => (answerPages > 0 ? `${mazePages} pages of mazes and ${answerPages} of answers` : `${mazePages} ${mazePages === 1 ? 'page' : 'pages'} of mazes`),
  makePdf: 'Make PDF',
  building: (done, total) => `Drawing maze ${done} of ${total}…`,
  assembling: 'Putting the pages together…',
  buildProgress: 'Making the PDF',
  cancel: 'Cancel',
  cancelled: 'The PDF was cancelled.',
  made: (fileName) => `Saved ${fileName}.`,
  failed: (message) => `The PDF could not be made: ${message}.`,
  countProblem: (max) => `A book has 1 to ${max} mazes.`,
  link: 'Link address of the QR codes',
  bookTitle: 'Title (optional)',
  titleHint: 'Printed at the top of every page.',
  titleProblem: (max) => `A title has at most ${max} characters.`,
  nameLine: 'A Name and Date line on each page, for worksheets',
  linkHint: 'Where a phone that scans a maze opens it. Leave empty for this page.',
  linkLocal: (address) => `${address} is a local address: a student's phone cannot reach it. Type the address where the game is published.`,
  linkProblem: 'The link address must be an http or https address, without ? or #.',
  linkTooLong: (max) => `That link address makes links too long for a QR code (at most ${max} bytes): use a shorter one.`,
  sizeProblem: (max) => `A printed maze is at most ${max} cells a side.`,
  ringsProblem: (max) => `A printed circle has at most ${max} rings.`,
  fixFirst: 'Fix the fields marked above first.',
};

const zh: PrintText = {
  title: '打印工作室',
  intro: '把迷宫做成一本可直接打印的 PDF：选好迷宫和版式，看看第一页，再生成 PDF。',
  mazes: '迷宫',
  shape: '形状',
  width: '宽',
  height: '高',
  rings: '圈数',
  algorithm: '算法',
  braid: '环路比例（0–1）',
  baseSeed: '基础种子',
  baseSeedHint: (seed) => `第 1 个迷宫用种子 ${seed}-1，第 2 个用 ${seed}-2，依此类推：选项相同，做出的书也相同。`,
  count: '迷宫数量（1–100）',
  useGameMaze: '使用游戏中迷宫的设置',
  layout: '版式',
  perPage: '每页迷宫数',
  paper: '纸张',
  a4: 'A4',
  letter: '美国信纸（Letter）',
  orientation: '方向',
  portrait: '纵向',
  landscape: '横向',
  style: '样式',
  lines: '线条',
  unicursal: '一笔画迷宫（只有一条路，没有岔路；宽高为偶数）',
  unicursalTitle: '每个迷宫都是一条曲折的路走遍每一格，由一半大小的迷宫拆分而成',
  weave: '交织',
  noWeave: '无',
  levels: '层数',
  blocks: '方块',
  answers: '在最后附上答案页',
  answersHint: '版式与迷宫页相同，每个答案的编号与迷宫一致。',
  preview: '第一页',
  previewAlt: (pages) => `共 ${pages} 页的书的第一页预览`,
  previewFailed: (message) => `没能画出第一页：${message}。`,
  pages: (mazePages, answerPages) => (answerPages > 0 ? `迷宫 ${mazePages} 页，答案 ${answerPages} 页` : `迷宫 ${mazePages} 页`),
  makePdf: '生成 PDF',
  building: (done, total) => `正在绘制第 ${done} 个迷宫，共 ${total} 个…`,
  assembling: '正在装订页面…',
  buildProgress: '正在生成 PDF',
  cancel: '取消',
  cancelled: '已取消生成 PDF。',
  made: (fileName) => `已保存 ${fileName}。`,
  failed: (message) => `没能生成 PDF：${message}。`,
  countProblem: (max) => `一本书可以有 1 到 ${max} 个迷宫。`,
  link: '二维码的链接地址',
  bookTitle: '标题（可不填）',
  titleHint: '印在每一页的顶部。',
  titleProblem: (max) => `标题最多 ${max} 个字符。`,
  nameLine: '每页加一行姓名和日期，用作练习纸',
  linkHint: '手机扫描迷宫后打开的地址。留空则用本页的地址。',
  linkLocal: (address) => `${address} 是本地地址：学生的手机打不开。请填写游戏发布的地址。`,
  linkProblem: '链接地址必须是 http 或 https 地址，不能含 ? 或 #。',
  linkTooLong: (max) => `这个链接地址使链接太长，放不进二维码（最多 ${max} 字节）：请换一个短一些的。`,
  sizeProblem: (max) => `打印的迷宫每边最多 ${max} 格。`,
  ringsProblem: (max) => `打印的圆形迷宫最多 ${max} 圈。`,
  fixFirst: '请先改正上面标出的栏目。',
};

export const PRINT_TEXT = defineBook(en, zh);
