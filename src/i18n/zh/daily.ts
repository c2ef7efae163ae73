import type { DailyText } from '../daily';

export const DAILY_ZH: DailyText = {
  dailyMaze: '每日迷宫',
  dailyTitle: '今天的迷宫：今天人人相同，午夜换新',
  dateLocale: 'zh-CN',
  banner: (number, date, band) => `每日迷宫 #${number} · ${date} · ${band}`,
  bands: { easy: '简单', medium: '中等', hard: '困难', expert: '专家' },
  archived: '往日迷宫：不影响连续天数',
  pastDays: '往日迷宫',
  pickDay: '日期',
  open: '打开',
  previousDay: '← 前一天',
  nextDay: '后一天 →',
  loadingArchive: '正在载入往日迷宫…',
  noSuchDay: (text) => `没有 ${text} 这一天：这是今天的每日迷宫。`,
  notYet: (date) => `${date} 的每日迷宫还没有推出：这是今天的。`,
  beforeFirst: '每日迷宫从 2026 年 1 月 1 日开始：这是今天的。',
  historyDropped: '每日迷宫记录有一部分无法读取，已被丢弃。',
  historyBlocked: '无法保存每日迷宫的连续天数：此浏览器禁止本地存储。',
};
