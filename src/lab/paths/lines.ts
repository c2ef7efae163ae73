import { formatPath } from '../../core';
import type { KeptPathList } from '../../workers/keptPaths';
import { formatCount } from '../../format/numbers';

/**
 * A row's text, made when the row is shown. A line longer than SHOWN_BLOCKS blocks (a path
 * through a huge maze can run to a million) is cut there on screen, since one DOM line of
 * megabytes takes seconds to lay out; Copy list and Download .txt always give the full line.
 */
export const SHOWN_BLOCKS = 10_000;

/** Recent rows, so scrolling back or re-rendering does not format the same lines again. */
const CACHE_ROWS = 512;
const cache = new WeakMap<KeptPathList, Map<number, string>>();

export function rowText(kept: KeptPathList, index: number, cols: number): string | null {
  let lines = cache.get(kept);
  const hit = lines?.get(index);
  if (hit !== undefined) return hit;
  const path = kept.path(index);
  if (!path) return null;
  const text =
    path.length <= SHOWN_BLOCKS
      ? formatPath(index + 1, path, cols)
      : `${formatPath(index + 1, path.subarray(0, SHOWN_BLOCKS), cols)} … and ${formatCount(path.length - SHOWN_BLOCKS)} more blocks (Download .txt has the whole line)`;
  if (!lines) cache.set(kept, (lines = new Map()));
  if (lines.size >= CACHE_ROWS) lines.delete(lines.keys().next().value!);
  lines.set(index, text);
  return text;
}

/**
 * How much of a row's text repeats the row before it: the "Path N   :" label and the blocks
 * both paths start with, as characters of the row's text. The list dims that part, so the eye
 * goes to where each path turns off from the one before.
 */
export function sharedStart(kept: KeptPathList, index: number, cols: number): { label: number; shared: number } {
  const path = kept.path(index);
  const label = `Path ${String(index + 1).padEnd(4)}:`.length;
  if (!path) return { label, shared: label };
  const before = index > 0 ? kept.path(index - 1) : null;
  let common = 0;
  if (before) {
    const most = Math.min(path.length, before.length, SHOWN_BLOCKS) - 1; // the last block differs or ends the path: keep it bright
    while (common < most && path[common] === before[common]) common++;
  }
  return { label, shared: common === 0 ? label : formatPath(index + 1, path.subarray(0, common), cols).length };
}
