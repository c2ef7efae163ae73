import { THEME, type Theme } from '../render/theme';

/**
 * The maze's colours on screen where `element` is: the page's stylesheet gives them
 * (`--maze-wall` and the rest, per colour scheme, in styles.css; a view may set its own), so
 * light and dark are a swap of variables there. A colour the stylesheet leaves out is THEME's,
 * the palette every export (PNG, SVG, print) keeps.
 */
export function themeOf(element: Element): Theme {
  const style = getComputedStyle(element);
  const theme = { ...THEME };
  for (const key in theme) theme[key as keyof Theme] = style.getPropertyValue(`--maze-${key}`).trim() || theme[key as keyof Theme];
  return theme;
}

let cached: { readonly scheme: string | undefined; readonly theme: Theme } | null = null;

/** The page's own maze colours (the game's), read once a scheme: `<html data-scheme>` changes before the canvases redraw. */
export function screenTheme(): Theme {
  const root = document.documentElement;
  const scheme = root.dataset.scheme;
  if (cached && cached.scheme === scheme) return cached.theme;
  const theme = themeOf(root);
  // Before the stylesheet applies (or in tests without one), nothing is read: read again next time.
  if (theme.wall !== THEME.wall) cached = { scheme, theme };
  return theme;
}
