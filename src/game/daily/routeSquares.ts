/**
 * How a player's walk went along the route, a tenth of the route a square, for a share text
 * that shows the shape of a run without giving the maze away:
 * - clean: the player kept to the route through that tenth;
 * - detour: left it, or turned back on it, and returned within DIVE_CELLS - 1 cells;
 * - dive: went DIVE_CELLS cells or more off the route (down a dead end) before coming back.
 * A tenth is judged by the worst of what happened while the player's furthest point on the
 * route was in it. Routes shorter than ten moves get a square a move.
 */
export type RouteSquare = 'clean' | 'detour' | 'dive';

/** Cells off the route in one excursion that make it a dive rather than a detour. */
export const DIVE_CELLS = 3;

const RANK: Readonly<Record<RouteSquare, number>> = { clean: 0, detour: 1, dive: 2 };

/** `route`: the solution's cells, start to goal; `walk`: the cells the player stood on, in order, start first. */
export function routeSquares(route: ArrayLike<number>, walk: ArrayLike<number>): RouteSquare[] {
  const moves = route.length - 1;
  const count = Math.max(1, Math.min(10, moves));
  const squares: RouteSquare[] = Array.from({ length: count }, () => 'clean');
  const onRoute = new Map<number, number>();
  for (let i = 0; i < route.length; i++) onRoute.set(route[i]!, i);
  let furthest = 0;
  let offCells = new Set<number>();
  let turnedBack = false;
  const tenth = () => Math.min(count - 1, Math.floor((furthest * count) / Math.max(1, moves)));
  const mark = (square: RouteSquare) => {
    const at = tenth();
    if (RANK[square] > RANK[squares[at]!]) squares[at] = square;
  };
  for (let step = 1; step < walk.length; step++) {
    const at = onRoute.get(walk[step]!);
    if (at === undefined) {
      offCells.add(walk[step]!);
      continue;
    }
    // Back on the route: what was the way off it?
    if (offCells.size > 0) mark(offCells.size >= DIVE_CELLS ? 'dive' : 'detour');
    offCells = new Set();
    if (at < furthest) turnedBack = true;
    else {
      if (turnedBack) mark('detour');
      turnedBack = false;
      furthest = at;
    }
  }
  // A walk that ends off the route, or turned back, still shows it.
  if (offCells.size > 0) mark(offCells.size >= DIVE_CELLS ? 'dive' : 'detour');
  if (turnedBack) mark('detour');
  return squares;
}
