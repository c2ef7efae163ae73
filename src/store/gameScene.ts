import { cellRouteFrom, routeFrom, stepToward, type GoalRoutes } from '../core';
import type { CellScene } from '../render/cells';
import type { Scene } from '../render/scene';
import type { GameState } from './types';

const routeCache = new WeakMap<GoalRoutes, { from: number; route: Int32Array | null }>();

/**
 * The same route one move on or one move back: every tail of a route is the route from its
 * first block (they all follow the same marks to the exit), so a move along the route shown,
 * or back onto a block before it in the array it views, is a view of that array, not a new
 * walk of up to millions of blocks. Route arrays own their buffers from index 0 (routeFrom's).
 */
function routeNextTo(route: Int32Array, from: number): Int32Array | null {
  // A move crosses one block or two (a cell, and the passage before it).
  for (let step = 1; step <= 2 && step < route.length; step++) if (route[step] === from) return route.subarray(step);
  const offset = route.byteOffset / Int32Array.BYTES_PER_ELEMENT;
  const whole = new Int32Array(route.buffer, 0, offset + route.length);
  for (let step = 1; step <= 2 && step <= offset; step++) if (whole[offset - step] === from) return whole.subarray(offset - step);
  return null;
}

/**
 * A move off the route, one move deeper into a side passage: the new route is that move's
 * blocks, then the route shown. A copy of the array, not a walk of its marks.
 */
function routeAhead(routes: GoalRoutes, route: Int32Array, from: number): Int32Array | null {
  // A move crosses one block or two: the route shown starts at most two steps on.
  const lead = [from];
  for (let at = stepToward(routes, from); at >= 0 && lead.length <= 2; at = stepToward(routes, at)) {
    if (at === route[0]) {
      const joined = new Int32Array(lead.length + route.length);
      joined.set(lead);
      joined.set(route, lead.length);
      return joined;
    }
    lead.push(at);
  }
  return null;
}

/** The route from `from` to the exit, kept while the player stands still (a redraw asks again). */
function cachedRoute(routes: GoalRoutes, from: number, solution: Int32Array | null): Int32Array | null {
  const cached = routeCache.get(routes);
  if (cached?.from === from) return cached.route;
  const near = cached?.route ?? solution;
  const route = (near && (routeNextTo(near, from) ?? routeAhead(routes, near, from))) ?? routeFrom(routes, from);
  routeCache.set(routes, { from, route });
  return route;
}

/**
 * The solution on show: from where the player stands once they have moved (the default), or
 * from the entrance. A finished run shows the whole solution again, to compare with the trail.
 */
export function shownSolution(state: GameState): Int32Array | null {
  const { maze, shaped, solution, routes, toward } = state;
  if (!state.showSolution || (!maze && !shaped)) return null;
  const start = shaped ? shaped.start : maze!.start;
  const fromHere = state.solutionFrom === 'here' && !state.won && state.position !== start && state.position >= 0;
  if (!fromHere) return solution;
  if (shaped) return (toward && cachedCellRoute(toward, state.position)) ?? solution;
  return (routes && cachedRoute(routes, state.position, solution)) ?? solution;
}

const cellRouteCache = new WeakMap<Int32Array, { from: number; route: Int32Array | null }>();

/** A cell-graph maze's route from where the player stands, kept while they stand still. */
function cachedCellRoute(toward: Int32Array, from: number): Int32Array | null {
  const cached = cellRouteCache.get(toward);
  if (cached?.from === from) return cached.route;
  const route = cellRouteFrom(toward, from);
  cellRouteCache.set(toward, { from, route });
  return route;
}

/**
 * The game as a picture, for the canvas and for the PNG: one definition, so the download is
 * what the screen shows. The PNG leaves out the moving markers (player, exit) and carries the
 * trail only when asked to.
 */
export function gameScene(state: GameState, purpose: 'screen' | 'png'): Scene | null {
  const { maze } = state;
  if (!maze) return null;
  const marks = state.walk?.marks ?? null;
  const solution = shownSolution(state);
  if (purpose === 'png') return { grid: maze, solution, marks: state.trailInPng ? marks : null, player: null, exit: null };
  return { grid: maze, solution, marks, player: state.position, exit: maze.goal };
}

/** The same picture of a cell-graph maze (see gameScene). */
export function gameCellScene(state: GameState, purpose: 'screen' | 'png'): CellScene | null {
  const { shaped } = state;
  if (!shaped) return null;
  const marks = state.walk?.marks ?? null;
  const solution = shownSolution(state);
  if (purpose === 'png') return { maze: shaped, solution, marks: state.trailInPng ? marks : null, player: null, exit: null };
  return { maze: shaped, solution, marks, player: state.position, exit: shaped.goal };
}
