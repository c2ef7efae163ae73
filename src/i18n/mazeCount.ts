import type { ShapeId } from '../core';
import { defineBook } from './book';

/** What the game's maze is one of, in words; `power` comes formatted ("10⁴³²"), `size` too ("30×30"). */
export interface MazeCountText {
  /**
   * "This is one of about 10⁴³² possible 30×30 mazes." `size` is null for an outline (its own
   * shape), `rings` set for a circle; `braided` when loops were added after carving.
   */
  readonly oneOf: (power: string, shape: ShapeId | 'unicursal', size: string | null, rings: string | null, braided: boolean) => string;
  /** The button that asks for the exact number. */
  readonly exact: string;
  /** The exact count's progress bar. */
  readonly counting: string;
  readonly cancel: string;
  /** Above the exact number: "Exactly 780 digits:", `digits` formatted. */
  readonly exactly: (digits: string) => string;
  readonly copy: string;
  readonly copied: string;
  readonly couldNotCopy: (problem: string) => string;
  readonly failed: (problem: string) => string;
}

const EN_NOUNS: Readonly<Record<ShapeId | 'unicursal', string>> = { unicursal: 'unicursal labyrinths', square: 'mazes', hex: 'hex mazes', triangle: 'triangle mazes', upsilon: 'octagon mazes', polar: 'circular mazes' };
const ZH_NOUNS: Readonly<Record<ShapeId | 'unicursal', string>> = { unicursal: '一笔画迷宫', square: '迷宫', hex: '六边形迷宫', triangle: '三角形迷宫', upsilon: '八边形迷宫', polar: '圆形迷宫' };

const en: MazeCountText = {
  oneOf: (power, shape, size, rings, braided) => {
    const kind = rings !== null ? `${rings}-ring ${EN_NOUNS[shape]}` : size !== null ? `${size} ${EN_NOUNS[shape]}` : `${EN_NOUNS[shape]} of this outline`;
    return braided ? `Carved as one of about ${power} possible ${kind}, then loops were added.` : `This is one of about ${power} possible ${kind}.`;
  },
  exact: 'Exact number',
  counting: 'Counting the perfect mazes',
  cancel: 'Cancel',
  exactly: (digits) => `Exactly, ${digits} digits:`,
  copy: 'Copy',
  copied: 'Copied.',
  couldNotCopy: (problem) => `Could not copy: ${problem}.`,
  failed: (problem) => `The exact count failed: ${problem}.`,
};

const zh: MazeCountText = {
  oneOf: (power, shape, size, rings, braided) => {
    const kind = rings !== null ? `${rings} 环的${ZH_NOUNS[shape]}` : size !== null ? `${size} 的${ZH_NOUNS[shape]}` : `这个轮廓的${ZH_NOUNS[shape]}`;
    return braided ? `先挖成约 ${power} 种可能的${kind}之一，再加上了回路。` : `这是约 ${power} 种可能的${kind}之一。`;
  },
  exact: '精确数目',
  counting: '正在计算完美迷宫的数目',
  cancel: '取消',
  exactly: (digits) => `精确值，共 ${digits} 位：`,
  copy: '复制',
  copied: '已复制。',
  couldNotCopy: (problem) => `无法复制：${problem}。`,
  failed: (problem) => `精确计数失败：${problem}。`,
};

/** The Play tab's maze count line; loads with it, after the first maze. */
export const MAZE_COUNT_TEXT = defineBook(en, zh);
