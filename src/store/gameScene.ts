import { routeFrom, type GoalRoutes } from '../core';
import type { Scene } from '../render/scene';
import type { GameState } from './types';

const routeCache = new WeakMap<GoalRoutes, { from: number; route: Int32Array | null }>();

/** The route from `from` to the exit, kept while the player stands still (a redraw asks again). */
function cachedRoute(routes: GoalRoutes, from: number): Int32Array | null {
  const cached = routeCache.get(routes);
  if (cached?.from === from) return cached.route;
  const route = routeFrom(routes, from);
  routeCache.set(routes, { from, route });
  return route;
}

/**
 * The solution on show: from where the player stands once they have moved (the default), or
 * from the entrance. A finished run shows the whole solution again, to compare with the trail.
 */
export function shownSolution(state: GameState): Int32Array | null {
  const { maze, solution, routes } = state;
  if (!state.showSolution || !maze) return null;
  const fromHere = state.solutionFrom === 'here' && routes !== null && !state.won && state.position !== maze.start && state.position >= 0;
  return fromHere ? (cachedRoute(routes, state.position) ?? solution) : solution;
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
