import type { Grid } from '../../../../src/core/grid';
import { followMarks, FREE, padGrid, REACHED, toGridIndices, toPadded, tracePath, type PaddedGrid, gridIds } from './padded';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { SearchTrace } from '../../../../src/core/solve/searchTrace';

/** Status bit of a block reached from the goal's side (the start's side leaves it clear). */
const FROM_GOAL = 8;

/**
 * Bidirectional breadth-first search: one BFS from the start and one from the goal, taking turns
 * a whole layer (one distance) at a time, always the side whose next layer is smaller. They stop
 * where they meet, having explored two small discs instead of one big one.
 *
 * Why the first meeting is a shortest path: while the two reached sets are apart, with the start's
 * side complete to distance i and the goal's to j, every path is longer than i + j (the block
 * at distance i along a shortest path would be in both sets). Expanding a layer of one side
 * reaches blocks at distance i + 1; the first of them already reached by the other side lies at
 * distance j from the goal (nearer, and the sets would have met before), so the path through it
 * has i + 1 + j steps: a shortest one. Meetings are checked as blocks are discovered.
 *
 * The two queues share one array, growing towards each other from its two ends; a block's
 * status byte carries its side and the direction it was reached by, so no distance array is
 * needed. Each block is expanded at most once, by one side (the meeting block by the side that
 * found it). No recursion.
 */
export function solveBidirectional(grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const padded = padGrid(grid);
  const { state, moves } = padded;
  const from = toPadded(padded, start);
  const to = toPadded(padded, goal);
  const queue = new Int32Array(state.length);
  const explored = recordExplored ? new Int32Array(state.length) : null;
  let exploredCount = 0;

  // The start's queue runs up from 0, the goal's down from the end: [head, tail) and (tail, head].
  let startHead = 0;
  let startTail = 0;
  let goalHead = queue.length - 1;
  let goalTail = queue.length - 1;
  queue[startTail++] = from;
  state[from] = REACHED;
  trace?.discover(from);
  if (to !== from) {
    queue[goalTail--] = to;
    state[to] = REACHED | FROM_GOAL;
    trace?.discover(to);
  }

  let meeting: { near: number; far: number } | null = null;
  if (from === to) {
    // Already there: the start is taken, as BFS takes it, and is the whole path.
    if (explored) explored[exploredCount] = from;
    trace?.expand(from);
    exploredCount++;
    meeting = { near: from, far: from };
  }
  while (meeting === null && startHead < startTail && goalHead > goalTail) {
    const fromStart = startTail - startHead <= goalHead - goalTail;
    const side = fromStart ? 0 : FROM_GOAL;
    // One whole layer: the blocks queued on this side when the layer began.
    const layer = fromStart ? startTail - startHead : goalHead - goalTail;
    for (let n = 0; n < layer && meeting === null; n++) {
      const p = fromStart ? queue[startHead++]! : queue[goalHead--]!;
      if (explored) explored[exploredCount] = p;
      if (trace) trace.expand(p);
      exploredCount++;
      for (let direction = 0; direction < 4; direction++) {
        const q = p + moves[direction as 0 | 1 | 2 | 3];
        const s = state[q]!;
        if (s === FREE) {
          state[q] = REACHED | side | direction;
          if (fromStart) queue[startTail++] = q;
          else queue[goalTail--] = q;
          if (trace) trace.discover(q);
        } else if (s >= REACHED && (s & FROM_GOAL) !== side) {
          // q waits in the other side's queue (had it been expanded, the two would have met
          // there): it is taken now, so every block on the path has been expanded.
          if (explored) explored[exploredCount] = q;
          if (trace) trace.expand(q);
          exploredCount++;
          meeting = fromStart ? { near: p, far: q } : { near: q, far: p };
          break;
        }
      }
    }
  }

  trace?.renumber(gridIds(padded));
  return {
    algorithm: 'bidirectional',
    path: meeting ? joinHalves(padded, from, to, meeting.near, meeting.far) : null,
    explored: explored ? toGridIndices(padded, explored.slice(0, exploredCount)) : null,
    exploredCount,
  };
}

/** The start's half up to `near`, then from `far` along the goal side's marks to the goal. */
function joinHalves(padded: PaddedGrid, from: number, to: number, near: number, far: number): Int32Array {
  const first = tracePath(padded, from, near);
  if (near === far) return first;
  const second = followMarks(padded, far, to);
  const path = new Int32Array(first.length + second.length);
  path.set(first);
  path.set(second, first.length);
  return path;
}
