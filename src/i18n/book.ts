import type { ChineseHalves } from './chinese';
import type { Language } from './language';

/**
 * One part of the catalogue: the same entries in every language. An entry is a string or a
 * function of the numbers and names it mentions, so each language orders its own words. The
 * catalogue is split into books by area (play, solvers lab, paths lab) so a lab's text loads
 * with the lab, not on the first load; and the first load's books carry only their English
 * half: their Chinese halves (src/i18n/zh/) load together, when Chinese is chosen.
 */
export type Book<T> = Readonly<Record<Language, T>>;

/**
 * A lab's book, both halves in the lab's own chunk. Checks at compile time that zh has exactly
 * en's entries and signatures.
 */
export function defineBook<T>(en: T, zh: NoInfer<T>): Book<T> {
  return { en, zh };
}

/** The first load's Chinese halves, once loadLanguage('zh') (./loadLanguage.ts) has brought them. */
let chinese: ChineseHalves | null = null;

/** Called by loadLanguage only, with the lazy chunk's halves. */
export function registerChinese(halves: ChineseHalves): void {
  chinese = halves;
}

/** Whether a language's books can be read now: English always, Chinese once loaded. */
export function isLanguageLoaded(language: Language): boolean {
  return language === 'en' || chinese !== null;
}

/**
 * A first-load book from its English half; its Chinese half is `name`'s in src/i18n/chinese.ts,
 * typed with the English half's type, so the compiler checks every entry and signature there.
 * Reading `zh` before Chinese is loaded is a programming error (the store loads a language
 * before it switches to it): it throws in development, and says English in production.
 */
export function firstLoadBook<K extends keyof ChineseHalves>(name: K, en: ChineseHalves[K]): Book<ChineseHalves[K]> {
  return Object.freeze({
    en,
    get zh(): ChineseHalves[K] {
      if (chinese) return chinese[name];
      const problem = `The Chinese half of the ${name} book was read before loadLanguage('zh') loaded it.`;
      if (import.meta.env.DEV) throw new Error(problem);
      console.error(problem);
      return en;
    },
  });
}
