import { formatCount } from '../format/numbers';
import { defineBook } from './book';

/** The Play tab's words about the maze itself: its difficulty, the heat map and the play modes. They load with those parts. */
export interface AnalysisText {
  readonly section: string;
  readonly mode: string;
  readonly classic: string;
  readonly fog: string;
  readonly timeTrial: string;
  readonly modeHint: (mode: 'classic' | 'fog' | 'timeTrial') => string;
  readonly heatMap: string;
  readonly heatMapTitle: string;
  readonly heatFrom: string;
  readonly fromStart: string;
  readonly fromSolution: string;
  readonly fromSolutionHint: string;
  /** The difficulty line under the maze; numbers come formatted. */
  readonly difficulty: (score: number) => string;
  readonly scoring: string;
  /** The score could not be worked out: `message` says why. */
  readonly notScored: (message: string) => string;
  /** The route's moves, and how many decisions and tempting wrong turns it has (null: not worked out); formatted here, so each can say one or many. */
  readonly parts: (route: number, decisions: number | null, tempting: number | null) => string;
  readonly whatItMeans: string;
  readonly explanation: string;
  /** `time` as m:ss. */
  readonly target: (time: string) => string;
  readonly beaten: (margin: string) => string;
  readonly missed: (margin: string) => string;
  readonly targetLabel: string;
}

export const ANALYSIS = defineBook<AnalysisText>(
  {
    section: 'Mode and heat map',
    mode: 'Mode',
    classic: 'Classic',
    fog: 'Fog',
    timeTrial: 'Time trial',
    modeHint: (mode) =>
      mode === 'fog'
        ? 'Fog: you see 3 steps down every open way, and your trail. The exit shows once you have seen it.'
        : mode === 'timeTrial'
          ? 'Time trial: beat the target time, set from the maze’s difficulty and route.'
          : 'Classic: the whole maze in view.',
    heatMap: 'Heat map',
    heatMapTitle: 'Shade every cell by how many steps it is from the start',
    heatFrom: 'Shade by steps from',
    fromStart: 'the start',
    fromSolution: 'the solution',
    fromSolutionHint: 'From the solution once you have solved the maze: long dead ends show as rivers.',
    difficulty: (score) => `Difficulty ${score}/10`,
    scoring: 'Difficulty: scoring…',
    notScored: (message) => `Difficulty: could not be worked out (${message}).`,
    parts: (route, decisions, tempting) =>
      [
        `route ${formatCount(route)} ${route === 1 ? 'move' : 'moves'}`,
        decisions !== null && `${formatCount(decisions)} ${decisions === 1 ? 'decision' : 'decisions'}`,
        tempting !== null && `${formatCount(tempting)} tempting wrong ${tempting === 1 ? 'turn' : 'turns'}`,
      ]
        .filter(Boolean)
        .join(' · '),
    whatItMeans: 'What it means',
    explanation:
      'The score models a player who sees 3 steps ahead and leans towards the exit: its expected moves, 2 points for every tenfold more. Decisions are route cells with a wrong way worth trying; tempting wrong turns look at least as good as the right way.',
    target: (time) => `Target time ${time}`,
    beaten: (margin) => `beaten by ${margin}`,
    missed: (margin) => `missed by ${margin}`,
    targetLabel: 'Time trial',
  },
  {
    section: '玩法与热力图',
    mode: '玩法',
    classic: '经典',
    fog: '迷雾',
    timeTrial: '计时赛',
    modeHint: (mode) =>
      mode === 'fog' ? '迷雾：只看得见每条通路前方 3 步和你走过的路。看见出口后出口一直显示。' : mode === 'timeTrial' ? '计时赛：在目标时间内走出迷宫，目标由难度和路线长度算出。' : '经典：整个迷宫都看得见。',
    heatMap: '热力图',
    heatMapTitle: '按离起点的步数给每个格子着色',
    heatFrom: '着色依据：离',
    fromStart: '起点',
    fromSolution: '解答路线',
    fromSolutionHint: '走出迷宫后可按离解答路线的步数着色：长长的死路会像河流一样显出来。',
    difficulty: (score) => `难度 ${score}/10`,
    scoring: '难度：计算中…',
    notScored: (message) => `难度：没能算出（${message}）。`,
    parts: (route, decisions, tempting) => [`路线 ${formatCount(route)} 步`, decisions !== null && `${formatCount(decisions)} 个岔口`, tempting !== null && `${formatCount(tempting)} 条诱人的错路`].filter(Boolean).join(' · '),
    whatItMeans: '这是什么意思',
    explanation: '难度模拟一位能看到前方 3 步、偏向出口方向走的玩家：按他预计要走的步数计分，步数每多十倍加 2 分。岔口是路线上值得一试的错路口；诱人的错路看起来不比正确的路差。',
    target: (time) => `目标时间 ${time}`,
    beaten: (margin) => `提前 ${margin} 完成`,
    missed: (margin) => `超时 ${margin}`,
    targetLabel: '计时赛',
  },
);
