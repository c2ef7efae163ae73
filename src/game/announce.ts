import type { CellMaze, Maze } from '../core';
import type { Arrival } from '../ids/arrival';
import { HEADING_VECTORS, type Heading } from './cellRules';
import { step, type Direction } from './rules';

/**
 * What the polite live region says while playing, as pure functions of a maze and a position:
 * what a sighted player reads off the canvas, as data. The sentences, in each language, are the
 * speech book's (src/i18n/speech.ts); the store words them (src/store/announce.ts).
 */

/** The order ways are named in, whatever order a topology keeps its neighbours in. */
const SPOKEN_ORDER: readonly Heading[] = ['up', 'up-right', 'right', 'down-right', 'down', 'down-left', 'left', 'up-left'];

/** The four headings of a square block maze: the diagonals are the ones with two words. */
function isArrow(heading: Heading): heading is Direction {
  return !heading.includes('-');
}

/** The open ways from a block of a square block maze: the arrows whose move is not blocked. */
export function openWaysOnBlocks(maze: Maze, at: number): Heading[] {
  return SPOKEN_ORDER.filter(isArrow).filter((direction) => step(maze, at, direction) !== null);
}

/**
 * The open ways from a cell: for each open neighbour, the heading nearest its direction on
 * screen (the key that reaches it). Two neighbours nearest the same heading (a polar cell's two
 * outward children) are named once; `count` still counts them both.
 */
export function openWaysOnCells(maze: CellMaze, at: number): { headings: Heading[]; count: number } {
  const { topology, open } = maze;
  const { centres } = topology;
  const named = new Set<Heading>();
  let count = 0;
  for (let i = topology.offsets[at]!; i < topology.offsets[at + 1]!; i++) {
    if (open[i] !== 1) continue;
    count++;
    const next = topology.neighbours[i]!;
    const dx = centres[2 * next]! - centres[2 * at]!;
    const dy = centres[2 * next + 1]! - centres[2 * at + 1]!;
    let best: Heading = 'up';
    let bestDot = -Infinity;
    for (const heading of SPOKEN_ORDER) {
      const dot = dx * HEADING_VECTORS[heading].dx + dy * HEADING_VECTORS[heading].dy;
      if (dot > bestDot) [best, bestDot] = [heading, dot];
    }
    named.add(best);
  }
  return { headings: SPOKEN_ORDER.filter((heading) => named.has(heading)), count };
}

/**
 * What a move's arrival finds: a dead end with one way (the way back), the open ways in a
 * corridor, a junction with three or more. The start is never a dead end: its one way is the way in.
 */
export function arrivalKind(headings: readonly Heading[], count: number, atStart: boolean): Arrival {
  if (count === 0) return { kind: 'noWayOut' };
  if (count === 1 && !atStart) return { kind: 'deadEnd' };
  if (count >= 3) return { kind: 'junction', headings, count };
  return { kind: 'open', headings };
}

/** The arrival at `at` on either kind of maze; null while there is no maze. */
export function arrivalAt(board: { maze: Maze | null; shaped: CellMaze | null }, at: number): Arrival | null {
  if (board.shaped) {
    const { headings, count } = openWaysOnCells(board.shaped, at);
    return arrivalKind(headings, count, at === board.shaped.start);
  }
  if (!board.maze) return null;
  const headings = openWaysOnBlocks(board.maze, at);
  return arrivalKind(headings, headings.length, at === board.maze.start);
}
