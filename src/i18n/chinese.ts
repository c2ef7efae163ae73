import { CHROME_ZH } from './zh/chrome';
import { DAILY_ZH } from './zh/daily';
import { GENERATOR_TEXT_ZH } from './zh/generators';
import { GHOST_ZH } from './zh/ghost';
import { NOTICES_ZH } from './zh/notices';
import { PLAY_ZH } from './zh/play';
import { PROBLEMS_ZH } from './zh/problems';
import { SAVED_TEXT_ZH } from './zh/saved';
import { SPEECH_ZH } from './zh/speech';

/**
 * The Chinese halves of the first load's books, in one lazy chunk: an English visitor never
 * downloads them. Only loadLanguage (./loadLanguage.ts) imports this module, dynamically.
 */
export const CHINESE = {
  chrome: CHROME_ZH,
  daily: DAILY_ZH,
  generators: GENERATOR_TEXT_ZH,
  ghost: GHOST_ZH,
  notices: NOTICES_ZH,
  play: PLAY_ZH,
  problems: PROBLEMS_ZH,
  saved: SAVED_TEXT_ZH,
  speech: SPEECH_ZH,
};

export type ChineseHalves = typeof CHINESE;
