import type { Box } from './geometry/sides';
import type { Topology } from './topology';

/** Each topology's bounds once found (geometry.ts's shapeBounds): a big outline's take a pass over its cells. */
const boundsOf = new WeakMap<Topology, Box>();

export function knownShapeBounds(topology: Topology): Box | undefined {
  return boundsOf.get(topology);
}

/**
 * Keeps `bounds` as `topology`'s. The page calls it with the bounds found where a maze was made
 * (a worker): a topology that crossed to the page is a new object, whose bounds would otherwise
 * be found again on the page's thread. Apart from geometry.ts, so the page can without loading it.
 */
export function knowShapeBounds(topology: Topology, bounds: Box): void {
  boundsOf.set(topology, { ...bounds });
}
