import type { MaskPresetId, ShapeId } from '../../core';
import type { Heading } from '../../ids/heading';
import type { SpeechText } from '../speech';

const ZH_HEADINGS: Readonly<Record<Heading, string>> = {
  up: '上',
  down: '下',
  left: '左',
  right: '右',
  'up-left': '左上',
  'up-right': '右上',
  'down-left': '左下',
  'down-right': '右下',
};

const ZH_NOUNS: Readonly<Record<ShapeId, string>> = { square: '方格迷宫', hex: '六边形迷宫', triangle: '三角形迷宫', upsilon: '八边形迷宫', polar: '圆形迷宫' };
const ZH_OUTLINES: Readonly<Record<MaskPresetId, string>> = { circle: '圆形', heart: '心形', star: '星形', diamond: '菱形' };

export const SPEECH_ZH: SpeechText = {
  headings: ZH_HEADINGS,
  openWays: (ways) => `可走：${ways.join('、')}。`,
  noWayOut: '无路可走。',
  underBridge: '从桥下穿过。',
  stairsTaken: (up, level, levels) => `${up ? '上' : '下'}楼梯，到第 ${level} 层（共 ${levels} 层）。`,
  stairsHere: (levels) => `这里有楼梯通往${levels.map((level) => `第 ${level} 层`).join('和')}。`,
  levelsDropped: '已回到单层：多层迷宫不能加轮廓、交织或一笔画。',
  noStairs: (up) => `这里没有${up ? '上' : '下'}楼梯。`,
  deadEnd: '死路。',
  junction: (count, ways) => `岔路口，${count} 条路。${ways}`,
  wall: (heading) => `${ZH_HEADINGS[heading]}边是墙。`,
  solved: (moves, seconds, assisted) => `走出来了！用了 ${moves} 步、${seconds} 秒${assisted ? '（看过答案）' : ''}。`,
  alreadySolved: '已经走出迷宫了：点“再玩一次”或“生成新迷宫”重新开始。',
  mazeRegion: '迷宫游戏',
  playInstructions:
    '用方向键或 W A S D 行走；在格子迷宫里，Q E Z C 斜着走。按住 Shift 再按方向，会一直走到下一个岔路口或死路；在多层迷宫里，Page Up 和 Page Down 走楼梯。每走一步都会报出哪些方向能走。按 H 显示答案。',
  mazeBeingMade: '迷宫生成中',
  mazeLabel: ({ shape, width, height, rings, outline, unicursal, weave, levels, solution, won }) => {
    const size = shape === 'polar' ? `${rings} 圈` : `${levels > 1 ? `${levels} 层，每层 ` : ''}${width}×${height} 格`;
    const around = outline === null ? '' : `，${outline === 'own' ? '自绘' : ZH_OUTLINES[outline]}轮廓`;
    return `${unicursal ? '一笔画迷宫' : `${weave ? '交织' : ''}${ZH_NOUNS[shape]}`}，${size}${around}${solution ? '，已显示答案' : ''}${won ? '，已走出' : ''}`;
  },
  zoomFollowing: (level) => `缩放：每格 ${level} 像素，跟随你移动。`,
  zoomLevel: (level) => `缩放：每格 ${level} 像素。`,
  wholeMaze: '显示整个迷宫。',
  solutionShown: '已显示答案。',
  solutionHidden: '已隐藏答案。',
  solutionAsked: '再点一次就显示答案，这一局会记为看过答案。',
  solutionFromHere: '答案从你所在的位置开始。',
  solutionFromEntrance: '答案从入口开始。',
  exitIsHere: '出口就在这里：起点必须换一个格子。',
  startIsHere: '起点就在这里：出口必须换一个格子。',
  startAlreadyHere: '起点已经在这里：先走到别的格子。',
  exitAlreadyHere: '出口已经在这里：先走到别的格子。',
  startMoved: '迷宫的起点已改到你站的地方。',
  exitMoved: '出口已改到你站的地方；回到起点重新走。',
  stoppedMaking: '已停止生成迷宫。',
  downloadCancelled: (format) => `已取消下载 ${format}。`,
};
