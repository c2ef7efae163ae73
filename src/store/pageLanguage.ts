import { browserStorage } from '../game/pageStorage';
import { keepLanguage, openingLanguage, type Language } from '../i18n/language';

/**
 * The page's own language choice: i18n's rule (src/i18n/language.ts) read from this page's
 * link, storage and browser. Kept out of src/i18n so that the catalogues touch no page state.
 */
export function pageOpeningLanguage(): Language {
  const search = typeof location === 'undefined' ? '' : location.search;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return openingLanguage(search, browserStorage(), preferred);
}

/** Keeps a choice in the page's own storage. */
export function keepPageLanguage(language: Language): void {
  keepLanguage(browserStorage(), language);
}
