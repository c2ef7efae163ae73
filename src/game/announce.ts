import type { CellMaze, Maze } from '../core';
import { formatCount, formatDecimal } from '../format/numbers';
import { HEADING_VECTORS, type Heading } from './cellRules';
import { step, type Direction } from './rules';
import type { Language } from '../i18n/language';
import { SPEECH } from '../i18n/speech';

/**
 * What the polite live region says while playing, as pure functions of a maze and a position:
 * the words a sighted player reads off the canvas. The sentences themselves, in each language,
 * are the speech book's (src/i18n/speech.ts); English is the default, as the tests and the CLI speak it.
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
 * What a move's arrival says: "Dead end." with one way (the way back), "Open: left, down."
 * in a corridor, "Junction: 3 ways. Open: …" with three or more. The start is never a dead end:
 * its one way is the way in.
 */
export function arrivalText(headings: readonly Heading[], count: number, atStart: boolean, language: Language = 'en'): string {
  const text = SPEECH[language];
  const ways = text.openWays(headings.map((heading) => text.headings[heading]));
  if (count === 0) return text.noWayOut;
  if (count === 1 && !atStart) return text.deadEnd;
  if (count >= 3) return text.junction(formatCount(count), ways);
  return ways;
}

/** The arrival's words on either kind of maze. */
export function arrivalOf(board: { maze: Maze | null; shaped: CellMaze | null; language?: Language }, at: number): string {
  if (board.shaped) {
    const { headings, count } = openWaysOnCells(board.shaped, at);
    return arrivalText(headings, count, at === board.shaped.start, board.language);
  }
  if (!board.maze) return '';
  const headings = openWaysOnBlocks(board.maze, at);
  return arrivalText(headings, headings.length, at === board.maze.start, board.language);
}

/** A bumped wall: where it is, from the player. */
export function bumpText(heading: Heading, onCells: boolean, language: Language = 'en'): string {
  return onCells ? SPEECH[language].noOpenWay(heading) : SPEECH[language].wall(heading);
}

/** The win. */
export function solvedText(moves: number, ms: number, assisted: boolean, language: Language = 'en'): string {
  return SPEECH[language].solved(formatCount(moves), formatDecimal(ms / 1000, 1, true), assisted);
}
