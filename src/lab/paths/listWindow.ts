/**
 * The geometry of the virtualized path list: which rows to render for a scroll position, and
 * where. Browsers cap an element's height (Chromium near 33 million pixels), so past
 * MAX_SCROLL_HEIGHT the scrollbar maps onto the rows proportionally instead of pixel for pixel:
 * a million rows scroll as smoothly as a hundred.
 */
export const ROW_HEIGHT = 26;
export const OVERSCAN = 6;
export const MAX_SCROLL_HEIGHT = 8_000_000;

export interface ListWindow {
  /** Height of the scrolled content. */
  readonly height: number;
  /** Rows to render, first to last inclusive (last < first when there are none). */
  readonly first: number;
  readonly last: number;
  /** Top of row i, for rows in the window. */
  top(i: number): number;
}

/** The first visible row, fractional, at this scroll position. */
function firstVisible(rows: number, scrollTop: number, viewport: number): number {
  if (rows * ROW_HEIGHT <= MAX_SCROLL_HEIGHT) return scrollTop / ROW_HEIGHT;
  const fraction = Math.min(1, Math.max(0, scrollTop / (MAX_SCROLL_HEIGHT - viewport)));
  return fraction * Math.max(0, rows - viewport / ROW_HEIGHT);
}

export function listWindow(rows: number, scrollTop: number, viewport: number): ListWindow {
  const scaled = rows * ROW_HEIGHT > MAX_SCROLL_HEIGHT;
  const height = scaled ? MAX_SCROLL_HEIGHT : rows * ROW_HEIGHT;
  const exact = firstVisible(rows, scrollTop, viewport);
  const first = Math.max(0, Math.floor(exact) - OVERSCAN);
  const last = Math.min(rows - 1, Math.ceil(exact + viewport / ROW_HEIGHT) + OVERSCAN);
  return { height, first, last, top: scaled ? (i) => scrollTop + (i - exact) * ROW_HEIGHT : (i) => i * ROW_HEIGHT };
}

/** A scroll position that shows row i, moving as little as possible (null: it is in view). */
export function scrollToShow(rows: number, i: number, scrollTop: number, viewport: number): number | null {
  const exact = firstVisible(rows, scrollTop, viewport);
  const visible = Math.max(1, Math.floor(viewport / ROW_HEIGHT));
  if (i >= Math.ceil(exact) && i < exact + visible) return null;
  const target = i < exact ? i : i - visible + 1;
  if (rows * ROW_HEIGHT <= MAX_SCROLL_HEIGHT) return target * ROW_HEIGHT;
  return (target / Math.max(1, rows - viewport / ROW_HEIGHT)) * (MAX_SCROLL_HEIGHT - viewport);
}
