import { formatPath } from '../../core';
import type { KeptPathList } from '../../workers/keptPaths';
import { yielder } from '../../workers/yielder';

/** Each slice formats lines for this long, then lets the page breathe: no task near 50 ms. */
const SLICE_MS = 12;

/**
 * The first `count` kept paths as a text file, one source line each, built in slices into many
 * small Blob parts: no giant string, no long task, and progress as it goes. Stops early (and
 * rejects) when `cancelled` says so.
 */
export async function pathLinesBlob(
  kept: KeptPathList,
  count: number,
  cols: number,
  onProgress: (done: number) => void = () => undefined,
  cancelled: () => boolean = () => false,
): Promise<Blob> {
  const parts: string[] = [];
  const pause = yielder();
  const lines = Math.min(count, kept.size);
  let i = 0;
  while (i < lines) {
    const end = performance.now() + SLICE_MS;
    let part = '';
    while (i < lines) {
      const path = kept.path(i)!;
      part += formatPath(i + 1, path, cols) + '\n';
      i++;
      // Read the clock every 64 short lines, or after every long one.
      if (((i & 63) === 0 || path.length > 1024) && performance.now() >= end) break;
    }
    parts.push(part);
    onProgress(i);
    if (i < lines) {
      await pause();
      if (cancelled()) throw new Error('cancelled');
    }
  }
  return new Blob(parts, { type: 'text/plain' });
}
