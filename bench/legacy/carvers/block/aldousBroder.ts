import type { Random } from '../../../../src/core/random';
import { cellBlock, cellSteps, UNVISITED, type CellLayout } from './layout';
import type { CarveTrace } from '../../../../src/core/generate/trace';

/**
 * Aldous–Broder: start on a random cell and walk at random, each step to a uniformly chosen
 * neighbour, visited or not. Whenever the walk enters a cell for the first time, carve the
 * wall it came through. Stop when every cell has been entered.
 *
 * Guarantees: a perfect maze drawn uniformly from all spanning trees of the grid (Aldous 1990,
 * Broder 1989): the first-entry edges of a random walk form a uniform spanning tree.
 *
 * Cost: the walk must cover the whole grid, and the last unvisited cells are found only by
 * luck. The cover time of an n-cell grid grows like n·(log n)², a few hundred million steps
 * for 1000×1000 cells: seconds, not milliseconds. Wilson's algorithm gives the same
 * distribution much faster.
 *
 * Texture: the uniform maze, as Wilson's: no bias in any direction, many short dead ends
 * (about 29.5% of cells), a meandering solution.
 */
export function carveAldousBroder(layout: CellLayout, random: Random, trace?: CarveTrace): void {
  const { width, height } = layout;
  const { blocks } = layout.grid;
  const last = blocks.length;
  const steps = Int32Array.from(cellSteps(layout));

  const replay = trace?.replay; // a replay watches the walker's every step, carving or not
  let at = cellBlock(layout, random.int(height), random.int(width));
  blocks[at] = 0;
  trace?.carve(at);
  replay?.stepTo(at);
  let unvisited = width * height - 1;
  while (unvisited > 0) {
    // Uniform among the neighbours that exist: draw among four, ignore a draw off the grid.
    const step = steps[random.int(4)]!;
    const next = at + step;
    if (next <= 0 || next >= last || blocks[next] === 1) continue;
    replay?.stepTo(next);
    if (blocks[next] === UNVISITED) {
      blocks[at + step / 2] = 0;
      blocks[next] = 0;
      trace?.carve(at + step / 2, next);
      unvisited--;
    }
    at = next;
  }
}
