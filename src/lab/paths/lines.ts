import { formatPath } from '../../core';
import type { KeptPaths } from '../../workers/pathsKept';

/**
 * A row's text, made when the row is shown. A line longer than SHOWN_BLOCKS blocks (a path
 * through a huge maze can run to a million) is cut there on screen, since one DOM line of
 * megabytes takes seconds to lay out; Copy list and Download .txt always give the full line.
 */
export const SHOWN_BLOCKS = 10_000;

/** Recent rows, so scrolling back or re-rendering does not format the same lines again. */
const CACHE_ROWS = 512;
const cache = new WeakMap<KeptPaths, Map<number, string>>();

export function rowText(kept: KeptPaths, index: number, cols: number): string | null {
  let lines = cache.get(kept);
  const hit = lines?.get(index);
  if (hit !== undefined) return hit;
  const path = kept.path(index);
  if (!path) return null;
  const text =
    path.length <= SHOWN_BLOCKS
      ? formatPath(index + 1, path, cols)
      : `${formatPath(index + 1, path.subarray(0, SHOWN_BLOCKS), cols)} … and ${(path.length - SHOWN_BLOCKS).toLocaleString('en-US')} more blocks (Download .txt has the whole line)`;
  if (!lines) cache.set(kept, (lines = new Map()));
  if (lines.size >= CACHE_ROWS) lines.delete(lines.keys().next().value!);
  lines.set(index, text);
  return text;
}
