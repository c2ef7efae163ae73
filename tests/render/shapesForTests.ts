import { hexTopology, squareTopology, triangleTopology, upsilonTopology } from '../../src/core/shape/shapes';
import { polarTopology } from '../../src/core/shape/polarTopology';
import type { Topology } from '../../src/core/shape/topology';

/**
 * A topology with some slots removed, the way a mask removes cells: the kept cells renumbered
 * in slot order, their neighbours among the kept ones, and `slots` saying where each sits.
 * (The masks of the game live elsewhere; geometry must only rely on `slots`.)
 */
export function maskedTopology(full: Topology, keep: (slot: number) => boolean): Topology {
  const cellOf = new Int32Array(full.cellCount).fill(-1);
  const slots: number[] = [];
  for (let slot = 0; slot < full.cellCount; slot++)
    if (keep(slot)) {
      cellOf[slot] = slots.length;
      slots.push(slot);
    }
  const offsets = new Int32Array(slots.length + 1);
  const neighbours: number[] = [];
  const centres = new Float64Array(slots.length * 2);
  slots.forEach((slot, cell) => {
    offsets[cell] = neighbours.length;
    for (let i = full.offsets[slot]!; i < full.offsets[slot + 1]!; i++) {
      const other = cellOf[full.neighbours[i]!]!;
      if (other >= 0) neighbours.push(other);
    }
    centres[2 * cell] = full.centres[2 * slot]!;
    centres[2 * cell + 1] = full.centres[2 * slot + 1]!;
  });
  offsets[slots.length] = neighbours.length;
  return { ...full, cellCount: slots.length, offsets, neighbours: Int32Array.from(neighbours), centres, slots: Int32Array.from(slots) };
}

/** Small grids of every shape, odd and even sizes, thin ones, and masked ones (every third slot gone, or a disc's worth). */
export function smallTopologies(): { name: string; topology: Topology }[] {
  const plain: { name: string; topology: Topology }[] = [
    { name: 'square 5x4', topology: squareTopology(5, 4) },
    { name: 'square 1x3', topology: squareTopology(1, 3) },
    { name: 'hex 5x4', topology: hexTopology(5, 4) },
    { name: 'hex 4x5', topology: hexTopology(4, 5) },
    { name: 'hex 1x3', topology: hexTopology(1, 3) },
    { name: 'triangle 5x4', topology: triangleTopology(5, 4) },
    { name: 'triangle 6x3', topology: triangleTopology(6, 3) },
    { name: 'upsilon 5x4', topology: upsilonTopology(5, 4) },
    { name: 'upsilon 4x5', topology: upsilonTopology(4, 5) },
    { name: 'upsilon 1x3', topology: upsilonTopology(1, 3) },
    { name: 'upsilon 2x1', topology: upsilonTopology(2, 1) },
    { name: 'polar 1', topology: polarTopology(1) },
    { name: 'polar 2', topology: polarTopology(2) },
    { name: 'polar 5', topology: polarTopology(5) },
  ];
  const masked = plain
    .filter(({ topology }) => topology.cellCount > 6)
    .map(({ name, topology }) => ({ name: `${name} masked`, topology: maskedTopology(topology, (slot) => slot % 3 !== 1) }));
  return [...plain, ...masked];
}
