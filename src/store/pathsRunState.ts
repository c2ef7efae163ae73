import type { Point } from '../core';
import type { CountStage } from '../core/paths/countPaths';
import type { CountPlan } from '../workers/countPlan';
import type { KeptPathList } from '../workers/keptPaths';
import type { ListOrder, PathsEstimate } from '../workers/pathsJob';

/**
 * The Paths lab runs' state: their fields and first values. Light, so it stays with the first
 * load (persist keeps the order); what runs them (pathsRunSlice.ts) loads with the lab.
 */
export type { ListOrder } from '../workers/pathsJob';

export type ListingStatus = 'idle' | 'running' | 'done' | 'limit' | 'cancelled' | 'failed';

export interface PathsListing {
  readonly status: ListingStatus;
  /** Paths listed so far, kept or not. */
  readonly listed: number;
  /** Paths kept on the page (a prefix of the listing); `pathsKept.size` as last published. */
  readonly kept: number;
  /** The most this listing lists (Infinity for all). */
  readonly limit: number;
  readonly order: ListOrder;
  /** The ends this listing (and the count beside it) ran between, on a grid of this size. */
  readonly from: Point;
  readonly to: Point;
  /** Clock readings (ms) for the listing speed. */
  readonly startedAt: number;
  readonly endedAt: number | null;
  /** Paths a second, measured once the listing has run half a second (0 before). */
  readonly speed: number;
  readonly error: string | null;
}

/**
 * The count of simple paths (the listing's "Total" and the first row of "How many?"):
 * 'sizing' while its cost is found (countCost), 'asking' when that says it would take over a
 * minute here (it waits for "Count anyway"), 'failed' when it cannot be counted in memory (then
 * an estimate follows) or went wrong.
 */
export interface PathsCount {
  readonly status: 'idle' | 'sizing' | 'counting' | 'asking' | 'done' | 'cancelled' | 'failed';
  readonly total: bigint | null;
  /** Counting progress: blocks swept of blocks to sweep. */
  readonly done: number;
  readonly of: number;
  readonly error: string | null;
  /** When counting exactly was impossible: an estimate from random walks, once made. */
  readonly estimate: PathsEstimate | null;
  readonly estimating: boolean;
  /** What the count was found to cost before it started (none yet, or none found). */
  readonly plan?: CountPlan | null;
  /** Where a dense sweep stands, as last reported. */
  readonly stage?: CountStage | null;
  /** Seconds left, from the rate seen so far (or the plan); null when that cannot be told yet. */
  readonly secondsLeft?: number | null;
}

/** The other counts of the "How many?" panel. */
export type TallyKind = 'shortest' | 'hamiltonian' | 'mazes';
export const TALLY_KINDS: readonly TallyKind[] = ['shortest', 'hamiltonian', 'mazes'];

/** One of them: 'waiting' while the counts before it in the panel run. */
export interface Tally {
  readonly status: 'idle' | 'waiting' | 'counting' | 'done' | 'cancelled' | 'failed';
  /** The exact count (perfect mazes past an exact count have only `log10`). */
  readonly total: bigint | null;
  /** For perfect mazes: log10 of the count. */
  readonly log10: number | null;
  readonly done: number;
  readonly of: number;
  readonly secondsLeft: number | null;
  /** Why it failed: too large for memory (CountTooLargeError), or another error's message. */
  readonly error: 'memory' | (string & {}) | null;
  /** Perfect mazes: the maze size they were counted for. */
  readonly size: { readonly width: number; readonly height: number } | null;
}

export const IDLE_TALLY: Tally = { status: 'idle', total: null, log10: null, done: 0, of: 0, secondsLeft: null, error: null, size: null };
export const IDLE_TALLIES: Readonly<Record<TallyKind, Tally>> = { shortest: IDLE_TALLY, hamiltonian: IDLE_TALLY, mazes: IDLE_TALLY };

export interface PathsRunState {
  pathsOrder: ListOrder;
  pathsListing: PathsListing;
  pathsCount: PathsCount;
  /** The other counts of "How many?": shortest and Hamiltonian paths, perfect mazes. */
  pathsTallies: Readonly<Record<TallyKind, Tally>>;
  /** The kept paths of the current listing (mutable; `pathsListing.kept` says how many to show). */
  pathsKept: KeptPathList;
  /** The path highlighted on the grid, as an index into the kept paths. */
  pathsSelected: number | null;
}

export interface PathsRunActions {
  setPathsOrder: (order: ListOrder) => void;
  /**
   * Stops the runs and forgets results that no longer describe the grid and its ends; a count
   * holds for either order, so `keepCount` keeps it. The editor calls this when the grid changes.
   */
  clearPathsResults: (keepCount: boolean) => void;
  /** Counts and lists every path (or the first `limit`), in the chosen order, off the main thread. */
  findAllPaths: (limit?: number) => void;
  cancelPaths: () => void;
  selectPath: (index: number | null) => void;
  /** Starts the workers ahead of the first "Find all paths", so that click stays light. */
  preparePathsWorkers: () => void;
  /** "How many?": counts the simple, shortest and Hamiltonian paths and the perfect mazes, one after another (those not counted yet). */
  countHowMany: () => Promise<void>;
  /** Counts the simple paths although that was found to take long ("Count anyway"). */
  countPathsAnyway: () => void;
  /** Stops the panel's counts: the one running is marked cancelled, those waiting go back to idle. */
  cancelHowMany: () => void;
}

export type PathsRunSlice = PathsRunState & PathsRunActions;

export const IDLE_COUNT: PathsCount = { status: 'idle', total: null, done: 0, of: 0, error: null, estimate: null, estimating: false };

/** Whether the simple count (or its estimate) is under way. */
export function isCounting(count: PathsCount): boolean {
  return count.status === 'sizing' || count.status === 'counting' || count.estimating;
}

/** Whether every count of "How many?" has ended (counted, asking first, or failed for good): Count has nothing left to do. */
export function allCounted(state: Pick<PathsRunState, 'pathsCount' | 'pathsTallies'>): boolean {
  return ['done', 'failed', 'asking'].includes(state.pathsCount.status) && TALLY_KINDS.every((kind) => ['done', 'failed'].includes(state.pathsTallies[kind].status));
}

/** Whether anything was listed or counted for the grid as it stands (an edit then clears it). */
export function hasPathsResults(state: PathsRunState): boolean {
  return state.pathsListing.status !== 'idle' || state.pathsCount.status !== 'idle' || TALLY_KINDS.some((kind) => state.pathsTallies[kind].status !== 'idle');
}

const ORIGIN: Point = { row: 0, col: 0 };

export function idleListing(order: ListOrder): PathsListing {
  return { status: 'idle', listed: 0, kept: 0, limit: Infinity, order, from: ORIGIN, to: ORIGIN, startedAt: 0, endedAt: null, speed: 0, error: null };
}

/** The runs before the first: nothing listed, counted or kept (the kept paths' own store, keptPaths.ts, loads with the lab). */
export function runDefaults(): PathsRunState {
  return { pathsOrder: 'dfs', pathsListing: idleListing('dfs'), pathsCount: IDLE_COUNT, pathsTallies: IDLE_TALLIES, pathsKept: { size: 0, blocks: 0, path: () => null }, pathsSelected: null };
}

