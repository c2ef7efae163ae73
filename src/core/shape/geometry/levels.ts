import { levelCell, levelOf, placeOf } from '../levels';
import type { Topology } from '../topology';
import type { ShapeGeometry } from './shapeGeometry';
import { line, setBox, type Box, type Side } from './sides';

/**
 * A multi-level maze's picture (see levels.ts for its cells): each level drawn as a square maze
 * on a panel of its own, the panels side by side, level 0 first, LEVEL_GAP apart, in rows of
 * levelsAcross. A cell's sides are its square's on its panel; the cell across a side is on the
 * same level (a staircase is no side: it is drawn on the cell, see render/cells/stairs.ts).
 * A slot is a cell id (levels.ts numbers them place by place, the levels of a place together). The layout is the topology's alone, so the screen, the PNG, the SVG and
 * print draw the same picture.
 */

/** The space between two levels' panels, in cells. */
export const LEVEL_GAP = 1;

/** How many levels sit side by side in a row: all of them up to three, else about a square's worth. */
export function levelsAcross(levels: number): number {
  return levels <= 3 ? levels : Math.ceil(Math.sqrt(levels));
}

/** The top-left corner of level `level`'s panel, written into `out` as x then y. */
export function levelCorner(topology: Topology, level: number, out: { x: number; y: number }): { x: number; y: number } {
  const across = levelsAcross(topology.levels ?? 1);
  const row = Math.floor(level / across);
  out.x = (level - row * across) * (topology.columns + LEVEL_GAP);
  out.y = row * (topology.rows + LEVEL_GAP);
  return out;
}

const corner = { x: 0, y: 0 };

/** The box round level `level`'s panel: what a view of that level alone fits. */
export function levelBounds(topology: Topology, level: number): Box {
  const { x, y } = levelCorner(topology, level, corner);
  return { minX: x, minY: y, maxX: x + topology.columns, maxY: y + topology.rows };
}

export const levelsGeometry: ShapeGeometry = {
  slotCount: (topology) => topology.cellCount,

  /** Top, right, bottom, left, as a square's. */
  forEachSide(topology: Topology, slot: number, side: Side, visit: (side: Side) => void): void {
    const { columns, rows } = topology;
    const level = levelOf(topology, slot);
    const place = placeOf(topology, slot);
    const row = Math.floor(place / columns);
    const col = place - row * columns;
    const { x, y } = levelCorner(topology, level, corner);
    const left = x + col;
    const top = y + row;
    line(side, left, top, left + 1, top, row > 0 ? levelCell(topology, place - columns, level) : -1, visit);
    line(side, left + 1, top, left + 1, top + 1, col < columns - 1 ? levelCell(topology, place + 1, level) : -1, visit);
    line(side, left + 1, top + 1, left, top + 1, row < rows - 1 ? levelCell(topology, place + columns, level) : -1, visit);
    line(side, left, top + 1, left, top, col > 0 ? levelCell(topology, place - 1, level) : -1, visit);
  },

  cellBox(topology: Topology, slot: number, out: Box): Box {
    const { columns } = topology;
    const place = placeOf(topology, slot);
    const row = Math.floor(place / columns);
    const { x, y } = levelCorner(topology, levelOf(topology, slot), corner);
    return setBox(out, x + place - row * columns, y + row, x + place - row * columns + 1, y + row + 1);
  },

  gridBounds(topology: Topology): Box {
    const levels = topology.levels ?? 1;
    const across = Math.min(levels, levelsAcross(levels));
    const down = Math.ceil(levels / across);
    return { minX: 0, minY: 0, maxX: across * (topology.columns + LEVEL_GAP) - LEVEL_GAP, maxY: down * (topology.rows + LEVEL_GAP) - LEVEL_GAP };
  },

  cellAt(topology: Topology, x: number, y: number): number {
    const { columns, rows } = topology;
    const levels = topology.levels ?? 1;
    const across = levelsAcross(levels);
    const panelCol = Math.floor(x / (columns + LEVEL_GAP));
    const panelRow = Math.floor(y / (rows + LEVEL_GAP));
    const col = Math.floor(x - panelCol * (columns + LEVEL_GAP));
    const row = Math.floor(y - panelRow * (rows + LEVEL_GAP));
    const level = panelRow * across + panelCol;
    if (panelCol < 0 || panelRow < 0 || panelCol >= across || level >= levels || col >= columns || row >= rows) return -1;
    return levelCell(topology, row * columns + col, level);
  },

  cellsInRect(topology: Topology, box: Box, visit: (cell: number) => void): void {
    const { columns, rows } = topology;
    const levels = topology.levels ?? 1;
    for (let level = 0; level < levels; level++) {
      const { x, y } = levelCorner(topology, level, corner);
      const colFrom = Math.max(0, Math.ceil(box.minX - x - 1));
      const colTo = Math.min(columns - 1, Math.floor(box.maxX - x));
      const rowFrom = Math.max(0, Math.ceil(box.minY - y - 1));
      const rowTo = Math.min(rows - 1, Math.floor(box.maxY - y));
      for (let row = rowFrom; row <= rowTo; row++) for (let col = colFrom; col <= colTo; col++) visit(levelCell(topology, row * columns + col, level));
    }
  },
};
