import { browserStorage } from '../game/pageStorage';

/**
 * The page's colour scheme: light or dark. It follows the system (`prefers-color-scheme`) until
 * the player flips the switch; that choice is kept under a key of its own and wins from then on.
 * The page's stylesheet does the rest: `<html data-scheme>` swaps its variables (styles.css),
 * the on-screen maze's colours among them.
 */
export type Scheme = 'light' | 'dark';

export const SCHEME_KEY = 'maze.scheme.v1';

/** The player's choice, or null when none was made (or storage is blocked: then the system decides). */
export function keptScheme(): Scheme | null {
  try {
    const value = browserStorage()?.getItem(SCHEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    return null;
  }
}

export function keepScheme(scheme: Scheme): void {
  try {
    browserStorage()?.setItem(SCHEME_KEY, scheme);
  } catch {
    // Storage blocked or full: the choice holds for this visit only.
  }
}

/**
 * What the system prefers now (light where the page cannot ask: Node, jsdom), and each change
 * after, to `follow`.
 */
export function systemScheme(follow: (scheme: Scheme) => void): Scheme {
  const query = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : null;
  query?.addEventListener('change', () => follow(query.matches ? 'dark' : 'light'));
  return query?.matches ? 'dark' : 'light';
}

/** Puts the scheme on `<html>`, where the stylesheet reads it: before any canvas redraws with it. */
export function showScheme(scheme: Scheme): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.scheme = scheme;
}
