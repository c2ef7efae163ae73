import type { Topology } from '../topology';

const longestSteps = new WeakMap<Topology, number>();

/**
 * The length of (dx, dy), plainly: no branches, one square root. A few ulps from Math.hypot's
 * (whose bits centreDistance keeps for greedy search's order), which the heuristic's slack
 * (wholeSteps) covers many times over; this file's loops run it once a cell or an adjacency.
 */
function straightLine(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

/**
 * The longest distance between the centres of two neighbouring cells (computed once per
 * topology). Centres are about one unit apart on every shape, but not exactly: polar steps
 * round an outer ring are up to about 1.5, and √3 puts hex steps an ulp over 1. A path of n
 * steps spans at most n times this, so the straight line over it never overestimates.
 */
export function longestStep(topology: Topology): number {
  let longest = longestSteps.get(topology);
  if (longest !== undefined) return longest;
  const { cellCount, offsets, neighbours, centres } = topology;
  longest = 0;
  for (let cell = 0; cell < cellCount; cell++) {
    const x = centres[2 * cell]!;
    const y = centres[2 * cell + 1]!;
    for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) {
      const next = neighbours[i]!;
      const distance = straightLine(x - centres[2 * next]!, y - centres[2 * next + 1]!);
      if (distance > longest) longest = distance;
    }
  }
  longest = longest > 0 ? longest : 1;
  longestSteps.set(topology, longest);
  return longest;
}

/**
 * Whole steps at the least along a straight line of `distance`, when no step is longer than
 * `longest`: distance / longest rounded up, since a path has a whole number of steps. It is
 * admissible (never over the true count) and consistent (one step changes it by at most 1),
 * and tighter than the fraction.
 *
 * The fraction x is lowered by a billionth of itself before rounding up. Computed lines are a
 * few ulps off (about 1e-12 on the largest maze allowed, under 1e-10 for any x below 100,000),
 * so without it a distance of exactly n steps, computed a hair long, would count n + 1; and two
 * neighbours' fractions, which differ by at most 1 exactly, might differ by 1 + 1e-12 once
 * computed and round two apart. Lowering x by x / 10^9 shrinks that difference by 1e-9, more
 * than any rounding, so consistency holds exactly (A* relies on it to never reopen a cell); it
 * costs a step only where x sits within a billionth of a whole number from above.
 */
function wholeSteps(distance: number, longest: number): number {
  const steps = distance / longest;
  return Math.ceil(steps - steps * 1e-9);
}

/** Steps from `cell` to `goal` at the least: A*'s h (see wholeSteps). */
export function stepsAtLeast(topology: Topology, cell: number, goal: number, longest: number): number {
  const { centres } = topology;
  return wholeSteps(straightLine(centres[2 * cell]! - centres[2 * goal]!, centres[2 * cell + 1]! - centres[2 * goal + 1]!), longest);
}

/** The most steps a table entry holds: beyond it, h says "at least this many" and stays true. */
const MOST_STEPS = 0xffff;

/**
 * stepsAtLeast of every cell to `goal`, in one pass in cell order. A* reads it as it goes: a
 * lookup in the search loop instead of a square root and two divisions on its critical path,
 * and one pass over the centres in memory order instead of a jump per cell reached. Two bytes
 * a cell (the search waits on memory): an h over 65,535 steps, which no maze within the size
 * limits reaches, is held at 65,535, which keeps it admissible and consistent.
 */
export function stepsLeftTable(topology: Topology, goal: number): Uint16Array {
  const longest = longestStep(topology);
  const { cellCount, centres } = topology;
  const goalX = centres[2 * goal]!;
  const goalY = centres[2 * goal + 1]!;
  const table = new Uint16Array(cellCount);
  for (let cell = 0; cell < cellCount; cell++) table[cell] = Math.min(MOST_STEPS, wholeSteps(straightLine(centres[2 * cell]! - goalX, centres[2 * cell + 1]! - goalY), longest));
  return table;
}
