import { defineBook } from './book';

/** The notice box and the store's notices: things the player should know that are not a field's error. */
export interface NoticeText {
  readonly region: string;
  readonly list: string;
  readonly dismiss: (count: number) => string;
  /** `message` is the error's own line (messageOf), which may stay in English. */
  readonly couldNotMakeMaze: (message: string) => string;
  readonly couldNotMakePng: (message: string) => string;
  readonly drawingCouldNotLoad: (message: string) => string;
}

export const NOTICES = defineBook<NoticeText>(
  {
    region: 'Notice',
    list: 'Notices',
    dismiss: (count) => (count === 1 ? 'Dismiss notice' : `Dismiss ${count} notices`),
    couldNotMakeMaze: (message) => `Could not make that maze: ${message}`,
    couldNotMakePng: (message) => `Could not make the PNG: ${message}`,
    drawingCouldNotLoad: (message) => `The drawing of this maze could not load: ${message}. Reload the page to try again.`,
  },
  {
    region: '提示',
    list: '提示列表',
    dismiss: (count) => (count === 1 ? '关闭提示' : `关闭 ${count} 条提示`),
    couldNotMakeMaze: (message) => `无法生成这个迷宫：${message}`,
    couldNotMakePng: (message) => `无法生成 PNG 图片：${message}`,
    drawingCouldNotLoad: (message) => `这个迷宫的绘图代码没能加载：${message}。请刷新页面再试。`,
  },
);
