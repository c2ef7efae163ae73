/**
 * Time trial: the time to beat on a maze, from its score. The model walker's expected moves
 * (the fewest moves times the effort, core/stats) are the walking a player can expect; at a
 * brisk SECONDS_A_MOVE each, plus BASE_SECONDS to take in the maze, rounded up to whole
 * ROUND_SECONDS. A maze with no wrong way (effort 1) asks for the route at that pace; one with
 * tempting, long wrong ways gives time for the detours a player will likely make.
 */
export const BASE_SECONDS = 5;
export const SECONDS_A_MOVE = 0.3;
export const ROUND_SECONDS = 5;

/** The target in ms; null when the maze has no route (nothing to time). */
export function targetMs(fewestMoves: number, effort: number | null): number | null {
  if (effort === null || !Number.isFinite(effort) || fewestMoves < 0) return null;
  const seconds = BASE_SECONDS + SECONDS_A_MOVE * fewestMoves * Math.max(1, effort);
  return Math.ceil(seconds / ROUND_SECONDS) * ROUND_SECONDS * 1000;
}
