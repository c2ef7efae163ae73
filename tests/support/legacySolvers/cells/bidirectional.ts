import type { SearchTrace } from '../../../../src/core/solve/searchTrace';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { CellMaze } from '../../../../src/core/shape/cellMaze';
import { pathByParents } from './parents';

const FROM_START = 1;
const FROM_GOAL = 2;

/**
 * Bidirectional BFS on a cell graph, as on the block grid (see solve/bidirectional.ts for why
 * the first meeting gives a shortest path): a BFS from each end, a whole layer at a time, the
 * side with the smaller next layer first, stopping when a cell discovers one the other side
 * has reached. The two queues share one array from its two ends.
 */
export function solveCellsBidirectional(maze: CellMaze, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const { topology, open, start, goal } = maze;
  const { offsets, neighbours } = topology;
  const count = topology.cellCount;
  const side = new Uint8Array(count);
  const parent = new Int32Array(count).fill(-1);
  const queue = new Int32Array(count);
  const explored = recordExplored ? new Int32Array(count) : null;
  let exploredCount = 0;
  let startHead = 0;
  let startTail = 0;
  let goalHead = count - 1;
  let goalTail = count - 1;
  queue[startTail++] = start;
  side[start] = FROM_START;
  parent[start] = start;
  trace?.discover(start);
  let meeting: { near: number; far: number } | null = null;
  if (start === goal) {
    if (explored) explored[exploredCount] = start;
    trace?.expand(start);
    exploredCount++;
    meeting = { near: start, far: start };
  } else {
    queue[goalTail--] = goal;
    side[goal] = FROM_GOAL;
    parent[goal] = goal;
    trace?.discover(goal);
  }
  while (meeting === null && startHead < startTail && goalHead > goalTail) {
    const fromStart = startTail - startHead <= goalHead - goalTail;
    const mine = fromStart ? FROM_START : FROM_GOAL;
    const layer = fromStart ? startTail - startHead : goalHead - goalTail;
    for (let n = 0; n < layer && meeting === null; n++) {
      const cell = fromStart ? queue[startHead++]! : queue[goalHead--]!;
      if (explored) explored[exploredCount] = cell;
      if (trace) trace.expand(cell);
      exploredCount++;
      for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
        if (open[i] !== 1) continue;
        const next = neighbours[i]!;
        if (side[next] === 0) {
          side[next] = mine;
          parent[next] = cell;
          if (fromStart) queue[startTail++] = next;
          else queue[goalTail--] = next;
          if (trace) trace.discover(next);
        } else if (side[next] !== mine) {
          meeting = { near: cell, far: next };
          break;
        }
      }
    }
  }
  let path: Int32Array | null = null;
  if (meeting) {
    const [startSide, goalSide] = side[meeting.near] === FROM_GOAL ? [meeting.far, meeting.near] : [meeting.near, meeting.far];
    const head = pathByParents(parent, start, startSide);
    const tail = start === goal ? new Int32Array(0) : pathByParents(parent, goal, goalSide).reverse();
    path = new Int32Array(head.length + tail.length);
    path.set(head);
    path.set(tail, head.length);
  }
  return { algorithm: 'bidirectional', path, explored: explored ? explored.slice(0, exploredCount) : null, exploredCount };
}
