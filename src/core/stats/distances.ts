import type { PassageGraph } from './passageGraph';

/**
 * Steps along open passages from the nearest of `sources` to every node, breadth first: the
 * heat map's distances (from the start, or from the whole solution, where a dead end's depth
 * shows as how far it runs from the route). -1 where no source reaches. Linear time, one queue.
 */
export function passageDistances(graph: PassageGraph, sources: ArrayLike<number>): Int32Array {
  const { size, offsets, targets } = graph;
  const distance = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  let tail = 0;
  for (let i = 0; i < sources.length; i++) {
    const source = sources[i]!;
    if (source < 0 || source >= size || distance[source] !== -1) continue;
    distance[source] = 0;
    queue[tail++] = source;
  }
  for (let head = 0; head < tail; head++) {
    const v = queue[head]!;
    const next = distance[v]! + 1;
    for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
      const w = targets[i]!;
      if (distance[w] !== -1) continue;
      distance[w] = next;
      queue[tail++] = w;
    }
  }
  return distance;
}

/** Shades of the heat map: level 1 (nearest) to HEAT_LEVELS (farthest); 0 is a node not shaded. */
export const HEAT_LEVELS = 32;

/**
 * Distances as shades, each in proportion to the farthest reached: one byte a node, so a
 * painter colours a 16-million-block maze with one table lookup a block, in any colour scheme.
 */
export function heatLevels(distance: Int32Array): Uint8Array {
  let farthest = 0;
  for (let i = 0; i < distance.length; i++) if (distance[i]! > farthest) farthest = distance[i]!;
  const levels = new Uint8Array(distance.length);
  const scale = (HEAT_LEVELS - 1) / Math.max(1, farthest);
  for (let i = 0; i < distance.length; i++) {
    const d = distance[i]!;
    if (d >= 0) levels[i] = 1 + Math.round(d * scale);
  }
  return levels;
}
