import { SOLVERS, type SolverId } from '../core';
import type { LabKind } from '../ids/labWords';
import { defineBook } from './book';

/** What each solver does and guarantees, in a line, and the lab legend's names, per language. */
export interface SolverNotesText {
  readonly notes: Readonly<Record<SolverId, string>>;
  /** Each solver's short name, on buttons, in the race and on the canvas. */
  readonly names: Readonly<Record<SolverId, string>>;
  readonly legend: Readonly<Record<LabKind, string>>;
}

const en: SolverNotesText = {
  // The core's own names (the CLI's too): one home for them.
  names: Object.fromEntries(Object.values(SOLVERS).map(({ id, label }) => [id, label])) as Record<SolverId, string>,
  notes: {
    dfs: 'Depth-first: follows one corridor to its end, then backtracks. Finds a path, not always the shortest.',
    bfs: 'Breadth-first: spreads out evenly from the entrance. Always finds a shortest path.',
    astar: 'A*: spreads out towards the exit, guided by the distance left. A shortest path, exploring less.',
    tremaux: 'Trémaux: a walker with chalk. Marks where it walked, dead ends dead, right hand on the wall.',
    greedy: 'Greedy best-first: always takes the waiting block nearest the exit as the crow flies. Fast, but not always the shortest path.',
    bidirectional: 'Bidirectional BFS: one breadth-first search from each end, meeting in the middle. A shortest path, exploring two small discs.',
  },
  legend: {
    wall: 'Wall',
    passage: 'Passage',
    start: 'Start',
    exit: 'Exit',
    head: 'Search head',
    walker: 'Random walker',
    frontier: 'Frontier (waiting)',
    explored: 'Explored / walked',
    distance: 'Explored, by distance: near → far',
    retreated: 'Backtracked / dead end',
    path: 'Final path',
    carved: 'Just carved',
    built: 'Wall just added',
    walk: 'Random walk',
    erased: 'Loop just erased',
  },
};

const zh: SolverNotesText = {
  names: { dfs: 'DFS', bfs: 'BFS', astar: 'A*', tremaux: 'Trémaux', greedy: '贪心', bidirectional: '双向 BFS' },
  notes: {
    dfs: '深度优先：沿一条通道走到底，再回头。能找到一条路，但不一定最短。',
    bfs: '广度优先：从入口均匀地向外扩散。总能找到最短路径。',
    astar: 'A*：朝出口方向扩散，以剩余距离为指引。找到最短路径，探索得更少。',
    tremaux: 'Trémaux：拿着粉笔的行走者。标记走过的路，把死路标为死路，右手扶墙前进。',
    greedy: '贪心最佳优先：总是先走离出口直线距离最近的待探索块。速度快，但路径不一定最短。',
    bidirectional: '双向 BFS：从两端各做一次广度优先搜索，在中间相遇。找到最短路径，只探索两个小圆。',
  },
  legend: {
    wall: '墙',
    passage: '通道',
    start: '起点',
    exit: '出口',
    head: '搜索头',
    walker: '随机行走者',
    frontier: '前沿（待探索）',
    explored: '已探索／走过',
    distance: '已探索，按距离：近 → 远',
    retreated: '回溯／死路',
    path: '最终路径',
    carved: '刚挖开',
    built: '刚加的墙',
    walk: '随机游走',
    erased: '刚擦掉的环',
  },
};

export const SOLVER_NOTES = defineBook(en, zh);
