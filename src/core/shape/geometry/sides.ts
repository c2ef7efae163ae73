/**
 * The records every shape's geometry fills: a Side of a cell's outline and a Box round cells,
 * and the two ways a side is drawn (a segment, or an arc round the origin). Nothing allocates
 * per cell: a drawer walks a million outlines through one reused Side record.
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

/** Hands `visit` a straight side from (x0, y0) to (x1, y1), then counts it. */
export function line(side: Side, x0: number, y0: number, x1: number, y1: number, neighbour: number, visit: (side: Side) => void): void {
  side.arc = false;
  side.x0 = x0;
  side.y0 = y0;
  side.x1 = x1;
  side.y1 = y1;
  side.neighbour = neighbour;
  visit(side);
  side.index++;
}

/** Hands `visit` an arc round the origin from angle `from` to `to`, its ends worked out once here, then counts it. */
export function arc(side: Side, radius: number, from: number, to: number, neighbour: number, visit: (side: Side) => void): void {
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

export function setBox(out: Box, minX: number, minY: number, maxX: number, maxY: number): Box {
  out.minX = minX;
  out.minY = minY;
  out.maxX = maxX;
  out.maxY = maxY;
  return out;
}
