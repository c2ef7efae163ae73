import type { SavedText } from '../saved';

export const SAVED_TEXT_ZH: SavedText = {
  gameReset: '你保存的游戏无法读取，已重置。',
  editorReset: '你保存的路径编辑器网格无法读取，已重置。',
  labReset: '你在“求解”和“路径”页保存的选项无法读取，已重置。',
  cannotKeep: '无法保存你的进度：此浏览器的存储空间已被禁用或已满。',
  bestTimesBlocked: '无法保存最佳时间：此浏览器禁用了本地存储。',
  bestTimesUnreadable: '保存的最佳时间无法读取，已重置。',
  bestTimesDropped: (count, fastestMs) => `${count} 条保存的最佳时间无法读取或不可能（少于 ${fastestMs} 毫秒或超过一周），已删除。`,
  tabFailed: '此标签页出错了。',
  reload: '重新加载',
  reloadNote: '你的游戏、设置和编辑器网格都已保存，重新加载后仍在。',
};
