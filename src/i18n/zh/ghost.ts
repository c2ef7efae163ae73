import type { GhostText } from '../ghost';

export const GHOST_ZH: GhostText = {
  raceGhost: '与幽灵赛跑',
  raceGhostTitle: '与这座迷宫上一次跑动的幽灵赛跑：它随你的第一步出发，按自己的节奏前进',
  ghostBest: (time) => `你的最佳，${time}`,
  ghostLink: (time) => `好友的跑动，${time}`,
  ghostArrived: '幽灵已到达出口。',
  legendGhost: '幽灵',
};
