import { describe, expect, it } from 'vitest';
import { allPaths, createGrid, formatPath, parseGrid, type Grid, type PathOrder } from '../../src/core';
import { countJob, listPaths, type ListRequest, type PathBatch } from '../../src/workers/pathsJob';
import { KeptPaths } from '../../src/workers/pathsKept';

const EXAMPLE = parseGrid('0 0 0 1\n0 0 0 0\n0 0 1 0\n');

function request(grid: Grid, order: PathOrder, more: Partial<ListRequest> = {}): ListRequest {
  return { grid, start: 0, goal: grid.rows * grid.cols - 1, order, limit: Infinity, keepPaths: Infinity, keepBlocks: Infinity, ...more };
}

/** Runs a listing to the end and keeps what it sent, as the page does. */
async function collect(req: ListRequest, sliceMs = 15) {
  const kept = new KeptPaths();
  const batches: PathBatch[] = [];
  const result = await listPaths(req, {
    sliceMs,
    cancelled: () => false,
    onBatch: (batch) => {
      batches.push(batch);
      kept.append(batch);
    },
  });
  return { kept, batches, result };
}

function lines(kept: KeptPaths, cols: number): string[] {
  return Array.from({ length: kept.size }, (_, i) => formatPath(i + 1, kept.path(i)!, cols));
}

describe('listPaths', () => {
  it('lists the source example: 6 paths, the first exactly as the source prints it', async () => {
    const { kept, result } = await collect(request(EXAMPLE, 'dfs'));
    expect(result).toEqual({ listed: 6, kept: 6, stop: 'done' });
    expect(lines(kept, 4)[0]).toBe('Path 1   :->(0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)');
  });

  it('keeps the order of allPaths, in both orders, across many small batches', async () => {
    const grid = createGrid(4, 5, 0);
    for (const order of ['dfs', 'bfs'] as const) {
      const expected = Array.from(allPaths(grid, 0, 19, order), (path, i) => formatPath(i + 1, path, 5));
      // A zero-length slice reports after every clock check: many batches.
      const { kept, batches, result } = await collect(request(grid, order), 0);
      expect(batches.length).toBeGreaterThan(3);
      expect(result.listed).toBe(expected.length);
      expect(lines(kept, 5)).toEqual(expected);
      // `listed` climbs batch by batch and ends at the total.
      expect(batches.map((b) => b.listed)).toEqual([...batches.map((b) => b.listed)].sort((a, b) => a - b));
      expect(batches.at(-1)!.listed).toBe(expected.length);
    }
  });

  it('sends each batch as flat blocks and lengths in buffers of its own', async () => {
    const { batches } = await collect(request(createGrid(3, 3, 0), 'dfs'));
    for (const batch of batches) {
      expect(batch.lengths.length).toBe(batch.count);
      expect(batch.lengths.reduce((a, b) => a + b, 0)).toBe(batch.blocks.length);
      expect(batch.blocks.byteLength).toBe(batch.blocks.buffer.byteLength);
    }
  });

  it('says when there is no path', async () => {
    const walled = parseGrid('0 1\n1 0\n');
    const { result, kept } = await collect(request(walled, 'dfs'));
    expect(result).toEqual({ listed: 0, kept: 0, stop: 'done' });
    expect(kept.size).toBe(0);
  });

  it('stops at the limit, and counts on past the keep budget while keeping a prefix', async () => {
    const grid = createGrid(5, 5, 0);
    const limited = await collect(request(grid, 'dfs', { limit: 1000 }));
    expect(limited.result).toEqual({ listed: 1000, kept: 1000, stop: 'limit' });

    const budget = await collect(request(grid, 'bfs', { limit: 5000, keepPaths: 700 }));
    expect(budget.result).toEqual({ listed: 5000, kept: 700, stop: 'limit' });
    expect(budget.kept.size).toBe(700);
    const expected = Array.from(allPaths(grid, 0, 24, 'bfs')).slice(0, 700);
    expect(lines(budget.kept, 5)).toEqual(expected.map((p, i) => formatPath(i + 1, p, 5)));

    // A block budget: no path is kept once one does not fit, so what is kept stays a prefix.
    const blocks = await collect(request(grid, 'dfs', { limit: 300, keepBlocks: 1000 }));
    expect(blocks.kept.blocks).toBeLessThanOrEqual(1000);
    expect(blocks.kept.path(blocks.kept.size - 1)).toEqual(Array.from(allPaths(grid, 0, 24, 'dfs')).at(blocks.kept.size - 1));
  });

  it('stops within 200 ms of a cancel on an open 7×7 grid (575,780,564 paths)', async () => {
    const grid = createGrid(7, 7, 0);
    let cancelledAt = Infinity;
    let listed = 0;
    const started = performance.now();
    const timer = setTimeout(() => (cancelledAt = performance.now()), 150);
    const result = await listPaths(request(grid, 'dfs', { keepPaths: 0 }), {
      cancelled: () => cancelledAt !== Infinity,
      onBatch: (batch) => void (listed = batch.listed),
    });
    clearTimeout(timer);
    const stoppedAt = performance.now();
    expect(result.stop).toBe('cancelled');
    expect(result.listed).toBe(listed);
    expect(listed).toBeGreaterThan(0);
    expect(stoppedAt - cancelledAt).toBeLessThan(200);
    expect(cancelledAt - started).toBeGreaterThanOrEqual(140);
  });

  it('waits for a slow receiver (back-pressure) and yields between slices', async () => {
    let yields = 0;
    let pending = 0;
    const result = await listPaths(request(createGrid(6, 6, 0), 'dfs', { limit: 20_000 }), {
      sliceMs: 1,
      cancelled: () => false,
      yieldToEvents: async () => void yields++,
      onBatch: async () => {
        pending++;
        await new Promise((resolve) => setTimeout(resolve, 1));
        pending--;
      },
    });
    expect(result.listed).toBe(20_000);
    expect(yields).toBeGreaterThan(0);
    expect(pending).toBe(0);
  });
});

describe('countJob', () => {
  it('counts exactly, as a bigint, with progress that ends at the total', () => {
    const progress: [number, number][] = [];
    const total = countJob({ grid: createGrid(7, 7, 0), start: 0, goal: 48 }, (done, of) => progress.push([done, of]));
    expect(total).toBe(575_780_564n);
    expect(progress.at(-1)![0]).toBe(progress.at(-1)![1]);
    expect(countJob({ grid: EXAMPLE, start: 0, goal: 11 }, () => undefined)).toBe(6n);
  });

  it('reports progress at most every 100 ms, and always the end', () => {
    let clock = 0;
    const seen: { at: number; done: number; of: number }[] = [];
    countJob({ grid: createGrid(9, 9, 0), start: 0, goal: 80 }, (done, of) => seen.push({ at: clock, done, of }), () => (clock += 10));
    expect(seen.length).toBeGreaterThan(1);
    for (let i = 1; i < seen.length - 1; i++) expect(seen[i]!.at - seen[i - 1]!.at).toBeGreaterThanOrEqual(100);
    expect(seen.at(-1)!.done).toBe(seen.at(-1)!.of);
  });
});

describe('KeptPaths', () => {
  it('finds any path across chunks', async () => {
    const grid = createGrid(4, 4, 0);
    const { kept } = await collect(request(grid, 'dfs'), 0);
    const all = Array.from(allPaths(grid, 0, 15, 'dfs'), (p) => Array.from(p));
    expect(kept.size).toBe(all.length);
    for (const i of [0, 1, 57, all.length - 1]) expect(Array.from(kept.path(i)!)).toEqual(all[i]);
    expect(kept.path(all.length)).toBeNull();
    expect(kept.path(-1)).toBeNull();
  });
});
