import { DOWN, LEFT, opposite, RIGHT, UP } from '../../../../src/core/fourNeighbours';
import type { Grid } from '../../../../src/core/grid';
import { FREE, padGrid, REACHED, toGridIndices, toPadded, gridIds } from './padded';
import type { SolveResult } from '../../../../src/core/solve/result';
import type { SearchTrace } from '../../../../src/core/solve/searchTrace';

/** Walked once: the block is on the thread from the entrance to the walker. */
const WALKED = REACHED;
/** Walked back out of: a dead end, or a branch that only leads to dead ends. Never entered again. */
const DEAD = REACHED | 8;

// Headings are direction numbers (fourNeighbours.ts), as padded.moves is indexed.
/** The direction on the walker's right hand, for each heading. */
const RIGHT_OF = [UP, DOWN, RIGHT, LEFT] as const;
/** The direction on the walker's left hand, for each heading. */
const LEFT_OF = [DOWN, UP, LEFT, RIGHT] as const;

/** The first unmarked open neighbour by the right-hand rule: right, straight on, left, back; -1 for none. */
function wayOut(state: Uint8Array, moves: readonly number[], p: number, heading: number): number {
  const right = RIGHT_OF[heading as 0 | 1 | 2 | 3];
  if (state[p + moves[right]!] === FREE) return right;
  if (state[p + moves[heading]!] === FREE) return heading;
  const left = LEFT_OF[heading as 0 | 1 | 2 | 3];
  if (state[p + moves[left]!] === FREE) return left;
  const back = opposite(heading);
  return state[p + moves[back]!] === FREE ? back : -1;
}

/**
 * A Trémaux-style walker (source 4): someone in the maze with a piece of chalk, not a search
 * with a map. It walks one block at a time, marks each block it enters as walked, and never
 * enters a marked block again. At a dead end it walks back, one block at a time, marking the
 * blocks it leaves as dead, until it reaches a block with an unmarked way out. The blocks
 * marked walked once, when it reaches the goal, are its thread: the path it returns.
 *
 * Guarantees: it finds the goal whenever it can be reached, walks each passage block at most
 * twice (once in, once back), and its path is simple but not necessarily shortest. It is
 * deterministic: at each block it keeps its right hand on the wall, trying a right turn,
 * straight on, a left turn and only then back, relative to the way it faces (it starts facing
 * right, into a maze whose entrance is on the left). A walker choosing neighbours in a fixed
 * compass order would make exactly DFS's moves; turning by its heading is what a person does.
 *
 * Its trace records every step it walks: expand when it steps onto a new block, retreat when
 * it walks back out of a dead block.
 */
export function solveTremaux(grid: Grid, start: number, goal: number, recordExplored: boolean, trace?: SearchTrace): SolveResult {
  const padded = padGrid(grid);
  const { state, moves } = padded;
  const from = toPadded(padded, start);
  const to = toPadded(padded, goal);
  const thread = new Int32Array(state.length);
  const explored = recordExplored ? new Int32Array(state.length) : null;
  let exploredCount = 1;
  let depth = 1;
  let heading = 1;
  thread[0] = from;
  state[from] = WALKED;
  if (explored) explored[0] = from;
  trace?.expand(from);
  let found = from === to;

  while (!found) {
    const p = thread[depth - 1]!;
    const direction = wayOut(state, moves, p, heading);
    if (direction >= 0) {
      const q = p + moves[direction]!;
      state[q] = WALKED | direction;
      thread[depth++] = q;
      heading = direction;
      if (explored) explored[exploredCount] = q;
      if (trace) trace.expand(q);
      exploredCount++;
      found = q === to;
      continue;
    }
    // Nowhere new to go: mark this block dead and walk back the way it was entered.
    state[p] = DEAD | (state[p]! & 3);
    if (trace) trace.retreat(p);
    if (--depth === 0) break;
    heading = (state[p]! & 3) ^ 1;
  }

  trace?.renumber(gridIds(padded));
  return {
    algorithm: 'tremaux',
    path: found ? toGridIndices(padded, thread.slice(0, depth)) : null,
    explored: explored ? toGridIndices(padded, explored.slice(0, exploredCount)) : null,
    exploredCount,
  };
}
