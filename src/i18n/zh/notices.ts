import type { NoticeText } from '../notices';

export const NOTICES_ZH: NoticeText = {
  region: '提示',
  list: '提示列表',
  dismiss: (count) => (count === 1 ? '关闭提示' : `关闭 ${count} 条提示`),
  couldNotMakeMaze: (message) => `无法生成这个迷宫：${message}`,
  couldNotMakePng: (message) => `无法生成 PNG 图片：${message}`,
  drawingCouldNotLoad: (message) => `这个迷宫的绘图代码没能加载：${message}。请刷新页面再试。`,
  languageCouldNotLoad: (language, message) => `${language}没能加载：${message}。请再试一次，或刷新页面。`,
};
