import type { ChromeText } from '../chrome';

export const CHROME_ZH: ChromeText = {
  title: '迷宫',
  documentTitle: '迷宫',
  description: '在浏览器里走迷宫，看各种算法如何解迷宫，还能把任何迷宫下载成 PNG 图片。',
  sections: '栏目',
  tabs: { play: '游戏', solvers: '求解', paths: '路径', print: '打印' },
  taglines: {
    play: '方向键或 WASD 行走，或点你旁边的格子 · 按 H 或点远处看答案',
    solvers: '看六种求解算法如何思考，从 DFS 到 A*，让它们赛跑，再看生成算法如何开凿迷宫',
    paths: '画一个 0/1 迷宫，列出从起点到终点的每一条路径，并精确计数',
    print: '打印迷宫：一页多个，答案在最后，每个都有二维码',
  },
  loadingSolvers: '正在加载求解页…',
  loadingPrint: '正在加载打印工作室…',
  loadingPaths: '正在加载路径页…',
  language: '语言',
  darkMode: '深色外观',
};
