import type { Topology } from './topology';

/** The box holding every cell centre of a topology (all zeros for no cells). */
export interface CentreBounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function centreBounds(topology: Topology): CentreBounds {
  const { centres, cellCount } = topology;
  if (cellCount === 0) return { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let cell = 0; cell < cellCount; cell++) {
    const x = centres[2 * cell]!;
    const y = centres[2 * cell + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}
