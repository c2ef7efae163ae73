import { polarRingSizes } from './shapes';
import { slotOf, type Topology } from './topology';

/**
 * The geometry of a topology's cells, from the grid it was laid out on (see shapes.ts for the
 * centres it must agree with): each cell's outline side by side, the bounds of the whole shape,
 * the cell under a point and the cells meeting a rectangle. Units are the topology's (y down,
 * as on screen). Nothing here allocates per cell: a drawer walks a million outlines through one
 * reused Side record.
 *
 * Outlines run clockwise on screen, so a side two cells share is walked once each way: the same
 * two endpoints, reversed (polar: the same arc, its angles swapped). The neighbour across a side
 * is found from the grid's slots, never from the CSR order, so a masked topology reports -1
 * where the cell across was removed.
 */

/** A rectangle in topology units. */
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * One side of a cell's outline: a segment from (x0, y0) to (x1, y1), or (polar) an arc of a
 * circle round the origin of `radius`, from angle `from` to angle `to` (radians, y down: a
 * growing angle turns clockwise on screen), whose ends are (x0, y0) and (x1, y1).
 */
export interface Side {
  arc: boolean;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  radius: number;
  from: number;
  to: number;
  /** The cell across this side, or -1 on the shape's border. */
  neighbour: number;
  /** Where this side comes in the cell's outline: 0, 1, 2, … */
  index: number;
}

export function newSide(): Side {
  return { arc: false, x0: 0, y0: 0, x1: 0, y1: 0, radius: 0, from: 0, to: 0, neighbour: -1, index: 0 };
}

const SQRT3 = Math.sqrt(3);
const TAU = 2 * Math.PI;
/** Hex side (flat-top hexagons, see hexTopology): neighbouring centres one unit apart. */
const HEX_SIDE = 1 / SQRT3;
/** Half a triangle's side (see triangleTopology: side √3, rows 1.5 apart). */
const TRIANGLE_HALF = SQRT3 / 2;
const TRIANGLE_RISE = 1.5;

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

/** Slots in the grid a topology was laid out on (polar: every cell of the whole disc). */
export function slotCount(topology: Topology): number {
  return topology.shape === 'polar' ? polarLayout(topology).firstOf[topology.rows]! : topology.columns * topology.rows;
}

const cellsOfSlots = new WeakMap<Topology, Int32Array>();
let lastCells: { topology: Topology; cells: Int32Array } | null = null;

/** The cell in grid slot `slot`, or -1 where a mask removed it or the slot is off the grid. */
export function cellOfSlot(topology: Topology, slot: number): number {
  const slots = topology.slots;
  if (!slots) return slot >= 0 && slot < topology.cellCount ? slot : -1;
  if (lastCells?.topology === topology) return slot >= 0 && slot < lastCells.cells.length ? lastCells.cells[slot]! : -1;
  let cells = cellsOfSlots.get(topology);
  if (!cells) {
    cells = new Int32Array(slotCount(topology)).fill(-1);
    for (let cell = 0; cell < slots.length; cell++) cells[slots[cell]!] = cell;
    cellsOfSlots.set(topology, cells);
  }
  lastCells = { topology, cells };
  return slot >= 0 && slot < cells.length ? cells[slot]! : -1;
}

/** The cell at (row, col) of a grid shape, -1 off the grid or masked out. */
function cellAtSlot(topology: Topology, row: number, col: number): number {
  if (row < 0 || col < 0 || row >= topology.rows || col >= topology.columns) return -1;
  return cellOfSlot(topology, row * topology.columns + col);
}

function line(side: Side, x0: number, y0: number, x1: number, y1: number, neighbour: number, visit: (side: Side) => void): void {
  side.arc = false;
  side.x0 = x0;
  side.y0 = y0;
  side.x1 = x1;
  side.y1 = y1;
  side.neighbour = neighbour;
  visit(side);
  side.index++;
}

function arc(side: Side, radius: number, from: number, to: number, neighbour: number, visit: (side: Side) => void): void {
  side.arc = true;
  side.radius = radius;
  side.from = from;
  side.to = to;
  side.x0 = radius * Math.cos(from);
  side.y0 = radius * Math.sin(from);
  side.x1 = radius * Math.cos(to);
  side.y1 = radius * Math.sin(to);
  side.neighbour = neighbour;
  visit(side);
  side.index++;
}

const scratch = newSide();

/**
 * Calls `visit` with each side of `cell`'s outline in turn, clockwise on screen, the end of one
 * side the start of the next. The Side passed is one record, overwritten for every side (pass
 * your own `into` when visiting sides of another cell from inside `visit`): copy what you keep.
 * Square: top, right, bottom, left. Hex: north, north-east, south-east, south, south-west,
 * north-west. Triangle pointing up: right, base, left; pointing down: top, right, left. Polar:
 * the inner arc, the radial side at the larger angle, the outer arc (one side per cell outward),
 * the radial side at the smaller angle; the centre cell: its arcs, one per cell of ring 1.
 */
export function forEachSide(topology: Topology, cell: number, visit: (side: Side) => void, into: Side = scratch): void {
  const side = into;
  side.index = 0;
  const slot = slotOf(topology, cell);
  if (topology.shape === 'polar') return polarSides(topology, slot, side, visit);
  const columns = topology.columns;
  const row = Math.floor(slot / columns);
  const col = slot - row * columns;
  if (topology.shape === 'square') {
    line(side, col, row, col + 1, row, cellAtSlot(topology, row - 1, col), visit);
    line(side, col + 1, row, col + 1, row + 1, cellAtSlot(topology, row, col + 1), visit);
    line(side, col + 1, row + 1, col, row + 1, cellAtSlot(topology, row + 1, col), visit);
    line(side, col, row + 1, col, row, cellAtSlot(topology, row, col - 1), visit);
  } else if (topology.shape === 'hex') {
    const s = HEX_SIDE;
    const odd = col % 2 === 1;
    const cx = s + col * 1.5 * s;
    const cy = 0.5 + row + (odd ? 0.5 : 0);
    const northRow = odd ? row : row - 1;
    const top = cy - 0.5;
    const bottom = cy + 0.5;
    line(side, cx - s / 2, top, cx + s / 2, top, cellAtSlot(topology, row - 1, col), visit);
    line(side, cx + s / 2, top, cx + s, cy, cellAtSlot(topology, northRow, col + 1), visit);
    line(side, cx + s, cy, cx + s / 2, bottom, cellAtSlot(topology, northRow + 1, col + 1), visit);
    line(side, cx + s / 2, bottom, cx - s / 2, bottom, cellAtSlot(topology, row + 1, col), visit);
    line(side, cx - s / 2, bottom, cx - s, cy, cellAtSlot(topology, northRow + 1, col - 1), visit);
    line(side, cx - s, cy, cx - s / 2, top, cellAtSlot(topology, northRow, col - 1), visit);
  } else {
    const h = TRIANGLE_HALF;
    const top = row * TRIANGLE_RISE;
    const bottom = top + TRIANGLE_RISE;
    const left = cellAtSlot(topology, row, col - 1);
    const right = cellAtSlot(topology, row, col + 1);
    if ((row + col) % 2 === 0) {
      line(side, (col + 1) * h, top, (col + 2) * h, bottom, right, visit);
      line(side, (col + 2) * h, bottom, col * h, bottom, cellAtSlot(topology, row + 1, col), visit);
      line(side, col * h, bottom, (col + 1) * h, top, left, visit);
    } else {
      line(side, col * h, top, (col + 2) * h, top, cellAtSlot(topology, row - 1, col), visit);
      line(side, (col + 2) * h, top, (col + 1) * h, bottom, right, visit);
      line(side, (col + 1) * h, bottom, col * h, top, left, visit);
    }
  }
}

function polarSides(topology: Topology, slot: number, side: Side, visit: (side: Side) => void): void {
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
}

/** The box round one cell's outline, written into `out`. */
export function cellBox(topology: Topology, cell: number, out: Box): Box {
  const slot = slotOf(topology, cell);
  if (topology.shape === 'polar') return polarBox(topology, slot, out);
  const row = Math.floor(slot / topology.columns);
  const col = slot - row * topology.columns;
  if (topology.shape === 'square') return setBox(out, col, row, col + 1, row + 1);
  if (topology.shape === 'hex') {
    const cx = HEX_SIDE + col * 1.5 * HEX_SIDE;
    const cy = 0.5 + row + (col % 2 === 1 ? 0.5 : 0);
    return setBox(out, cx - HEX_SIDE, cy - 0.5, cx + HEX_SIDE, cy + 0.5);
  }
  return setBox(out, col * TRIANGLE_HALF, row * TRIANGLE_RISE, (col + 2) * TRIANGLE_HALF, (row + 1) * TRIANGLE_RISE);
}

function setBox(out: Box, minX: number, minY: number, maxX: number, maxY: number): Box {
  out.minX = minX;
  out.minY = minY;
  out.maxX = maxX;
  out.maxY = maxY;
  return out;
}

function polarBox(topology: Topology, slot: number, out: Box): Box {
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
}

const boundsOf = new WeakMap<Topology, Box>();

/** The box round every cell's outline (a masked topology: round the cells it kept). */
export function shapeBounds(topology: Topology): Box {
  const known = boundsOf.get(topology);
  if (known) return { ...known };
  const { columns, rows } = topology;
  let bounds: Box;
  if (topology.slots) {
    bounds = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    const box: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    for (let cell = 0; cell < topology.cellCount; cell++) {
      cellBox(topology, cell, box);
      bounds.minX = Math.min(bounds.minX, box.minX);
      bounds.minY = Math.min(bounds.minY, box.minY);
      bounds.maxX = Math.max(bounds.maxX, box.maxX);
      bounds.maxY = Math.max(bounds.maxY, box.maxY);
    }
  } else if (topology.shape === 'square') bounds = { minX: 0, minY: 0, maxX: columns, maxY: rows };
  else if (topology.shape === 'hex') bounds = { minX: 0, minY: 0, maxX: 2 * HEX_SIDE + 1.5 * HEX_SIDE * (columns - 1), maxY: rows + (columns > 1 ? 0.5 : 0) };
  else if (topology.shape === 'triangle') bounds = { minX: 0, minY: 0, maxX: (columns + 1) * TRIANGLE_HALF, maxY: rows * TRIANGLE_RISE };
  else bounds = { minX: -rows, minY: -rows, maxX: rows, maxY: rows };
  boundsOf.set(topology, bounds);
  return { ...bounds };
}

/**
 * The cell whose outline holds (x, y), or -1 outside the shape (or in a masked-out cell).
 * O(1) for grid shapes (slot arithmetic), O(log rings) for polar. A point on a side shared by
 * two cells goes to one of them.
 */
export function cellAt(topology: Topology, x: number, y: number): number {
  if (topology.shape === 'square') return cellAtSlot(topology, Math.floor(y), Math.floor(x));
  if (topology.shape === 'hex') return hexCellAt(topology, x, y);
  if (topology.shape === 'triangle') {
    const row = Math.floor(y / TRIANGLE_RISE);
    const u = x / TRIANGLE_HALF;
    const k = Math.floor(u);
    const down = (y - row * TRIANGLE_RISE) / TRIANGLE_RISE;
    // Between the axes of cells k - 1 and k, the slanted side they share splits the strip: the
    // one pointing up (apex at the top) holds the points below that side.
    const leftUp = ((row + k - 1) & 1) === 0;
    const col = leftUp ? (u - k <= down ? k - 1 : k) : k + 1 - u <= down ? k : k - 1;
    return cellAtSlot(topology, row, col);
  }
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
}

/**
 * A column's middle band (between its hexagons' slanted sides) is the column's alone; the strip
 * where two columns' slanted sides zigzag goes to the nearer of two centres (hexagons tile the
 * plane as the Voronoi cells of their centres).
 */
function hexCellAt(topology: Topology, x: number, y: number): number {
  const step = 1.5 * HEX_SIDE;
  const col = Math.floor(x / step);
  const offset = (col & 1) === 1 ? 0.5 : 0;
  const row = Math.floor(y - offset);
  if (x - col * step >= HEX_SIDE / 2) return cellAtSlot(topology, row, col);
  const leftOffset = 0.5 - offset;
  const leftRow = Math.floor(y - leftOffset);
  const dx = x - (HEX_SIDE + col * step);
  const dy = y - (0.5 + row + offset);
  const ldx = dx + step;
  const ldy = y - (0.5 + leftRow + leftOffset);
  return dx * dx + dy * dy <= ldx * ldx + ldy * ldy ? cellAtSlot(topology, row, col) : cellAtSlot(topology, leftRow, col - 1);
}

/**
 * Calls `visit` once with every cell whose outline may meet `box` (a few more at its edges):
 * what a zoomed-in view draws. Grid shapes walk a slot range; polar walks the rings the box
 * reaches and, in each, the angles it spans. The cost follows the cells in the box, not the maze.
 */
export function cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
  if (topology.shape === 'polar') return polarCellsInRect(topology, box, visit);
  let colFrom: number;
  let colTo: number;
  let rowFrom: number;
  let rowTo: number;
  if (topology.shape === 'square') {
    [colFrom, colTo, rowFrom, rowTo] = [Math.ceil(box.minX - 1), Math.floor(box.maxX), Math.ceil(box.minY - 1), Math.floor(box.maxY)];
  } else if (topology.shape === 'hex') {
    const step = 1.5 * HEX_SIDE;
    [colFrom, colTo, rowFrom, rowTo] = [Math.ceil((box.minX - 2 * HEX_SIDE) / step), Math.floor(box.maxX / step), Math.ceil(box.minY - 1.5), Math.floor(box.maxY)];
  } else {
    const [minU, maxU] = [box.minX / TRIANGLE_HALF, box.maxX / TRIANGLE_HALF];
    [colFrom, colTo, rowFrom, rowTo] = [Math.ceil(minU - 2), Math.floor(maxU), Math.ceil(box.minY / TRIANGLE_RISE - 1), Math.floor(box.maxY / TRIANGLE_RISE)];
  }
  colFrom = Math.max(0, colFrom);
  rowFrom = Math.max(0, rowFrom);
  colTo = Math.min(topology.columns - 1, colTo);
  rowTo = Math.min(topology.rows - 1, rowTo);
  for (let row = rowFrom; row <= rowTo; row++)
    for (let col = colFrom; col <= colTo; col++) {
      const cell = cellAtSlot(topology, row, col);
      if (cell >= 0) visit(cell);
    }
}

/** Radians and units the polar bounds are widened by, far above rounding and far below a cell. */
const SLACK = 1e-9;

function polarCellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
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
}

/**
 * The side of `cell` through which the maze is entered or left when the cell is its start or
 * goal: of its sides on the shape's border, the one lying furthest across from the shape's
 * middle (left or right first, then up or down), so a square maze's doors sit in its left and
 * right walls as in the block style. -1 when the cell has no side on the border.
 */
export function doorSide(topology: Topology, cell: number): number {
  const bounds = shapeBounds(topology);
  const middleX = (bounds.minX + bounds.maxX) / 2;
  const middleY = (bounds.minY + bounds.maxY) / 2;
  let door = -1;
  let bestX = -Infinity;
  let bestY = -Infinity;
  forEachSide(
    topology,
    cell,
    (side) => {
      if (side.neighbour !== -1) return;
      const midX = side.arc ? side.radius * Math.cos((side.from + side.to) / 2) : (side.x0 + side.x1) / 2;
      const midY = side.arc ? side.radius * Math.sin((side.from + side.to) / 2) : (side.y0 + side.y1) / 2;
      const across = Math.abs(midX - middleX);
      const down = Math.abs(midY - middleY);
      if (across > bestX + 1e-9 || (across > bestX - 1e-9 && down > bestY)) {
        door = side.index;
        bestX = across;
        bestY = down;
      }
    },
    newSide(),
  );
  return door;
}
