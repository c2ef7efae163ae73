import type { Book } from '../i18n/book';
import { useStore } from './index';

/**
 * A book's entries in the page's language; the component redraws when the language changes.
 * It lives with the store, not in src/i18n: it is a selector on the store's `language`, as
 * useStore's other selectors are, and so the catalogues stay free of the store and React.
 */
export function useText<T>(book: Book<T>): T {
  return book[useStore((s) => s.language)];
}
