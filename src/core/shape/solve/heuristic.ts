import { centreDistance, type Topology } from '../topology';

const longestSteps = new WeakMap<Topology, number>();

/**
 * The longest distance between the centres of two neighbouring cells (computed once per
 * topology). A path of n steps spans at most n times this, so straight-line distance divided
 * by it never overestimates the steps left: an admissible (and consistent) heuristic on every
 * shape, polar included, where steps round an outer ring are longer than one unit.
 */
export function longestStep(topology: Topology): number {
  let longest = longestSteps.get(topology);
  if (longest !== undefined) return longest;
  longest = 0;
  for (let cell = 0; cell < topology.cellCount; cell++) {
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const distance = centreDistance(topology, cell, topology.neighbours[i]!);
      if (distance > longest) longest = distance;
    }
  }
  longest = longest > 0 ? longest : 1;
  longestSteps.set(topology, longest);
  return longest;
}

/** Steps from `cell` to `goal` at the least: their centres' distance over the longest step. */
export function stepsAtLeast(topology: Topology, cell: number, goal: number, longest: number): number {
  return centreDistance(topology, cell, goal) / longest;
}
