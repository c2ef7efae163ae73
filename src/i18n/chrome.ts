import type { TabId } from '../store/uiSlice';
import { defineBook } from './book';

/** The page around the tabs: its title, the tabs, the taglines, the language switch and the labs' loading lines. */
export interface ChromeText {
  readonly title: string;
  /** The document's title and meta description. */
  readonly documentTitle: string;
  readonly description: string;
  readonly sections: string;
  readonly tabs: Readonly<Record<TabId, string>>;
  readonly taglines: Readonly<Record<TabId, string>>;
  /** On a maze of cells the keys add diagonals, and a click beside the player steps there. */
  readonly cellsTagline: string;
  readonly loadingSolvers: string;
  readonly loadingPaths: string;
  readonly language: string;
}

export const CHROME = defineBook<ChromeText>(
  {
    title: 'Maze',
    documentTitle: 'Maze',
    description: 'Play mazes in the browser, watch solvers think, and download any maze as a PNG.',
    sections: 'Sections',
    tabs: { play: 'Play', solvers: 'Solvers', paths: 'Paths' },
    taglines: {
      play: 'Arrow keys or WASD to walk, swipe on a phone · H or a click on the maze for the solution',
      solvers: 'Watch six solvers think, from DFS to A*, race them, watch generators carve',
      paths: 'Draw a 0/1 maze, list every path from start to goal, count them exactly',
    },
    cellsTagline: 'Arrows, WASD and Q E Z C (diagonals) to walk, or click a cell beside you · H or a click further off for the solution',
    loadingSolvers: 'Loading the Solvers lab…',
    loadingPaths: 'Loading the Paths lab…',
    language: 'Language',
  },
  {
    title: '迷宫',
    documentTitle: '迷宫',
    description: '在浏览器里走迷宫，看各种算法如何解迷宫，还能把任何迷宫下载成 PNG 图片。',
    sections: '栏目',
    tabs: { play: '游戏', solvers: '求解', paths: '路径' },
    taglines: {
      play: '方向键或 WASD 行走，手机上滑动 · 按 H 或点一下迷宫看答案',
      solvers: '看六种求解算法如何思考，从 DFS 到 A*，让它们赛跑，再看生成算法如何开凿迷宫',
      paths: '画一个 0/1 迷宫，列出从起点到终点的每一条路径，并精确计数',
    },
    cellsTagline: '方向键、WASD 和 Q E Z C（斜向）行走，或点你旁边的格子 · 按 H 或点远处看答案',
    loadingSolvers: '正在加载求解页…',
    loadingPaths: '正在加载路径页…',
    language: '语言',
  },
);
