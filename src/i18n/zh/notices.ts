import type { NoticeText } from '../notices';

export const NOTICES_ZH: NoticeText = {
  region: '提示',
  list: '提示列表',
  dismiss: (count) => (count === 1 ? '关闭提示' : `关闭 ${count} 条提示`),
  couldNotMakeMaze: (message) => `无法生成这个迷宫：${message}`,
  couldNotMakePng: (message) => `无法生成 PNG 图片：${message}`,
  couldNotShade: (message) => `没能算出热力图：${message}`,
  codeCouldNotLoad: '页面的一部分没能加载：请检查网络后再试，或刷新页面。',
  modeReset: '上次保存的玩法无法读取：已改用经典模式。',
  couldNotMakeSvg: (message) => `无法生成 SVG 图片：${message}`,
  svgTooBig: (cells, max) => `SVG 最多容纳 ${max} 格的迷宫，这个迷宫有 ${cells} 格：请改为下载 PNG。`,
  drawingCouldNotLoad: (message) => `这个迷宫的绘图代码没能加载：${message}。请刷新页面再试。`,
  languageCouldNotLoad: (language, message) => `${language}没能加载：${message}。请再试一次，或刷新页面。`,
};
