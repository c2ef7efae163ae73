import { useGame } from '../store';
import type { Book } from './book';

/** A book's entries in the page's language; the component redraws when the language changes. */
export function useText<T>(book: Book<T>): T {
  return book[useGame((s) => s.language)];
}
