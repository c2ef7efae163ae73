import type { PathBatch } from './pathsJob';

interface Chunk {
  /** Index of the chunk's first path in the listing (0-based). */
  readonly first: number;
  readonly count: number;
  readonly blocks: Int32Array;
  /** Where each path starts in `blocks`, plus the end: built on first read, once per chunk. */
  offsets: Int32Array | null;
  readonly lengths: Int32Array;
}

/** The kept paths as the page reads them: how many, and each one. */
export interface KeptPathList {
  /** Paths kept so far. */
  readonly size: number;
  /** Blocks kept so far, over all paths. */
  readonly blocks: number;
  /** Path `index` (0-based: it is "Path index+1") as a view, start first; null when not kept. */
  path(index: number): Int32Array | null;
}

/**
 * The paths a listing kept on the page, as the worker sent them: a few flat Int32Array chunks
 * instead of millions of strings or arrays (about 4 bytes a block). Lines are formatted only
 * when a row is shown or exported. Mutable and append-only; the store publishes its size.
 */
export class KeptPaths implements KeptPathList {
  private readonly chunks: Chunk[] = [];
  /** Paths kept so far. */
  size = 0;
  /** Blocks kept so far, over all paths. */
  blocks = 0;

  append(batch: PathBatch): void {
    if (batch.count === 0) return;
    this.chunks.push({ first: this.size, count: batch.count, blocks: batch.blocks, lengths: batch.lengths, offsets: null });
    this.size += batch.count;
    this.blocks += batch.blocks.length;
  }

  /** Path `index` (0-based: it is "Path index+1") as a view, start first; null when not kept. */
  path(index: number): Int32Array | null {
    if (!Number.isInteger(index) || index < 0 || index >= this.size) return null;
    const chunk = this.chunkOf(index);
    const offsets = (chunk.offsets ??= offsetsOf(chunk.lengths));
    const i = index - chunk.first;
    return chunk.blocks.subarray(offsets[i]!, offsets[i + 1]!);
  }

  /** Binary search: chunks are in listing order and cover 0..size-1 without gaps. */
  private chunkOf(index: number): Chunk {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.chunks[mid]!.first <= index) lo = mid;
      else hi = mid - 1;
    }
    return this.chunks[lo]!;
  }
}

function offsetsOf(lengths: Int32Array): Int32Array {
  const offsets = new Int32Array(lengths.length + 1);
  for (let i = 0; i < lengths.length; i++) offsets[i + 1] = offsets[i]! + lengths[i]!;
  return offsets;
}
