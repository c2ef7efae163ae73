import type { Language } from './language';

/**
 * One part of the catalogue: the same entries in every language. An entry is a string or a
 * function of the numbers and names it mentions, so each language orders its own words. The
 * catalogue is split into books by area (play, solvers lab, paths lab) so a lab's text loads
 * with the lab, not on the first load.
 *
 * `defineBook(en, zh)` checks at compile time that zh has exactly en's entries and signatures.
 */
export type Book<T> = Readonly<Record<Language, T>>;

export function defineBook<T>(en: T, zh: NoInfer<T>): Book<T> {
  return { en, zh };
}
