import type { Point } from '../core';
import type { KeptPathList } from '../lab/paths/keptPaths';
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

export interface PathsCount {
  readonly status: 'idle' | 'counting' | 'done' | 'failed';
  readonly total: bigint | null;
  /** Counting progress: blocks swept of blocks to sweep. */
  readonly done: number;
  readonly of: number;
  readonly error: string | null;
  /** When counting exactly was impossible: an estimate from random walks, once made. */
  readonly estimate: PathsEstimate | null;
  readonly estimating: boolean;
}

export interface PathsRunState {
  pathsOrder: ListOrder;
  pathsListing: PathsListing;
  pathsCount: PathsCount;
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
}

export type PathsRunSlice = PathsRunState & PathsRunActions;

export const IDLE_COUNT: PathsCount = { status: 'idle', total: null, done: 0, of: 0, error: null, estimate: null, estimating: false };

const ORIGIN: Point = { row: 0, col: 0 };

export function idleListing(order: ListOrder): PathsListing {
  return { status: 'idle', listed: 0, kept: 0, limit: Infinity, order, from: ORIGIN, to: ORIGIN, startedAt: 0, endedAt: null, speed: 0, error: null };
}

/** The runs before the first: nothing listed, counted or kept (the kept paths' own store, keptPaths.ts, loads with the lab). */
export function runDefaults(): PathsRunState {
  return { pathsOrder: 'dfs', pathsListing: idleListing('dfs'), pathsCount: IDLE_COUNT, pathsKept: { size: 0, blocks: 0, path: () => null }, pathsSelected: null };
}

