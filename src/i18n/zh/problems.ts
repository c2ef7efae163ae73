import { MAX_LEVELS, MAX_MAZE_SIDE, MAX_POLAR_RINGS, MIN_MAZE_CELLS, MIN_POLAR_RINGS, type GeneratorId, type KindRefusal, type MazeKind } from '../../core';
import type { ProblemText } from '../problems';
import { GENERATOR_TEXT_ZH } from './generators';
import { PLAY_ZH } from './play';

const KINDS: Readonly<Record<MazeKind, string>> = { weave: '交织迷宫', levels: '多层迷宫', unicursal: '一笔画迷宫' };
const SHAPES = PLAY_ZH.shapes;

/** How a row-by-row generator works, and so why it makes only whole squares. */
const ROW_BASED: Partial<Record<GeneratorId, string>> = {
  eller: '逐行生成迷宫',
  sidewinder: '逐行生成迷宫',
  'binary-tree': '让每格向北或向东打通，只有方格网格有这两个方向',
  'recursive-division': '用贯穿整行整列的直墙分割矩形',
};

/** What the core refused (core kindRefusal.ts), in Chinese. */
function refused(refusal: KindRefusal, _message: string, advice: boolean): string {
  switch (refusal.code) {
    case 'kindShape':
      return `${KINDS[refusal.kind]}只能用${refusal.allowed.map((shape) => SHAPES[shape]).join('或')}，不能用${SHAPES[refusal.shape]}。`;
    case 'kindOutline':
      return `${KINDS[refusal.kind]}要用完整的网格，不能加轮廓。`;
    case 'kindsClash':
      return `${KINDS[refusal.kind]}和${KINDS[refusal.other]}不能同时选：请只选一个。`;
    case 'unicursalSides':
      return `一笔画迷宫的宽和高必须是 2 到 ${MAX_MAZE_SIDE} 之间的偶数：它由一半大小的迷宫拆分而来，每格变成 2×2。`;
    case 'rowBased': {
      const cannot = refusal.kind === 'weave' ? '不能绕开交织的交叉点开路' : refusal.kind === 'levels' ? '不能在层与层之间开出楼梯' : '只能生成不带轮廓的方格迷宫';
      const name = GENERATOR_TEXT_ZH.generators[refusal.algorithm].label;
      // A Latin name is set off from the Chinese after it by a space, as numbers are.
      const why = `${name}${/[A-Za-z]$/.test(name) ? ' ' : ''}${ROW_BASED[refusal.algorithm] ?? '按行列生成迷宫'}，所以${cannot}`;
      return advice ? `${why}；请换一个生成算法。` : why;
    }
  }
}

export const PROBLEMS_ZH: ProblemText = {
  seedEmpty: '种子不能为空（任何文字都可以）。',
  seedTooLong: (max, length) => `种子最多 ${max} 个字符；这个有 ${length} 个。`,
  shapeOneOf: (ids) => `形状必须是 ${ids} 之一。`,
  side: (width) => `${width ? '宽' : '高'}必须是 1 到 ${MAX_MAZE_SIDE} 之间的整数。`,
  tooManyCells: (cells, width, height) => `最多 ${cells} 格（2000 × 2000）；${width} × ${height} 太多了。`,
  tooFewCells: `迷宫至少要有 ${MIN_MAZE_CELLS} 格，起点和出口才能不同。`,
  algorithmOneOf: (ids) => `生成算法必须是 ${ids} 之一。`,
  braid: '环路必须是 0 到 1 之间的数。',
  rings: `圈数必须是 ${MIN_POLAR_RINGS} 到 ${MAX_POLAR_RINGS} 之间的整数。`,
  circleNoOutline: '圆形迷宫不能加轮廓：请选“无”，或换一个形状。',
  style: '墙壁样式只能是方块或细线。',
  unicursal: '一笔画只能是 1（只有一条路的迷宫）或 0。',
  weave: '交织程度必须是 0 到 1 之间的数。',
  levels: `层数必须是 1 到 ${MAX_LEVELS} 之间的整数。`,
  endCell: (start) => `${start ? '起点' : '出口'}必须是格子的编号，即从 0 开始的整数。`,
  outlineUnreadable: (reason) => `轮廓必须是圆形、心形、星形、菱形，或在这里绘制的轮廓代码；这个无法读取（${reason}）。`,
  linkBadValue: (param, quoted, replaced, why) =>
    replaced === 'last'
      ? `链接中 ${param} 出现了不止一次，已使用最后一个值 ${quoted}。${why}`
      : replaced === 'ignored'
        ? `链接中的 ${param}=${quoted} 已被忽略。${why}`
        : `链接中的 ${param}=${quoted} 无效，${replaced === 'seed' ? '已换用新的种子' : replaced === 'mask' ? '迷宫不带轮廓' : replaced === 'even' ? '已改用紧随其后的偶数' : '已改用默认值'}。${why}`,
  linkBadValues: (count) => `链接中有 ${count} 个无效的值，已改用默认值。`,
  sidesOnCircle: '圆形迷宫用圈数，不用宽和高。',
  ringsOffCircle: '圈数只用于圆形迷宫。',
  blocksOffSquare: '方块样式只用于完整的方格迷宫；这个迷宫用细线画出。',
  repeated: '每项设置只算一次，与命令行相同。',
  refused,
  backtrackerInstead: (why) => `${why}：改用递归回溯生成这个迷宫。`,
};
