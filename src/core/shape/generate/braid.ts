import type { Random } from '../../random';
import { openAdjacency } from '../cellMaze';
import type { Topology } from '../topology';

/** Open passages of a cell, counting an opening to the outside (the entrance or the exit) as one. */
function openings(topology: Topology, open: Uint8Array, cell: number, outside: Uint8Array): number {
  let count = outside[cell]!;
  for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) count += open[i]!;
  return count;
}

/** One byte a cell: 1 for the cells open to the outside. */
function outsideOf(topology: Topology, exits: readonly number[]): Uint8Array {
  const outside = new Uint8Array(topology.cellCount);
  for (const cell of exits) outside[cell] = 1;
  return outside;
}

function deadEndsOf(topology: Topology, open: Uint8Array, outside: Uint8Array): number[] {
  const found: number[] = [];
  for (let cell = 0; cell < topology.cellCount; cell++) if (openings(topology, open, cell, outside) === 1) found.push(cell);
  return found;
}

/** Every dead end: a cell with exactly one opening. */
export function cellDeadEnds(topology: Topology, open: Uint8Array, exits: readonly number[] = []): number[] {
  return deadEndsOf(topology, open, outsideOf(topology, exits));
}

/**
 * Braiding on any topology, as on squares: dead ends in random order, each still a dead end
 * gets one closed wall to a neighbour opened, a neighbour that is itself a dead end when there
 * is one (one opening then removes two). Opening a wall never makes a dead end, so the count
 * only falls; it stops once round(fraction × dead ends) are gone, so fraction 1 leaves none
 * (in a topology where every cell has two neighbours or more). `exits` are cells open to the
 * outside (the entrance and exit), which keeps them from counting as dead ends. No wall of a
 * `locked` cell opens (a weave's over cells: a passage into one would cross its tunnel).
 */
export function braidCells(topology: Topology, open: Uint8Array, fraction: number, random: Random, exits: readonly number[] = [], locked?: Uint8Array): void {
  if (fraction <= 0) return;
  const outside = outsideOf(topology, exits);
  const ends = deadEndsOf(topology, open, outside);
  const target = Math.round(fraction * ends.length);
  let removed = 0;
  const closed: number[] = [];
  const deadEndNeighbours: number[] = [];
  for (let i = 0; i < ends.length && removed < target; i++) {
    const j = i + random.int(ends.length - i);
    const cell = ends[j]!;
    ends[j] = ends[i]!;
    if (openings(topology, open, cell, outside) !== 1) continue;
    closed.length = 0;
    deadEndNeighbours.length = 0;
    for (let at = topology.offsets[cell]!; at < topology.offsets[cell + 1]!; at++) {
      if (open[at] || locked?.[topology.neighbours[at]!]) continue;
      closed.push(at);
      if (openings(topology, open, topology.neighbours[at]!, outside) === 1) deadEndNeighbours.push(at);
    }
    const choices = deadEndNeighbours.length > 0 ? deadEndNeighbours : closed;
    if (choices.length === 0) continue; // a cell with a single neighbour stays a dead end
    removed += deadEndNeighbours.length > 0 ? 2 : 1;
    openAdjacency(topology, open, cell, choices[random.int(choices.length)]!);
  }
}
