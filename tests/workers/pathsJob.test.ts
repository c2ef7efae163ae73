import { describe, expect, it } from 'vitest';
import { allPaths, countPaths, createGrid, createRandom, formatPath, parseGrid, type Grid } from '../../src/core';
import { countJob, estimateJob, listPaths, type ListOrder, type ListRequest, type PathBatch } from '../../src/workers/pathsJob';
import { readGridText } from '../../src/workers/gridTextJob';
import { LARGE_TEXT_CHARS, MAX_TEXT_CHARS, screenGridText } from '../../src/workers/gridTextScreen';
import { KeptPaths } from '../../src/workers/keptPaths';

const EXAMPLE = parseGrid('0 0 0 1\n0 0 0 0\n0 0 1 0\n');

function request(grid: Grid, order: ListOrder, more: Partial<ListRequest> = {}): ListRequest {
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

  it('stops within one slice of a cancel on an open 7×7 grid (575,780,564 paths)', async () => {
    // An injected clock that ticks 1 ms at every read: the slices are measured in its time, not the machine's.
    let clock = 0;
    const cancelAt = 150;
    const sliceMs = 15;
    let listed = 0;
    const result = await listPaths(request(createGrid(7, 7, 0), 'dfs', { keepPaths: 0 }), {
      sliceMs,
      now: () => clock++,
      cancelled: () => clock >= cancelAt,
      yieldToEvents: async () => undefined,
      onBatch: (batch) => void (listed = batch.listed),
    });
    expect(result.stop).toBe('cancelled');
    expect(result.listed).toBe(listed);
    expect(listed).toBeGreaterThan(0);
    // The cancel is seen at the next slice's start: at most one slice (and the read that ends it) later.
    expect(clock).toBeGreaterThanOrEqual(cancelAt);
    expect(clock - cancelAt).toBeLessThanOrEqual(sliceMs + 1);
  });

  it('waits for a slow receiver (back-pressure) and yields between slices', async () => {
    let clock = 0;
    let yields = 0;
    let pending = 0;
    const result = await listPaths(request(createGrid(6, 6, 0), 'dfs', { limit: 20_000 }), {
      // The clock ticks 1 ms a read, so a slice ends after 8 clock checks: many slices, each awaited.
      sliceMs: 8,
      now: () => clock++,
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

/** A grid of open blocks with walls where `random` says, about `wallShare` of them; start and goal kept open. */
function randomGrid(rows: number, cols: number, seed: string, wallShare = 0.25): Grid {
  const random = createRandom(seed);
  const grid = createGrid(rows, cols, 0);
  for (let i = 1; i < rows * cols - 1; i++) grid.blocks[i] = random.int(1000) < wallShare * 1000 ? 1 : 0;
  return grid;
}

describe('listing by length', () => {
  const grids = [EXAMPLE, createGrid(4, 4, 0), parseGrid('0 0 0\n0 1 0\n0 0 0\n0 0 0\n'), ...Array.from({ length: 12 }, (_, i) => randomGrid(4 + (i % 3), 5, `by length ${i}`))];

  it('"shortest first" is the BFS order, and BFS really is in nondecreasing length', async () => {
    for (const grid of grids) {
      const goal = grid.rows * grid.cols - 1;
      const { kept } = await collect(request(grid, 'shortest'));
      const bfs = Array.from(allPaths(grid, 0, goal, 'bfs'), (p) => formatPath(0, p, grid.cols));
      expect(Array.from({ length: kept.size }, (_, i) => formatPath(0, kept.path(i)!, grid.cols))).toEqual(bfs);
      const lengths = Array.from({ length: kept.size }, (_, i) => kept.path(i)!.length);
      expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    }
  });

  it('"longest first" lists every DFS path once, longest first, equal lengths in DFS order', async () => {
    for (const grid of grids) {
      const goal = grid.rows * grid.cols - 1;
      const { kept, result } = await collect(request(grid, 'longest'), 0);
      const dfs = Array.from(allPaths(grid, 0, goal, 'dfs'), (p) => Array.from(p));
      // The DFS order stably sorted by length, longest first: exactly what must come out.
      const expected = dfs.map((p, i) => ({ p, i })).sort((a, b) => b.p.length - a.p.length || a.i - b.i).map(({ p }) => p);
      expect(result.stop).toBe('done');
      expect(Array.from({ length: kept.size }, (_, i) => Array.from(kept.path(i)!))).toEqual(expected);
    }
  });

  it('"longest first" handles no path, walls at the ends and start = goal', async () => {
    expect((await collect(request(parseGrid('0 1\n1 0\n'), 'longest'))).result.listed).toBe(0);
    expect((await collect(request(parseGrid('1 0\n0 0\n'), 'longest'))).result.listed).toBe(0);
    const one = await collect({ ...request(createGrid(2, 2, 0), 'longest'), goal: 0 });
    expect(Array.from(one.kept.path(0)!)).toEqual([0]);
  });
});

describe('estimateJob (Knuth’s estimator)', () => {
  it('lands near the exact count, on open and walled grids', () => {
    for (const grid of [createGrid(7, 7, 0), createGrid(6, 9, 0), randomGrid(8, 8, 'estimate a', 0.2), randomGrid(9, 7, 'estimate b', 0.15)]) {
      const goal = grid.rows * grid.cols - 1;
      const exact = countPaths(grid, 0, goal);
      if (exact === 0n) continue;
      let walks = 0;
      const estimate = estimateJob({ grid, start: 0, goal }, () => undefined, () => walks++, 1000);
      expect(estimate.walks).toBeGreaterThanOrEqual(8);
      // The same order of magnitude: within a factor of 2 either way after hundreds of walks.
      expect(Math.abs(estimate.log10 - Math.log10(Number(exact)))).toBeLessThan(0.3);
    }
  });

  it('says there is none when there is none, and 1 for a single path', () => {
    expect(estimateJob({ grid: parseGrid('0 1\n1 0\n'), start: 0, goal: 3 }, () => undefined).log10).toBe(-Infinity);
    expect(estimateJob({ grid: parseGrid('0 0 0\n1 1 0\n'), start: 0, goal: 5 }, () => undefined).log10).toBeCloseTo(0, 10);
  });

  it('gives a size for an open 40×40 grid, which counting cannot hold: about 10^300', () => {
    let clock = 0;
    const estimate = estimateJob({ grid: createGrid(40, 40, 0), start: 0, goal: 1599 }, () => undefined, () => (clock += 10), 500);
    // log10 of the paths across an n×n open grid grows like n² · log10(1.6): about 330 here.
    expect(estimate.log10).toBeGreaterThan(280);
    expect(estimate.log10).toBeLessThan(360);
  });
});

describe('reading grid texts', () => {
  it('refuses over-limit texts from their length and first lines, before reading them', () => {
    // 5 million rows of one value: refused from the first line and the length.
    expect(screenGridText('0\n0\n0\n0\n', 10_000_000)?.message).toMatch(/about 5,000,000 rows; a grid may have at most 8,001/);
    // 10 MB on one line: refused at the row's 8,002nd value.
    expect(screenGridText('0'.repeat(65_536), 10_000_000)).toEqual({ line: 1, column: 8002, message: 'a row may hold at most 8,001 values' });
    expect(screenGridText('0', MAX_TEXT_CHARS + 1)?.message).toMatch(/characters long/);
    // A valid 4000×4000 text and the largest grid pass (the parser checks exactly).
    const row4000 = Array(4000).fill('0').join(' ') + '\n';
    expect(screenGridText(row4000.repeat(8), row4000.length * 4000)).toBeNull();
    const row4001 = Array(4001).fill('1').join(' ') + '\n';
    expect(screenGridText(row4001.repeat(8), row4001.length * 4001)).toBeNull();
    expect(screenGridText('0 0\n0 0\n', 8)).toBeNull();
  });

  it('reads a text with progress and keeps the parser\'s line and column when it is bad', async () => {
    const row = Array(700).fill('0').join(' ') + '\n';
    const text = row.repeat(800);
    expect(text.length).toBeGreaterThan(LARGE_TEXT_CHARS);
    const progress: number[] = [];
    const read = await readGridText(text, (done) => progress.push(done));
    expect(read.ok && [read.grid.rows, read.grid.cols]).toEqual([800, 700]);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(text.length);
    const bad = await readGridText(row.repeat(3) + '0 2\n', () => undefined);
    expect(bad).toEqual({ ok: false, line: 4, column: 3, message: "line 4, column 3: unexpected '2': only 0, 1 and spaces may appear" });
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
