import { polarRingSizes } from '../shapes';
import type { Topology } from '../topology';
import type { ShapeGeometry } from './shapeGeometry';
import { arc, line, setBox, type Box, type Side } from './sides';
import { cellOfSlot } from './slots';

const TAU = 2 * Math.PI;
/** Radians and units the bounds of cellsInRect are widened by, far above rounding and far below a cell. */
const SLACK = 1e-9;

/** A polar grid's rings: cells per ring and the id of each ring's first cell (firstOf[rings] = all cells). */
interface PolarLayout {
  readonly sizes: Int32Array;
  readonly firstOf: Int32Array;
}

const polarLayouts = new WeakMap<Topology, PolarLayout>();
// The last one asked for, kept at hand: a sampled picture asks once a pixel.
let lastLayout: { topology: Topology; layout: PolarLayout } | null = null;

function polarLayout(topology: Topology): PolarLayout {
  if (lastLayout?.topology === topology) return lastLayout.layout;
  let layout = polarLayouts.get(topology);
  if (!layout) {
    const sizes = polarRingSizes(topology.rows);
    const firstOf = new Int32Array(topology.rows + 1);
    for (let ring = 0; ring < topology.rows; ring++) firstOf[ring + 1] = firstOf[ring]! + sizes[ring]!;
    layout = { sizes, firstOf };
    polarLayouts.set(topology, layout);
  }
  lastLayout = { topology, layout };
  return layout;
}

function ringOf(layout: PolarLayout, slot: number): number {
  let low = 0;
  let high = layout.sizes.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (layout.firstOf[mid]! <= slot) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The angle where cell `index` of a ring of `count` begins: one expression, so shared arcs match exactly. */
function angleAt(index: number, count: number): number {
  return (index / count) * TAU;
}

/**
 * Rings one unit deep round a centre cell at the origin, each ring's cells clockwise from angle 0
 * (see polarTopology); `rows` counts the rings, the centre cell included. Slots are cell ids of
 * the whole disc. Finding a slot's ring is O(log rings).
 */
export const polarGeometry: ShapeGeometry = {
  slotCount: (topology) => polarLayout(topology).firstOf[topology.rows]!,

  /**
   * The inner arc, the radial side at the larger angle, the outer arc (one side per cell
   * outward), the radial side at the smaller angle; the centre cell: its arcs, one per cell of
   * ring 1.
   */
  forEachSide(topology: Topology, slot: number, side: Side, visit: (side: Side) => void): void {
    const layout = polarLayout(topology);
    const { sizes, firstOf } = layout;
    const rings = topology.rows;
    const ring = ringOf(layout, slot);
    const outward = (ring + 1 < rings ? sizes[ring + 1]! : 0) / (ring === 0 ? 1 : sizes[ring]!);
    const index = slot - firstOf[ring]!;
    const count = sizes[ring]!;
    if (ring > 0) {
      const parent = firstOf[ring - 1]! + Math.floor(index / (count / sizes[ring - 1]!));
      arc(side, ring, angleAt(index, count), angleAt(index + 1, count), cellOfSlot(topology, parent), visit);
      const clockwise = firstOf[ring]! + ((index + 1) % count);
      line(side, ring * Math.cos(angleAt(index + 1, count)), ring * Math.sin(angleAt(index + 1, count)), (ring + 1) * Math.cos(angleAt(index + 1, count)), (ring + 1) * Math.sin(angleAt(index + 1, count)), cellOfSlot(topology, clockwise), visit);
    }
    if (outward === 0) {
      arc(side, ring + 1, angleAt(index + 1, count), angleAt(index, count), -1, visit);
    } else {
      // Outward, one side per cell of the next ring, walked back from the larger angle.
      const next = sizes[ring + 1]!;
      for (let k = outward - 1; k >= 0; k--) {
        const child = index * outward + k;
        arc(side, ring + 1, angleAt(child + 1, next), angleAt(child, next), cellOfSlot(topology, firstOf[ring + 1]! + child), visit);
      }
    }
    if (ring > 0) {
      const counter = firstOf[ring]! + ((index - 1 + count) % count);
      line(side, (ring + 1) * Math.cos(angleAt(index, count)), (ring + 1) * Math.sin(angleAt(index, count)), ring * Math.cos(angleAt(index, count)), ring * Math.sin(angleAt(index, count)), cellOfSlot(topology, counter), visit);
    }
  },

  cellBox(topology: Topology, slot: number, out: Box): Box {
    const layout = polarLayout(topology);
    const ring = ringOf(layout, slot);
    if (ring === 0) return setBox(out, -1, -1, 1, 1);
    const count = layout.sizes[ring]!;
    const index = slot - layout.firstOf[ring]!;
    const from = angleAt(index, count);
    const to = angleAt(index + 1, count);
    setBox(out, Infinity, Infinity, -Infinity, -Infinity);
    const include = (radius: number, angle: number) => {
      const x = radius * Math.cos(angle);
      const y = radius * Math.sin(angle);
      out.minX = Math.min(out.minX, x);
      out.minY = Math.min(out.minY, y);
      out.maxX = Math.max(out.maxX, x);
      out.maxY = Math.max(out.maxY, y);
    };
    for (const radius of [ring, ring + 1]) {
      include(radius, from);
      include(radius, to);
    }
    // The outer arc bulges furthest where it crosses an axis.
    for (let quarter = Math.ceil(from / (Math.PI / 2)); quarter * (Math.PI / 2) < to; quarter++) include(ring + 1, quarter * (Math.PI / 2));
    return out;
  },

  gridBounds: ({ rows }) => ({ minX: -rows, minY: -rows, maxX: rows, maxY: rows }),

  cellAt(topology: Topology, x: number, y: number): number {
    const layout = polarLayout(topology);
    const radius = Math.sqrt(x * x + y * y);
    const ring = Math.floor(radius);
    if (ring >= topology.rows) return -1;
    if (ring === 0) return cellOfSlot(topology, 0);
    let angle = Math.atan2(y, x);
    if (angle < 0) angle += TAU;
    const count = layout.sizes[ring]!;
    const index = Math.min(count - 1, Math.floor((angle / TAU) * count));
    return cellOfSlot(topology, layout.firstOf[ring]! + index);
  },

  /** Walks the rings the box reaches and, in each, the angles it spans: the cost follows the cells in the box. */
  cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
    const { sizes, firstOf } = polarLayout(topology);
    const nearX = Math.max(box.minX, Math.min(0, box.maxX));
    const nearY = Math.max(box.minY, Math.min(0, box.maxY));
    const near = Math.hypot(nearX, nearY);
    const far = Math.hypot(Math.max(-box.minX, box.maxX), Math.max(-box.minY, box.maxY));
    // Bounds widened by a hair (SLACK): a box that only touches a cell's corner, exactly on a ring
    // or a spoke, must still list it although the corner's computed angle or radius is rounded.
    const ringFrom = Math.max(0, Math.ceil(near - 1 - SLACK));
    const ringTo = Math.min(topology.rows - 1, Math.floor(far + SLACK));
    // Seen from the centre, a box that leaves it outside spans less than half a turn: the corners' angles bound it.
    let low = 0;
    let high = TAU;
    if (near > 0) {
      const middle = Math.atan2((box.minY + box.maxY) / 2, (box.minX + box.maxX) / 2);
      let least = 0;
      let most = 0;
      for (const [x, y] of [
        [box.minX, box.minY],
        [box.maxX, box.minY],
        [box.minX, box.maxY],
        [box.maxX, box.maxY],
      ] as const) {
        let turn = Math.atan2(y, x) - middle;
        if (turn > Math.PI) turn -= TAU;
        if (turn < -Math.PI) turn += TAU;
        least = Math.min(least, turn);
        most = Math.max(most, turn);
      }
      low = middle + least - SLACK;
      high = middle + most + SLACK;
    }
    for (let ring = ringFrom; ring <= ringTo; ring++) {
      const count = sizes[ring]!;
      const first = Math.floor((low / TAU) * count);
      const last = Math.min(first + count - 1, Math.floor((high / TAU) * count));
      for (let k = first; k <= last; k++) {
        const cell = cellOfSlot(topology, firstOf[ring]! + (((k % count) + count) % count));
        if (cell >= 0) visit(cell);
      }
    }
  },
};
