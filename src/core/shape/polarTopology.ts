import { buildTopology, type Topology } from './topology';
import { polarRingSizes } from './shapes';

/*
 * A circular maze's own topology, apart from shapes.ts: the page's first load checks a circle's
 * rings (polarRingSizes) without making one.
 */

/** The rings round the centre of a polar topology (see circleLevels). */
export function circleRings(topology: Topology): number {
  return topology.rows - 1;
}

/**
 * R rings round a centre cell, ring by ring, each ring's cells clockwise from angle 0 (Mazes
 * for Programmers' polar grid). A cell borders its clockwise and counter-clockwise neighbours,
 * the cell inward of it, and the cells outward of it (one, or more where the next ring splits).
 * Rings are one unit apart; the centre cell sits at the origin.
 */
export function polarTopology(rings: number): Topology {
  const sizes = polarRingSizes(rings);
  const firstOf = new Int32Array(rings + 1);
  for (let ring = 0; ring < rings; ring++) firstOf[ring + 1] = firstOf[ring]! + sizes[ring]!;
  const ringOf = (cell: number): number => {
    let low = 0;
    let high = rings - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (firstOf[mid]! <= cell) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  return buildTopology(
    'polar',
    { columns: 0, rows: rings },
    firstOf[rings]!,
    // Two round the ring, one inward, and outward one or (where the next ring splits) a few.
    8,
    (cell, out, at) => {
      const ring = ringOf(cell);
      if (ring === 0) {
        out[at] = 0;
        out[at + 1] = 0;
        return;
      }
      const index = cell - firstOf[ring]!;
      const angle = ((index + 0.5) / sizes[ring]!) * 2 * Math.PI;
      out[at] = (ring + 0.5) * Math.cos(angle);
      out[at + 1] = (ring + 0.5) * Math.sin(angle);
    },
    (cell, out, at) => {
      const ring = ringOf(cell);
      const count = sizes[ring]!;
      const index = cell - firstOf[ring]!;
      if (ring > 0) {
        // Clockwise and counter-clockwise (a ring of one or two cells borders each cell once).
        if (count > 1) out[at++] = firstOf[ring]! + ((index + 1) % count);
        if (count > 2) out[at++] = firstOf[ring]! + ((index - 1 + count) % count);
        const ratio = count / sizes[ring - 1]!;
        out[at++] = firstOf[ring - 1]! + Math.floor(index / ratio);
      }
      if (ring < rings - 1) {
        const ratio = sizes[ring + 1]! / count;
        for (let k = 0; k < ratio; k++) out[at++] = firstOf[ring + 1]! + index * ratio + k;
      }
      return at;
    },
  );
}
