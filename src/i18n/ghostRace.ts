import type { GhostProblem } from '../ids/ghost';
import { defineBook } from './book';

/**
 * The ghost race's other words, loaded with the race's code (the Solved dialog, a link's ghost):
 * who won and by how much, Challenge a friend, and why a ghost was refused.
 */
export interface GhostRaceText {
  /** `by` is a duration, formatted. */
  readonly beatGhost: (by: string) => string;
  readonly ghostWon: (by: string) => string;
  readonly deadHeat: string;
  readonly challenge: string;
  readonly challengeTitle: string;
  readonly copied: string;
  readonly copyFailed: (why: string) => string;
  readonly challengeLink: string;
  /** A link's ghost refused: `quoted` is its value, quoted and cut. */
  readonly linkGhostRefused: (quoted: string, why: string) => string;
  readonly keptGhostRefused: (why: string) => string;
  readonly problem: (problem: GhostProblem) => string;
}

export const GHOST_RACE = defineBook<GhostRaceText>(
  {
    beatGhost: (by) => `You beat the ghost by ${by}.`,
    ghostWon: (by) => `The ghost won by ${by}.`,
    deadHeat: 'A dead heat with the ghost.',
    challenge: 'Challenge a friend',
    challengeTitle: 'Copy a link to this maze with your run in it: whoever opens it races your ghost',
    copied: 'Link copied: whoever opens it races your run.',
    copyFailed: (why) => `The link could not be copied (${why}). Copy it from here:`,
    challengeLink: 'Challenge link',
    linkGhostRefused: (quoted, why) => `Link value ghost=${quoted} was ignored: ${why}. The maze opens without a ghost.`,
    keptGhostRefused: (why) => `The best run kept for this maze could not be read (${why}) and was dropped.`,
    problem: (problem) => {
      switch (problem.code) {
        case 'empty':
          return 'it is empty';
        case 'notText':
          return 'it has characters a move log never has';
        case 'tooLong':
          return `it is longer than ${problem.max.toLocaleString('en')} characters`;
        case 'version':
          return `it is a move log of a version this page does not know (${problem.version})`;
        case 'truncated':
          return 'it was cut short';
        case 'trailing':
          return 'it has extra characters at its end';
        case 'damaged':
          return 'its checksum does not match: it was changed or damaged';
        case 'otherMaze':
          return 'it is a run on another maze';
        case 'malformed':
          return 'it is not a move log';
        case 'closedWay':
          return `its move ${problem.move} goes through a wall`;
        case 'unfinished':
          return 'its run does not reach the exit';
        case 'badTime':
          return 'its time is impossible (over a week)';
      }
    },
  },
  {
    beatGhost: (by) => `你比幽灵快 ${by}。`,
    ghostWon: (by) => `幽灵比你快 ${by}。`,
    deadHeat: '你与幽灵同时到达。',
    challenge: '挑战好友',
    challengeTitle: '复制一个带有你这次跑动的迷宫链接：打开它的人将与你的幽灵赛跑',
    copied: '链接已复制：打开它的人将与你的跑动赛跑。',
    copyFailed: (why) => `无法复制链接（${why}）。请从这里复制：`,
    challengeLink: '挑战链接',
    linkGhostRefused: (quoted, why) => `链接参数 ghost=${quoted} 已忽略：${why}。迷宫照常打开，没有幽灵。`,
    keptGhostRefused: (why) => `这座迷宫保存的最佳跑动无法读取（${why}），已删除。`,
    problem: (problem) => {
      switch (problem.code) {
        case 'empty':
          return '它是空的';
        case 'notText':
          return '它含有移动记录中不会出现的字符';
        case 'tooLong':
          return `它超过了 ${problem.max.toLocaleString('zh')} 个字符`;
        case 'version':
          return `它的移动记录版本本页不认识（${problem.version}）`;
        case 'truncated':
          return '它被截断了';
        case 'trailing':
          return '它末尾有多余的字符';
        case 'damaged':
          return '校验和不符：它被修改或损坏了';
        case 'otherMaze':
          return '它是另一座迷宫上的跑动';
        case 'malformed':
          return '它不是移动记录';
        case 'closedWay':
          return `它的第 ${problem.move} 步穿过了墙`;
        case 'unfinished':
          return '它的跑动没有到达出口';
        case 'badTime':
          return '它的时间不可能（超过一周）';
      }
    },
  },
);
