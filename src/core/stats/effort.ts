import { createRandom } from '../random';
import { LookAhead, SIGHT } from './lookAhead';
import { distanceToGoal, startTree, type PassageGraph, type StartTree } from './passageGraph';

/**
 * How strongly the walker leans towards the goal: a way whose cells in sight come `g` closer to
 * the goal (straight-line, in cell widths) than where it stands is chosen with weight e^(LEAN·g).
 * With 1, a way that looks one cell closer is chosen about 2.7 times as often as a level one.
 */
export const LEAN = 1;

/** The model walker on one maze: how much walking it costs, and the parts of that cost. */
export interface Effort {
  /** Moves on the shortest route from start to goal. */
  readonly fewestMoves: number;
  /** The model walker's expected moves from start to goal (≥ fewestMoves). */
  readonly expectedMoves: number;
  /** Cells of the route where the walker has a wrong way it might take. */
  readonly decisions: number;
  /** Wrong ways that look at least as good as the right one from where the walker stands. */
  readonly temptingBranches: number;
}

/** The weight of the way the last look saw from `cell`: e^(LEAN · how much closer its cells in sight come). */
function weight(graph: PassageGraph, cell: number, look: LookAhead): number {
  return Math.exp(LEAN * (distanceToGoal(graph, cell) - look.nearest));
}

/**
 * The walker, exactly, on a perfect maze (the start's part of the maze is a tree, `tree` its
 * breadth-first walk): null when the goal cannot be reached.
 *
 * The walker walks depth first: at a cell it takes one of the ways it has not walked, chosen at
 * random by weight (see LEAN), never a way it sees end (lookAhead.ts), always the way it sees
 * the goal down; it walks a wrong way to its ends and back, and when a cell has no way left it
 * steps back. Choosing by weight without replacement is a Plackett–Luce order, in which a wrong
 * way b comes before the right way n with probability w_b / (w_b + w_n). On a tree every wrong
 * way off the route is a subtree walked in full (less the parts it sees end) or not at all, so
 *   expected moves = route moves + Σ over wrong ways b off the route, w_b / (w_b + w_n) · cost(b),
 * cost(b) = 2 a cell walked in b. One breadth-first pass and one pass back over it: linear time.
 * simulatedEffort walks the same walker, so the two agree (tests/core/stats.test.ts).
 */
export function exactEffort(graph: PassageGraph, tree: StartTree = startTree(graph)): Effort | null {
  const { size, offsets, targets, start, goal } = graph;
  const { parent, order, reached } = tree;
  if (parent[goal] === -1) return null;
  // Back over the tree, leaves first: a subtree's height, and what walking it costs: in and out
  // of its root, and its parts that go beyond sight (a part seen to end is never walked).
  const height = new Int32Array(size);
  // Moves, at most two a place: whole numbers that fit 32 bits, half the memory of doubles.
  const cost = new Int32Array(size);
  for (let k = reached - 1; k > 0; k--) {
    const v = order[k]!;
    const p = parent[v]!;
    cost[v] = cost[v]! + 2;
    if (height[v]! + 1 > height[p]!) height[p] = height[v]! + 1;
    if (height[v]! + 1 > SIGHT) cost[p] = cost[p]! + cost[v]!;
  }
  const look = new LookAhead(graph);
  let fewestMoves = 0;
  let wasted = 0;
  let decisions = 0;
  let temptingBranches = 0;
  // The route, goal to start: `next` is the right way out of `cell`. What a look would say is
  // read off the tree where it can be, so only cells with a wrong way to weigh are looked from:
  // a wrong way b is seen to end when height[b] + 1 ≤ SIGHT, and the goal is seen down the
  // right way when it is SIGHT steps or fewer along the route.
  for (let next = goal, cell = parent[goal]!; next !== start; next = cell, cell = parent[cell]!) {
    fewestMoves++;
    if (fewestMoves <= SIGHT) continue;
    let live = 0;
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      const b = targets[i]!;
      // The start is its own parent; every other way off the route is a child of its cell.
      if (b !== next && b !== parent[cell] && height[b]! + 1 > SIGHT) live++;
    }
    if (live === 0) continue;
    decisions++;
    look.look(cell, next, null);
    const rightWeight = weight(graph, cell, look);
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      const b = targets[i]!;
      if (b === next || b === parent[cell] || height[b]! + 1 <= SIGHT) continue;
      look.look(cell, b, null);
      const w = weight(graph, cell, look);
      wasted += (w / (w + rightWeight)) * cost[b]!;
      if (w >= rightWeight) temptingBranches++;
    }
  }
  return { fewestMoves, expectedMoves: fewestMoves + wasted, decisions, temptingBranches };
}

/** A uniform number in [0, 1) from a seeded source. */
type Uniform = () => number;

/**
 * The same walker, walked `runs` times with random choices from `seed`: its mean moves. It
 * needs no tree, so it scores braid mazes (loops), where a way can lead back to where the
 * walker has been; null when the goal cannot be reached. Each walk costs up to a few looks a
 * cell of the maze.
 */
export function simulatedMoves(graph: PassageGraph, runs: number, seed: string): number | null {
  const random = createRandom(seed);
  const uniform: Uniform = () => random.int(2 ** 32) / 2 ** 32;
  const look = new LookAhead(graph);
  let total = 0;
  for (let run = 0; run < runs; run++) {
    const moves = walkOnce(graph, look, uniform);
    if (moves === null) return null;
    total += moves;
  }
  return total / runs;
}

function walkOnce(graph: PassageGraph, look: LookAhead, uniform: Uniform): number | null {
  const { size, offsets, targets, start, goal } = graph;
  const walked = new Uint8Array(size);
  const stack = new Int32Array(size);
  const ways: number[] = [];
  const weights: number[] = [];
  stack[0] = start;
  walked[start] = 1;
  let top = 1;
  let moves = 0;
  while (top > 0) {
    const cell = stack[top - 1]!;
    if (cell === goal) return moves;
    ways.length = 0;
    weights.length = 0;
    let goalWay = -1;
    for (let i = offsets[cell]!; i < offsets[cell + 1]! && goalWay < 0; i++) {
      const b = targets[i]!;
      if (walked[b] === 1) continue;
      look.look(cell, b, walked);
      if (look.seesGoal) goalWay = b;
      else if (!look.dead) {
        ways.push(b);
        weights.push(weight(graph, cell, look));
      }
    }
    let chosen = goalWay;
    if (chosen < 0 && ways.length > 0) {
      let sum = 0;
      for (const w of weights) sum += w;
      let at = uniform() * sum;
      chosen = ways[ways.length - 1]!;
      for (let k = 0; k < ways.length; k++) {
        at -= weights[k]!;
        if (at < 0) {
          chosen = ways[k]!;
          break;
        }
      }
    }
    if (chosen < 0) {
      // Nothing left here: a step back.
      top--;
      if (top > 0) moves++;
      continue;
    }
    walked[chosen] = 1;
    stack[top++] = chosen;
    moves++;
  }
  return null;
}
