import { defineBook } from './book';

/**
 * The daily maze's result card in the Solved dialog, and its Share: both halves here, loaded
 * with the card (only a solved daily shows it).
 */
export interface DailyResultText {
  readonly heading: (number: number) => string;
  readonly difficulty: string;
  /** A band's name (daily.ts) and the maze's score out of 10. */
  readonly difficultyValue: (band: string, score: number) => string;
  readonly time: string;
  readonly moves: string;
  readonly fewest: (fewest: number) => string;
  readonly efficiency: string;
  readonly streak: string;
  readonly longest: string;
  readonly played: string;
  readonly days: (count: number) => string;
  readonly route: string;
  /** The route squares read out: how many tenths of the route went each way. */
  readonly routeSaid: (clean: number, detour: number, dive: number) => string;
  readonly assisted: string;
  readonly archived: string;
  /** The shape and size in the share text: "Hexagon 14×12", "Circle 10 rings". */
  readonly size: (shape: string, width: number, height: number) => string;
  readonly rings: (shape: string, rings: number) => string;
  /** Added to the share text's difficulty after a run with the solution shown. */
  readonly assistedMark: string;
  readonly share: string;
  readonly shareTitle: string;
  readonly copied: string;
  readonly shared: string;
  readonly shareFailed: (reason: string) => string;
}

export const DAILY_RESULT = defineBook<DailyResultText>(
  {
    heading: (number) => `Daily maze #${number}`,
    difficulty: 'Difficulty',
    difficultyValue: (band, score) => `${band} · ${score}/10`,
    time: 'Time',
    moves: 'Moves',
    fewest: (fewest) => `of ${fewest}`,
    efficiency: 'Efficiency',
    streak: 'Streak',
    longest: 'Longest',
    played: 'Days played',
    days: (count) => (count === 1 ? '1 day' : `${count} days`),
    route: 'Your route',
    routeSaid: (clean, detour, dive) => `Your route by tenths: ${clean} clean, ${detour} with a detour, ${dive} down a dead end`,
    assisted: 'Assisted (solution shown): counted as played, and for the streak',
    archived: 'A past day: counted as played; your streak stays as it is',
    size: (shape, width, height) => `${shape} ${width}×${height}`,
    rings: (shape, rings) => `${shape} ${rings} ${rings === 1 ? 'ring' : 'rings'}`,
    assistedMark: 'assisted',
    share: 'Share',
    shareTitle: 'Share your result: time, efficiency and the shape of your route, never the way through',
    copied: 'Copied',
    shared: 'Shared',
    shareFailed: (reason) => `Could not share: ${reason}`,
  },
  {
    heading: (number) => `每日迷宫 #${number}`,
    difficulty: '难度',
    difficultyValue: (band, score) => `${band} · ${score}/10`,
    time: '用时',
    moves: '步数',
    fewest: (fewest) => `最少 ${fewest}`,
    efficiency: '效率',
    streak: '连续天数',
    longest: '最长连续',
    played: '玩过天数',
    days: (count) => `${count} 天`,
    route: '你的路线',
    routeSaid: (clean, detour, dive) => `按十分之一路线计：${clean} 段顺利，${detour} 段绕路，${dive} 段走进死胡同`,
    assisted: '有提示（显示过答案）：仍算玩过，也计入连续天数',
    archived: '往日迷宫：算作玩过，连续天数不变',
    size: (shape, width, height) => `${shape} ${width}×${height}`,
    rings: (shape, rings) => `${shape} ${rings} 圈`,
    assistedMark: '有提示',
    share: '分享',
    shareTitle: '分享成绩：用时、效率和路线的样子，不会透露走法',
    copied: '已复制',
    shared: '已分享',
    shareFailed: (reason) => `无法分享：${reason}`,
  },
);
