import type { RouteSquare } from './routeSquares';

const SQUARE: Readonly<Record<RouteSquare, string>> = { clean: '🟩', detour: '🟨', dive: '🟥' };

/** A time as m:ss (1:05), or h:mm:ss from an hour on: whole seconds, cut, as a share text wants. */
export function clockTime(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  return hours === 0 ? `${minutes}:${seconds}` : `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
}

/** The fewest moves over the moves made, as a whole percentage (100 at best). */
export function efficiency(fewestMoves: number, moves: number): number {
  if (moves <= 0 || fewestMoves <= 0) return 100;
  return Math.min(100, Math.round((100 * fewestMoves) / moves));
}

/** A finished daily as the share text needs it; the words are the page's language's. */
export interface SharedRun {
  readonly number: number;
  /** The shape and size, worded: "Square 24×24", "圆形 18 圈". */
  readonly what: string;
  /** The difficulty, worded: "Hard 5/10". */
  readonly difficulty: string;
  readonly ms: number;
  readonly fewestMoves: number;
  readonly moves: number;
  readonly squares: readonly RouteSquare[];
  readonly link: string;
}

/**
 * The text Share copies: nothing in it gives the maze away. "Maze #N", the shape and size and
 * the difficulty on the first line; the time as m:ss and the efficiency as a percentage on the
 * second; the route's tenths as squares (routeSquares.ts); the link.
 */
export function shareText(run: SharedRun): string {
  return [
    `Maze #${run.number} · ${run.what} · ${run.difficulty}`,
    `⏱ ${clockTime(run.ms)} · ${efficiency(run.fewestMoves, run.moves)}%`,
    run.squares.map((square) => SQUARE[square]).join(''),
    run.link,
  ].join('\n');
}
