import type { SearchTrace } from '../../../../src/core/solve/searchTrace';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { CellMaze } from '../../../../src/core/shape/cellMaze';
import type { Topology } from '../../../../src/core/shape/topology';

const WALKED = 1;
/** Walked back out of: a dead end, or a branch leading only to dead ends. Never entered again. */
const DEAD = 2;

/**
 * How far a step from `cell` to `next` turns right of the heading (hx, hy), in (-π, π], the
 * screen's y pointing down (so a right turn is clockwise). A step straight back ranks last.
 */
function rightness(topology: Topology, cell: number, next: number, hx: number, hy: number): number {
  const { centres } = topology;
  const dx = centres[2 * next]! - centres[2 * cell]!;
  const dy = centres[2 * next + 1]! - centres[2 * cell + 1]!;
  const turn = Math.atan2(hx * dy - hy * dx, hx * dx + hy * dy);
  return turn > Math.PI - 1e-9 ? -Infinity : turn;
}

/**
 * The Trémaux walker of the block grid (see solve/tremaux.ts) on a cell graph: a person with
 * chalk who marks each cell entered, never enters a marked cell again, and walks back out of
 * dead ends marking them dead. At each cell it keeps its right hand on the wall, taking the
 * unmarked open neighbour that turns furthest right of the way it faces (by the cells' centres
 * on screen), straight back last; it starts facing right. It finds the goal whenever it can be
 * reached and walks each passage at most twice; its path is simple, not always shortest.
 */
export function solveCellsTremaux(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours, centres } = topology;
  const mark = new Uint8Array(topology.cellCount);
  const thread = new Int32Array(topology.cellCount);
  const explored = recordExplored ? new Int32Array(topology.cellCount) : null;
  let exploredCount = 1;
  let depth = 1;
  let hx = 1;
  let hy = 0;
  thread[0] = start;
  mark[start] = WALKED;
  if (explored) explored[0] = start;
  trace?.expand(start);
  let found = start === goal;
  while (!found) {
    const cell = thread[depth - 1]!;
    let best = -1;
    let bestTurn = -Infinity;
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      const next = neighbours[i]!;
      if (open[i] !== 1 || mark[next] !== 0) continue;
      const turn = rightness(topology, cell, next, hx, hy);
      if (best === -1 || turn > bestTurn) {
        best = next;
        bestTurn = turn;
      }
    }
    if (best >= 0) {
      hx = centres[2 * best]! - centres[2 * cell]!;
      hy = centres[2 * best + 1]! - centres[2 * cell + 1]!;
      mark[best] = WALKED;
      thread[depth++] = best;
      if (explored) explored[exploredCount] = best;
      if (trace) trace.expand(best);
      exploredCount++;
      found = best === goal;
      continue;
    }
    // Nowhere new to go: mark this cell dead and walk back the way it was entered.
    mark[cell] = DEAD;
    if (trace) trace.retreat(cell);
    if (--depth === 0) break;
    const back = thread[depth - 1]!;
    hx = centres[2 * back]! - centres[2 * cell]!;
    hy = centres[2 * back + 1]! - centres[2 * cell + 1]!;
  }
  return {
    algorithm: 'tremaux',
    path: found ? thread.slice(0, depth) : null,
    explored: explored ? explored.slice(0, exploredCount) : null,
    exploredCount,
  };
}
