import type { Grid } from '../../../../src/core/grid';
import { Int32List } from '../../../../src/core/int32List';
import { FREE, padGrid, REACHED, toGridIndices, toPadded, tracePath, gridIds } from './padded';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { SearchTrace } from '../../../../src/core/solve/searchTrace';

// Status bits above the direction bits of a reached block (see padded.ts).
const CLOSED = REACHED; // expanded: its distance is final
const OPEN = REACHED | 8; // waiting in a bucket; bit 16 tells which bucket
const PARITY = 16;

/**
 * Offers block q a path through the block being expanded. A move towards the goal keeps
 * f = F: taken when q is new, or better than q's wait in the F+2 bucket. A move away gives
 * F+2: taken only when q is new. A trace, when given, hears of every block put in a bucket.
 */
function relax(
  state: Uint8Array,
  q: number,
  towards: boolean,
  here: number,
  later: number,
  direction: number,
  current: Int32List,
  next: Int32List,
  trace: SearchTrace | undefined,
): void {
  const s = state[q]!;
  if (towards) {
    if (s === FREE || (s & ~3) === later) {
      state[q] = here | direction;
      current.push(q);
      if (trace) trace.discover(q);
    }
  } else if (s === FREE) {
    state[q] = later | direction;
    next.push(q);
    if (trace) trace.discover(q);
  }
}

/**
 * A* with the Manhattan distance to the goal as heuristic; it returns a shortest path.
 *
 * Why it is fast: on a grid with unit steps, a move changes g by 1 and the Manhattan h by ±1,
 * so f = g + h either stays the same or grows by 2. The open list therefore only ever holds
 * two f values, F and F+2: two stacks ("buckets") instead of a binary heap, O(1) per push and
 * pop. Within a bucket the newest block is expanded first, which favours the deepest block
 * among equal f (the standard good tie-break: it runs straight at the goal instead of fanning
 * out along the whole f = F contour).
 *
 * The heuristic is consistent, so a block's distance is final when it is expanded. A block
 * waiting in the F+2 bucket may still be reached by an F move; it is then re-parented and
 * pushed on the F bucket, and its stale entry skipped later. Its one status byte records which
 * bucket holds it (by the parity of f/2), so no distance array is needed: memory is one byte a
 * block plus the two buckets.
 */
export function solveAstar(grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const padded = padGrid(grid);
  const { state, stride, moves } = padded;
  const [left, right, up, down] = moves;
  const from = toPadded(padded, start);
  const to = toPadded(padded, goal);
  const goalRow = Math.floor(to / stride);
  const goalCol = to - goalRow * stride;
  const inverse = 1 / stride;
  const explored = recordExplored ? new Int32List() : null;

  let current = new Int32List(); // blocks with f = F
  let next = new Int32List(); // blocks with f = F + 2
  let parity = 0; // (F / 2) & 1, as a PARITY bit
  current.push(from);
  state[from] = OPEN;
  trace?.discover(from);
  let exploredCount = 0;
  let found = false;

  for (;;) {
    if (current.size === 0) {
      if (next.size === 0) break;
      [current, next] = [next, current];
      parity ^= PARITY;
    }
    const p = current.items[--current.size]!;
    const mark = state[p]!;
    // Skip a block already expanded, or a stale F+2 entry of a block re-parented into F.
    if ((mark & ~3) !== (OPEN | parity)) continue;
    state[p] = CLOSED | (mark & 3);
    explored?.push(p);
    if (trace) trace.expand(p);
    exploredCount++;
    if (p === to) {
      found = true;
      break;
    }
    const row = Math.floor((p + 0.5) * inverse);
    const col = p - row * stride;
    const here = OPEN | parity;
    const later = OPEN | (parity ^ PARITY);
    // A move towards the goal keeps f; a move away adds 2. Tried left, right, up, down.
    relax(state, p + left, col > goalCol, here, later, 0, current, next, trace);
    relax(state, p + right, col < goalCol, here, later, 1, current, next, trace);
    relax(state, p + up, row > goalRow, here, later, 2, current, next, trace);
    relax(state, p + down, row < goalRow, here, later, 3, current, next, trace);
  }

  trace?.renumber(gridIds(padded));
  return {
    algorithm: 'astar',
    path: found ? tracePath(padded, from, to) : null,
    explored: explored ? toGridIndices(padded, explored.toArray()) : null,
    exploredCount,
  };
}
