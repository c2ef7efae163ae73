import { onFirstUse } from '../lazy/onFirstUse';
import { isLanguageLoaded, registerChinese } from './book';
import type { Language } from './language';

const chinese = onFirstUse('Chinese', () => import('./chinese').then(({ CHINESE }) => registerChinese(CHINESE)));

/**
 * Makes a language's first-load books readable: English is always there; Chinese is fetched
 * once (every caller shares the one load) and registered. A failed load may be tried again.
 */
export function loadLanguage(language: Language): Promise<void> {
  return isLanguageLoaded(language) ? Promise.resolve() : chinese();
}
