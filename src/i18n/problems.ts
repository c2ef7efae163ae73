import { MAX_MAZE_SIDE, MAX_POLAR_RINGS } from '../core';
import { RINGS_PROBLEM } from '../game/shapeSettings';
import { defineBook } from './book';

/**
 * What the form says is wrong with a typed setting. The core's own messages (a shape too small
 * for its generator, an unreadable outline's reason) stay English: they are the CLI's too.
 */
export interface ProblemText {
  readonly seedEmpty: string;
  readonly seedTooLong: (max: number, length: number) => string;
  readonly shapeOneOf: (ids: string) => string;
  readonly side: (width: boolean) => string;
  /** `cells` is formatted. */
  readonly tooManyCells: (cells: string, width: number, height: number) => string;
  readonly algorithmOneOf: (ids: string) => string;
  readonly braid: string;
  readonly endsOnLines: string;
  readonly rings: string;
  readonly circleNoOutline: string;
  readonly style: string;
  readonly endCell: (start: boolean) => string;
  readonly outlineUnreadable: (reason: string) => string;
  /** A link's bad value (`param=value` already quoted), what took its place, and why it was bad. */
  readonly linkBadValue: (param: string, quoted: string, replaced: 'seed' | 'mask' | 'default', why: string) => string;
  readonly linkBadValues: (count: number) => string;
}

export const PROBLEMS = defineBook<ProblemText>(
  {
    seedEmpty: 'Seed must not be empty (any text works).',
    seedTooLong: (max, length) => `Seed must be at most ${max} characters; this one has ${length}.`,
    shapeOneOf: (ids) => `Shape must be one of ${ids}.`,
    side: (width) => `${width ? 'Width' : 'Height'} must be a whole number from 1 to ${MAX_MAZE_SIDE}.`,
    tooManyCells: (cells, width, height) => `At most ${cells} cells (2000 × 2000); ${width} × ${height} is too many.`,
    algorithmOneOf: (ids) => `Algorithm must be one of ${ids}.`,
    braid: 'Braid must be a number from 0 to 1.',
    endsOnLines: 'The start and the exit move only on mazes of thin walls (another shape, an outline, or Walls: Lines).',
    rings: RINGS_PROBLEM,
    circleNoOutline: 'A circular maze takes no outline: choose None, or another shape.',
    style: 'Style must be blocks or lines.',
    endCell: (start) => `${start ? 'The start' : 'The exit'} must be a cell's number, a whole number from 0.`,
    outlineUnreadable: (reason) => `Outline must be circle, heart, star or diamond, or the code of an outline drawn here; this one cannot be read (${reason}).`,
    linkBadValue: (param, quoted, replaced, why) =>
      `This link has a bad value, ${param}=${quoted}, so ${replaced === 'seed' ? 'a fresh seed was used' : replaced === 'mask' ? 'the maze has no outline' : 'the default was used'}. ${why}`,
    linkBadValues: (count) => `This link has ${count} bad values, so their defaults were used.`,
  },
  {
    seedEmpty: '种子不能为空（任何文字都可以）。',
    seedTooLong: (max, length) => `种子最多 ${max} 个字符；这个有 ${length} 个。`,
    shapeOneOf: (ids) => `形状必须是 ${ids} 之一。`,
    side: (width) => `${width ? '宽' : '高'}必须是 1 到 ${MAX_MAZE_SIDE} 之间的整数。`,
    tooManyCells: (cells, width, height) => `最多 ${cells} 格（2000 × 2000）；${width} × ${height} 太多了。`,
    algorithmOneOf: (ids) => `生成算法必须是 ${ids} 之一。`,
    braid: '环路必须是 0 到 1 之间的数。',
    endsOnLines: '只有细线墙的迷宫才能移动起点和出口（换个形状、加轮廓，或把墙壁设为“细线”）。',
    rings: `圈数必须是 2 到 ${MAX_POLAR_RINGS} 之间的整数。`,
    circleNoOutline: '圆形迷宫不能加轮廓：请选“无”，或换一个形状。',
    style: '墙壁样式只能是方块或细线。',
    endCell: (start) => `${start ? '起点' : '出口'}必须是格子的编号，即从 0 开始的整数。`,
    outlineUnreadable: (reason) => `轮廓必须是圆形、心形、星形、菱形，或在这里绘制的轮廓代码；这个无法读取（${reason}）。`,
    linkBadValue: (param, quoted, replaced, why) =>
      `链接中的 ${param}=${quoted} 无效，${replaced === 'seed' ? '已换用新的种子' : replaced === 'mask' ? '迷宫不带轮廓' : '已改用默认值'}。${why}`,
    linkBadValues: (count) => `链接中有 ${count} 个无效的值，已改用默认值。`,
  },
);
