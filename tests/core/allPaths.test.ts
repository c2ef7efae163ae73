import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGrid, type Grid } from '../../src/core/grid';
import { allPaths, type PathOrder } from '../../src/core/paths/allPaths';
import { formatPath } from '../../src/core/paths/formatPath';
import { art, isSimpleWalk } from '../support/grids';

// ---------------------------------------------------------------------------------------------
// References: the source's two searches written the plain way, over (row, col) with bounds
// checks, neighbours in the source's order left, right, up, down. Not the product's code.
// ---------------------------------------------------------------------------------------------

const STEPS = [
  [0, -1],
  [0, 1],
  [-1, 0],
  [1, 0],
] as const;

function neighbours(grid: Grid, block: number): number[] {
  const r = Math.floor(block / grid.cols);
  const c = block % grid.cols;
  const result: number[] = [];
  for (const [dr, dc] of STEPS) {
    const nr = r + dr;
    const nc = c + dc;
    if (nr < 0 || nc < 0 || nr >= grid.rows || nc >= grid.cols) continue;
    if (grid.blocks[nr * grid.cols + nc] === 0) result.push(nr * grid.cols + nc);
  }
  return result;
}

/** Recursive depth-first search: report a path when it reaches the goal, never extend past it. */
function referenceDfs(grid: Grid, start: number, goal: number): number[][] {
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) return [];
  const found: number[][] = [];
  const path = [start];
  const onPath = new Set([start]);
  const walk = (block: number): void => {
    if (block === goal) {
      found.push([...path]);
      return;
    }
    for (const next of neighbours(grid, block)) {
      if (onPath.has(next)) continue;
      path.push(next);
      onPath.add(next);
      walk(next);
      onPath.delete(next);
      path.pop();
    }
  };
  walk(start);
  return found;
}

/** The source's BFS, literally: a FIFO queue of partial paths; an extension reaching the goal is reported, not queued. */
function referenceBfs(grid: Grid, start: number, goal: number): number[][] {
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) return [];
  if (start === goal) return [[start]];
  const found: number[][] = [];
  const queue: number[][] = [[start]];
  for (let head = 0; head < queue.length; head++) {
    const partial = queue[head]!;
    for (const next of neighbours(grid, partial[partial.length - 1]!)) {
      if (partial.includes(next)) continue;
      const extended = [...partial, next];
      if (next === goal) found.push(extended);
      else queue.push(extended);
    }
  }
  return found;
}

function list(grid: Grid, start: number, goal: number, order?: PathOrder): number[][] {
  return Array.from(allPaths(grid, start, goal, order), (path) => Array.from(path));
}

function count(grid: Grid, start: number, goal: number, order?: PathOrder): number {
  const paths = allPaths(grid, start, goal, order);
  let n = 0;
  while (!paths.next().done) n++;
  return n;
}

/** Flat index from (row, col), so expected listings read like the source's output. */
const at = (cols: number) => (row: number, col: number) => row * cols + col;

describe('allPaths: the source example (SEEDS.md §3)', () => {
  const grid = art(
    '...#', //
    '....',
    '..#.',
  );
  const b = at(4);
  const start = b(0, 0);
  const goal = b(2, 3);

  // Worked out by hand. The goal (2,3) is entered only from (1,3), and (1,3) only from (1,2),
  // so every path ends (1,2)->(1,3)->(2,3); trying left, right, up, down from (0,0) gives:
  const P1 = [b(0, 0), b(0, 1), b(0, 2), b(1, 2), b(1, 3), b(2, 3)];
  const P2 = [b(0, 0), b(0, 1), b(1, 1), b(1, 2), b(1, 3), b(2, 3)];
  const P3 = [b(0, 0), b(1, 0), b(1, 1), b(1, 2), b(1, 3), b(2, 3)];
  const P4 = [b(0, 0), b(1, 0), b(1, 1), b(0, 1), b(0, 2), b(1, 2), b(1, 3), b(2, 3)];
  const P5 = [b(0, 0), b(1, 0), b(2, 0), b(2, 1), b(1, 1), b(1, 2), b(1, 3), b(2, 3)];
  const P6 = [b(0, 0), b(1, 0), b(2, 0), b(2, 1), b(1, 1), b(0, 1), b(0, 2), b(1, 2), b(1, 3), b(2, 3)];

  it('has exactly 6 paths, the first as the source prints it', () => {
    const paths = list(grid, start, goal);
    expect(paths).toHaveLength(6);
    expect(formatPath(1, paths[0]!, 4)).toBe('Path 1   :->(0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)');
  });

  it('lists them in DFS order', () => {
    expect(list(grid, start, goal, 'dfs')).toEqual([P1, P2, P3, P4, P5, P6]);
    expect(list(grid, start, goal)).toEqual([P1, P2, P3, P4, P5, P6]);
    expect(referenceDfs(grid, start, goal)).toEqual([P1, P2, P3, P4, P5, P6]);
  });

  it('lists them in BFS order (here DFS order is already shortest first)', () => {
    expect(list(grid, start, goal, 'bfs')).toEqual([P1, P2, P3, P4, P5, P6]);
    expect(referenceBfs(grid, start, goal)).toEqual([P1, P2, P3, P4, P5, P6]);
  });

  it('prints the whole listing in the source format', () => {
    const lines = list(grid, start, goal).map((path, i) => formatPath(i + 1, path, 4));
    expect(lines).toEqual([
      'Path 1   :->(0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)',
      'Path 2   :->(0,0)->(0,1)->(1,1)->(1,2)->(1,3)->(2,3)',
      'Path 3   :->(0,0)->(1,0)->(1,1)->(1,2)->(1,3)->(2,3)',
      'Path 4   :->(0,0)->(1,0)->(1,1)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)',
      'Path 5   :->(0,0)->(1,0)->(2,0)->(2,1)->(1,1)->(1,2)->(1,3)->(2,3)',
      'Path 6   :->(0,0)->(1,0)->(2,0)->(2,1)->(1,1)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)',
    ]);
  });
});

describe('allPaths: orders', () => {
  it('DFS tries right before down, BFS puts the shorter path first (open 2×2, (0,0) to (1,0))', () => {
    const grid = art('..', '..');
    const b = at(2);
    const around = [b(0, 0), b(0, 1), b(1, 1), b(1, 0)];
    const straight = [b(0, 0), b(1, 0)];
    expect(list(grid, b(0, 0), b(1, 0), 'dfs')).toEqual([around, straight]);
    expect(list(grid, b(0, 0), b(1, 0), 'bfs')).toEqual([straight, around]);
  });

  it('BFS keeps DFS order among paths of equal length (open 3×3 corner to corner)', () => {
    const grid = createGrid(3, 3, 0);
    const bfs = list(grid, 0, 8, 'bfs');
    const dfs = list(grid, 0, 8, 'dfs');
    expect(bfs).toHaveLength(12);
    const stable = [...dfs].sort((p, q) => p.length - q.length); // Array.prototype.sort is stable
    expect(bfs).toEqual(stable);
  });
});

describe('allPaths: counts (OEIS A007764)', () => {
  it.each([
    [1, 1],
    [2, 2],
    [3, 12],
    [4, 184],
    [5, 8512],
  ])('open %i×%i corner to corner: %i paths in both orders', (n, expected) => {
    const grid = createGrid(n, n, 0);
    expect(count(grid, 0, n * n - 1, 'dfs')).toBe(expected);
    expect(count(grid, 0, n * n - 1, 'bfs')).toBe(expected);
  });
});

describe('allPaths: edge cases', () => {
  it('start === goal gives the one path [start]', () => {
    const grid = art('...', '.#.');
    expect(list(grid, 2, 2)).toEqual([[2]]);
    expect(list(grid, 2, 2, 'bfs')).toEqual([[2]]);
  });

  it('a start or goal on a wall gives no paths', () => {
    const grid = art('.#.', '...');
    expect(list(grid, 1, 0)).toEqual([]);
    expect(list(grid, 0, 1, 'bfs')).toEqual([]);
    expect(list(grid, 1, 1)).toEqual([]);
  });

  it('no way out gives no paths', () => {
    const grid = art('.#.', '.#.');
    expect(list(grid, 0, 2)).toEqual([]);
    expect(list(grid, 0, 5, 'bfs')).toEqual([]);
  });

  it('rejects blocks outside the grid', () => {
    const grid = createGrid(2, 3, 0);
    expect(() => allPaths(grid, -1, 0)).toThrow(RangeError);
    expect(() => allPaths(grid, 0, 6)).toThrow(RangeError);
    expect(() => allPaths(grid, 0.5, 5)).toThrow(RangeError);
    expect(() => allPaths(grid, 0, Number.NaN, 'bfs')).toThrow(RangeError);
  });

  it('yields separate arrays that later paths never overwrite', () => {
    const grid = createGrid(4, 4, 0);
    const kept = Array.from(allPaths(grid, 0, 15));
    expect(new Set(kept).size).toBe(184);
    expect(kept.map((p) => Array.from(p))).toEqual(referenceDfs(grid, 0, 15));
    kept[0]![0] = 99; // writing one path leaves the others alone
    expect(kept[1]![0]).toBe(0);
  });

  it('is lazy: the first paths of an open 7×7 grid (575,780,564 in all) come at once', () => {
    const grid = createGrid(7, 7, 0);
    for (const order of ['dfs', 'bfs'] as const) {
      const paths = allPaths(grid, 0, 48, order);
      for (let i = 0; i < 1000; i++) expect(paths.next().done).toBe(false);
    }
  });

  it('walks a 1000×1000 serpentine (one path of 500,500 blocks) without recursion', () => {
    const n = 1000;
    const grid = createGrid(n, n, 1);
    for (let r = 0; r < n; r += 2) grid.blocks.fill(0, r * n, r * n + n); // open every even row
    for (let r = 1; r < n; r += 2) grid.blocks[r * n + (r % 4 === 1 ? n - 1 : 0)] = 0; // link them, alternating ends
    const goal = (n - 1) * n; // row 999 is a link at column 0: the far end of the snake
    const open = grid.blocks.reduce((sum, cell) => sum + (cell === 0 ? 1 : 0), 0);
    expect(open).toBe(500_500);
    for (const order of ['dfs', 'bfs'] as const) {
      const paths = Array.from(allPaths(grid, 0, goal, order));
      expect(paths).toHaveLength(1);
      expect(paths[0]!.length).toBe(open);
    }
  });

  it('finds the first path of an open 1000×1000 grid in both orders', () => {
    const n = 1000;
    const grid = createGrid(n, n, 0);
    const dfs = allPaths(grid, 0, n * n - 1, 'dfs').next();
    expect(dfs.done).toBe(false);
    expect(isSimpleWalk(grid, dfs.value!, 0, n * n - 1)).toBe(true);
    const bfs = allPaths(grid, 0, n * n - 1, 'bfs').next();
    expect(bfs.value!.length).toBe(2 * n - 1); // a shortest path comes first
  });
});

describe('formatPath', () => {
  it('left-aligns the number in 4 characters, and longer numbers just run on', () => {
    expect(formatPath(1, [0, 1], 4)).toBe('Path 1   :->(0,0)->(0,1)');
    expect(formatPath(42, [5], 4)).toBe('Path 42  :->(1,1)');
    expect(formatPath(999, [5], 4)).toBe('Path 999 :->(1,1)');
    expect(formatPath(1000, [5], 4)).toBe('Path 1000:->(1,1)');
    expect(formatPath(12345, [11], 4)).toBe('Path 12345:->(2,3)');
  });
});

/**
 * Random grids with a start and goal anywhere (walls included). Each block is a wall with
 * probability `wallPercent`%: the integers are drawn without fast-check's bias towards small
 * values, which would otherwise make most grids nearly all wall.
 */
function gridsWithEnds(minSide: number, maxSide: number, wallPercent: number) {
  return fc
    .record({ rows: fc.integer({ min: minSide, max: maxSide }), cols: fc.integer({ min: minSide, max: maxSide }) })
    .chain(({ rows, cols }) =>
      fc.record({
        grid: fc
          .array(fc.noBias(fc.integer({ min: 0, max: 99 })), { minLength: rows * cols, maxLength: rows * cols })
          .map((dice): Grid => ({ rows, cols, blocks: Uint8Array.from(dice, (d) => (d < wallPercent ? 1 : 0)) })),
        start: fc.noBias(fc.integer({ min: 0, max: rows * cols - 1 })),
        goal: fc.noBias(fc.integer({ min: 0, max: rows * cols - 1 })),
      }),
    );
}

describe('allPaths: properties over random small grids', () => {
  // Up to 5×5 (1×N and N×1 included), from mostly open to mostly wall.
  const grids = fc.oneof(gridsWithEnds(1, 5, 10), gridsWithEnds(1, 5, 25), gridsWithEnds(1, 5, 45));
  // Thin grids get their own run: they are where an off-by-one in the padding would hide.
  const thin = fc
    .record({ long: fc.integer({ min: 1, max: 12 }), across: fc.boolean() })
    .chain(({ long, across }) =>
      fc.record({
        grid: fc
          .array(fc.boolean(), { minLength: long, maxLength: long })
          .map((walls): Grid => ({
            rows: across ? 1 : long,
            cols: across ? long : 1,
            blocks: Uint8Array.from(walls, (w) => (w ? 1 : 0)),
          })),
        start: fc.integer({ min: 0, max: long - 1 }),
        goal: fc.integer({ min: 0, max: long - 1 }),
      }),
    );

  it('DFS order equals the recursive reference DFS', () => {
    fc.assert(
      fc.property(grids, ({ grid, start, goal }) => {
        expect(list(grid, start, goal, 'dfs')).toEqual(referenceDfs(grid, start, goal));
      }),
      { numRuns: 1000 },
    );
  });

  it('BFS order equals the literal FIFO-queue BFS', () => {
    fc.assert(
      fc.property(grids, ({ grid, start, goal }) => {
        expect(list(grid, start, goal, 'bfs')).toEqual(referenceBfs(grid, start, goal));
      }),
      { numRuns: 1000 },
    );
  });

  it('open grids (no walls) match both references', () => {
    fc.assert(
      fc.property(gridsWithEnds(1, 4, 0), ({ grid, start, goal }) => {
        expect(list(grid, start, goal, 'dfs')).toEqual(referenceDfs(grid, start, goal));
        expect(list(grid, start, goal, 'bfs')).toEqual(referenceBfs(grid, start, goal));
      }),
      { numRuns: 200 },
    );
  });

  it('1×N and N×1 grids match both references', () => {
    fc.assert(
      fc.property(thin, ({ grid, start, goal }) => {
        expect(list(grid, start, goal, 'dfs')).toEqual(referenceDfs(grid, start, goal));
        expect(list(grid, start, goal, 'bfs')).toEqual(referenceBfs(grid, start, goal));
      }),
      { numRuns: 300 },
    );
  });

  it('on 6×6 and 7×7 grids too, BFS order is DFS order stably sorted by length', () => {
    // Bigger grids reach the length and room prunes of the shortest-first search, which small
    // grids mostly skip (few blocks left to go). Listings of over 20,000 paths are skipped.
    fc.assert(
      fc.property(gridsWithEnds(6, 7, 15), ({ grid, start, goal }) => {
        const dfs: number[][] = [];
        for (const path of allPaths(grid, start, goal, 'dfs')) {
          if (dfs.push(Array.from(path)) > 20_000) return;
        }
        const stable = [...dfs].sort((p, q) => p.length - q.length); // sort is stable
        expect(list(grid, start, goal, 'bfs')).toEqual(stable);
      }),
      { numRuns: 100 },
    );
  });

  it('every path is a simple walk, both orders give the same set, and the grid is untouched', () => {
    fc.assert(
      fc.property(grids, ({ grid, start, goal }) => {
        const before = grid.blocks.slice();
        const dfs = list(grid, start, goal, 'dfs');
        const bfs = list(grid, start, goal, 'bfs');
        for (const path of dfs) expect(isSimpleWalk(grid, path, start, goal)).toBe(true);
        const key = (p: number[]) => p.join(',');
        expect(new Set(dfs.map(key)).size).toBe(dfs.length);
        expect([...bfs.map(key)].sort()).toEqual([...dfs.map(key)].sort());
        expect(grid.blocks).toEqual(before);
      }),
      { numRuns: 800 },
    );
  });
});
