import { cellRouteFrom, routeFrom, stepToward, type CellMaze, type GoalRoutes, type Grid } from '../core';
import type { CellScene } from './cells';
import type { Scene } from './scene';

/** Where "solution from here" draws the solution from: the player's cell, or the entrance. */
export type SolutionFrom = 'here' | 'entrance';

/**
 * What the game's picture is drawn from: the part of the store's state it reads (the store's
 * StoreState is one), named here so that the painters do not import the store.
 */
export interface GameView {
  readonly maze: (Grid & { readonly start: number; readonly goal: number }) | null;
  readonly shaped: CellMaze | null;
  readonly solution: Int32Array | null;
  readonly routes: GoalRoutes | null;
  readonly toward: Int32Array | null;
  readonly showSolution: boolean;
  readonly solutionFrom: SolutionFrom;
  readonly won: boolean;
  readonly position: number;
  readonly walk: { readonly marks: Uint8Array } | null;
  readonly trailInPng: boolean;
  /** The heat map's shades on show, the fog's cover and whether the exit was seen under it (store/analysisSlice.ts). */
  readonly heat?: Uint8Array | null;
  readonly fog?: { readonly shown: Uint8Array; readonly exitSeen: boolean } | null;
  /** The racing ghost's place, -1 for none. */
  readonly ghostAt: number;
}

/**
 * How the solution from here is found for one kind of maze: the longest move in route steps (a
 * block maze's move crosses a cell and the passage before it: two), the next step toward the
 * exit from anywhere (-1 for none), and the whole route from anywhere (a fresh array).
 */
interface RouteRule {
  readonly stepsAMove: number;
  readonly next: (at: number) => number;
  readonly from: (at: number) => Int32Array | null;
}

/**
 * The same route one move on or one move back: every tail of a route is the route from its
 * first step (they all follow the same marks to the exit), so a move along the route shown,
 * or back onto a step before it in the array it views, is a view of that array, not a new
 * walk of up to millions of steps. Route arrays own their buffers from index 0 (as the core's
 * routeFrom and cellRouteFrom make them), so the renderer's index of a route serves every view.
 */
function routeNextTo(route: Int32Array, from: number, stepsAMove: number): Int32Array | null {
  for (let step = 1; step <= stepsAMove && step < route.length; step++) if (route[step] === from) return route.subarray(step);
  const offset = route.byteOffset / Int32Array.BYTES_PER_ELEMENT;
  const whole = new Int32Array(route.buffer, 0, offset + route.length);
  for (let step = 1; step <= stepsAMove && step <= offset; step++) if (whole[offset - step] === from) return whole.subarray(offset - step);
  return null;
}

/**
 * A move off the route, one move deeper into a side passage: the new route is that move's
 * steps, then the route shown. A copy of the array, not a walk of its marks.
 */
function routeAhead(rule: RouteRule, route: Int32Array, from: number): Int32Array | null {
  const lead = [from];
  for (let at = rule.next(from); at >= 0 && lead.length <= rule.stepsAMove; at = rule.next(at)) {
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

const routeCache = new WeakMap<object, { from: number; route: Int32Array | null }>();

/** The route from `from` to the exit, kept while the player stands still (a redraw asks again); `key` is the maze's routes. */
function cachedRoute(key: object, rule: RouteRule, from: number, solution: Int32Array | null): Int32Array | null {
  const cached = routeCache.get(key);
  if (cached?.from === from) return cached.route;
  const near = cached?.route ?? solution;
  const route = (near && (routeNextTo(near, from, rule.stepsAMove) ?? routeAhead(rule, near, from))) ?? rule.from(from);
  routeCache.set(key, { from, route });
  return route;
}

const blockRules = new WeakMap<GoalRoutes, RouteRule>();
const cellRules = new WeakMap<Int32Array, RouteRule>();

function blockRule(routes: GoalRoutes): RouteRule {
  let rule = blockRules.get(routes);
  if (!rule) blockRules.set(routes, (rule = { stepsAMove: 2, next: (at) => stepToward(routes, at), from: (at) => routeFrom(routes, at) }));
  return rule;
}

function cellRule(toward: Int32Array): RouteRule {
  let rule = cellRules.get(toward);
  if (!rule) cellRules.set(toward, (rule = { stepsAMove: 1, next: (at) => (toward[at] === at ? -1 : toward[at]!), from: (at) => cellRouteFrom(toward, at) }));
  return rule;
}

/**
 * The solution on show: from where the player stands once they have moved (the default), or
 * from the entrance. A finished run shows the whole solution again, to compare with the trail.
 */
export function shownSolution(state: GameView): Int32Array | null {
  const { maze, shaped, solution, routes, toward } = state;
  if (!state.showSolution || (!maze && !shaped)) return null;
  const start = shaped ? shaped.start : maze!.start;
  const fromHere = state.solutionFrom === 'here' && !state.won && state.position !== start && state.position >= 0;
  if (!fromHere) return solution;
  if (shaped) return (toward && cachedRoute(toward, cellRule(toward), state.position, solution)) ?? solution;
  return (routes && cachedRoute(routes, blockRule(routes), state.position, solution)) ?? solution;
}

/** The exit's marker: under fog, only once it has been in sight. */
function exitShown(state: GameView, goal: number): number | null {
  return state.fog && !state.fog.exitSeen ? null : goal;
}

/**
 * The game as a picture, for the canvas and for the PNG: one definition, so the download is
 * what the screen shows. The PNG leaves out the moving markers (player, exit) and carries the
 * trail only when asked to.
 */
export function gameScene(state: GameView, purpose: 'screen' | 'png'): Scene | null {
  const { maze } = state;
  if (!maze) return null;
  const marks = state.walk?.marks ?? null;
  const solution = shownSolution(state);
  if (purpose === 'png') return { grid: maze, solution, marks: state.trailInPng ? marks : null, player: null, exit: null };
  return { grid: maze, solution, marks, player: state.position, exit: exitShown(state, maze.goal), heat: state.heat ?? null, fog: state.fog?.shown ?? null, ghost: state.ghostAt };
}

/** The same picture of a cell-graph maze (see gameScene). */
export function gameCellScene(state: GameView, purpose: 'screen' | 'png'): CellScene | null {
  const { shaped } = state;
  if (!shaped) return null;
  const marks = state.walk?.marks ?? null;
  const solution = shownSolution(state);
  if (purpose === 'png') return { maze: shaped, solution, marks: state.trailInPng ? marks : null, player: null, exit: null };
  return { maze: shaped, solution, marks, player: state.position, exit: exitShown(state, shaped.goal), heat: state.heat ?? null, fog: state.fog?.shown ?? null, ghost: state.ghostAt };
}
