import { THEME, type Theme } from '../render/theme';

let cached: { readonly scheme: string | undefined; readonly theme: Theme } | null = null;

/**
 * The maze's colours on screen: the page's stylesheet gives them (`--maze-wall` and the rest,
 * per colour scheme, in styles.css), so light and dark are a swap of variables there. A colour
 * the stylesheet leaves out is THEME's, the palette every export (PNG, SVG, print) keeps.
 * Read once a scheme: `<html data-scheme>` changes before the canvases redraw.
 */
export function screenTheme(): Theme {
  const root = document.documentElement;
  const scheme = root.dataset.scheme;
  if (cached && cached.scheme === scheme) return cached.theme;
  const style = getComputedStyle(root);
  const theme = { ...THEME };
  for (const key in theme) theme[key as keyof Theme] = style.getPropertyValue(`--maze-${key}`).trim() || theme[key as keyof Theme];
  // Before the stylesheet applies (or in tests without one), nothing is read: read again next time.
  if (theme.wall !== THEME.wall) cached = { scheme, theme };
  return theme;
}
