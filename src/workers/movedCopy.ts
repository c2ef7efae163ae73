import { yielder } from './yielder';

/** The typed arrays a maze is made of. */
export type MazeArray = Uint8Array | Int32Array | Float64Array;

/** Bytes copied in one task: about a millisecond of memory traffic. */
const SLICE_BYTES = 4 << 20;

/**
 * A copy of `array` to hand over to a worker, made a slice a task. Posting a maze's arrays
 * clones them in one task of the page: a 4-million-cell outline's topology (~150 MB) took 280 ms.
 * Copied like this, then moved (transferred: its buffer goes, nothing is cloned), the page never
 * stops for more than one slice, and keeps its own arrays.
 */
export async function copyInSlices<T extends MazeArray>(array: T, pause: () => Promise<void> = yielder()): Promise<T> {
  const copy = new (array.constructor as new (length: number) => T)(array.length);
  const step = Math.max(1, Math.floor(SLICE_BYTES / array.BYTES_PER_ELEMENT));
  for (let at = 0; at < array.length; at += step) {
    if (at > 0) await pause();
    copy.set(array.subarray(at, at + step) as ArrayLike<number>, at);
  }
  return copy;
}
