import fc from 'fast-check';
import type { Grid } from '../../src/core';

/** A grid from ASCII art: '#' wall, '.' open (tests read like the maze they test). */
export function art(...lines: string[]): Grid {
  const rows = lines.length;
  const cols = lines[0]!.length;
  const cells = new Uint8Array(rows * cols);
  lines.forEach((line, r) => {
    if (line.length !== cols) throw new Error(`art: line ${r} is ragged`);
    for (let c = 0; c < cols; c++) cells[r * cols + c] = line[c] === '#' ? 1 : 0;
  });
  return { rows, cols, blocks: cells };
}

/** Random small grids with a start and goal anywhere (walls included), for property tests. */
export function arbitraryGridWithEnds(maxSide = 6, wallWeight = 0.3) {
  return fc
    .record({ rows: fc.integer({ min: 1, max: maxSide }), cols: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ rows, cols }) =>
      fc.record({
        grid: fc
          .array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: rows * cols, maxLength: rows * cols })
          .map((noise): Grid => ({ rows, cols, blocks: Uint8Array.from(noise, (x) => (x < wallWeight ? 1 : 0)) })),
        start: fc.integer({ min: 0, max: rows * cols - 1 }),
        goal: fc.integer({ min: 0, max: rows * cols - 1 }),
      }),
    );
}

/** Shortest path length in blocks by plain BFS over (row, col) pairs: the reference, not the product. */
export function referenceShortest(grid: Grid, start: number, goal: number): number | null {
  if (grid.blocks[start] !== 0 || grid.blocks[goal] !== 0) return null;
  const dist = new Map<number, number>([[start, 1]]);
  const queue = [start];
  while (queue.length > 0) {
    const p = queue.shift()!;
    if (p === goal) return dist.get(p)!;
    const r = Math.floor(p / grid.cols);
    const c = p % grid.cols;
    for (const [dr, dc] of [[0, -1], [0, 1], [-1, 0], [1, 0]] as const) {
      const nr = r + dr;
      const nc = c + dc;
      if (nr < 0 || nc < 0 || nr >= grid.rows || nc >= grid.cols) continue;
      const q = nr * grid.cols + nc;
      if (grid.blocks[q] !== 0 || dist.has(q)) continue;
      dist.set(q, dist.get(p)! + 1);
      queue.push(q);
    }
  }
  return null;
}

/** True when `path` walks from start to goal through open blocks, one orthogonal step at a time, no block twice. */
export function isSimpleWalk(grid: Grid, path: ArrayLike<number>, start: number, goal: number): boolean {
  if (path.length === 0 || path[0] !== start || path[path.length - 1] !== goal) return false;
  const seen = new Set<number>();
  for (let i = 0; i < path.length; i++) {
    const p = path[i]!;
    if (grid.blocks[p] !== 0 || seen.has(p)) return false;
    seen.add(p);
    if (i > 0) {
      const q = path[i - 1]!;
      const dr = Math.abs(Math.floor(p / grid.cols) - Math.floor(q / grid.cols));
      const dc = Math.abs((p % grid.cols) - (q % grid.cols));
      if (dr + dc !== 1) return false;
    }
  }
  return true;
}

/**
 * An open n×n grid with about `percent` of its blocks walled, the corners kept open: a fixed
 * pseudo-random pattern (a linear congruential sequence from `seed`), the same in the tests and
 * the benches that price a count.
 */
export function speckledGrid(n: number, percent: number, seed: number): Grid {
  const cells = new Uint8Array(n * n);
  let s = seed;
  for (let i = 0; i < cells.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    if (s % 100 < percent) cells[i] = 1;
  }
  cells[0] = 0;
  cells[cells.length - 1] = 0;
  return { rows: n, cols: n, blocks: cells };
}
