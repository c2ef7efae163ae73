import type { Book } from '../i18n/book';
import { useGame } from './index';

/**
 * A book's entries in the page's language; the component redraws when the language changes.
 * It lives with the store, not in src/i18n: it is a selector on the store's `language`, as
 * useGame's other selectors are, and so the catalogues stay free of the store and React.
 */
export function useText<T>(book: Book<T>): T {
  return book[useGame((s) => s.language)];
}
