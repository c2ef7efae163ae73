import { isLanguageLoaded, registerChinese } from './book';
import type { Language } from './language';

let chinese: Promise<void> | null = null;

/**
 * Makes a language's first-load books readable: English is always there; Chinese is fetched
 * once (every caller shares the one load) and registered. A failed load may be tried again.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (isLanguageLoaded(language)) return Promise.resolve();
  chinese ??= import('./chinese').then(
    ({ CHINESE }) => registerChinese(CHINESE),
    (error: unknown) => {
      chinese = null;
      throw error;
    },
  );
  return chinese;
}
