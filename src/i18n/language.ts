/**
 * The page's languages and how the first one is chosen. A link's `?lang=` wins, then the choice
 * the player made before (kept in localStorage), then the browser's own language. The CLI and
 * the core's library messages stay in English; only the page speaks both.
 */
export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', zh: '中文' };

/** The BCP 47 tag `<html lang>` gets, so screen readers and fonts pick the right voice and glyphs. */
export const HTML_LANG: Readonly<Record<Language, string>> = { en: 'en', zh: 'zh-CN' };

/** Where the player's choice is kept: a key of its own, so a bad saved game never loses it. */
export const LANGUAGE_KEY = 'maze.language.v1';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A BCP 47 tag's language: any Chinese (zh, zh-CN, zh-Hans, zh-TW) is zh; anything else is not ours. */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'zh' ? 'zh' : primary === 'en' ? 'en' : null;
}

/** `?lang=zh` or `?lang=en` (also `zh-CN` and the like); null when absent or not a language we speak. */
export function languageFromQuery(search: string): Language | null {
  const value = new URLSearchParams(search).get('lang');
  return value === null ? null : languageOfTag(value);
}

/** The first of the browser's preferred languages that we speak; English when none is. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}

/** The language only reads and writes its one key. */
type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The kept choice, or null when there is none or it is unreadable (then it is simply not used). */
export function keptLanguage(storage: LanguageStorage | null): Language | null {
  try {
    const value = storage?.getItem(LANGUAGE_KEY) ?? null;
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the player's choice; a browser that blocks storage just forgets it. */
export function keepLanguage(storage: LanguageStorage | null, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked or full: the choice holds for this visit only.
  }
}

/** The language a page opens in: the link's, else the kept choice, else the browser's. */
export function openingLanguage(search: string, storage: LanguageStorage | null, preferred: readonly string[]): Language {
  return languageFromQuery(search) ?? keptLanguage(storage) ?? browserLanguage(preferred);
}
