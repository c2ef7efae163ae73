import { CountTooLargeError, formatGrid, GridParseError, MAX_GRID_BLOCKS, MAX_GRID_SIDE, parseGrid, readWholeNumber, type Grid, type Maze, type PathOrder, type Point } from '../core';
import { defaultPathsService, JobCancelled, type Job, type PathsService } from '../workers/pathsClient';
import { KeptPaths } from '../workers/pathsKept';
import type { ListResult } from '../workers/pathsJob';
import type { Slice } from './types';
import { messageOf } from '../core/errors';

/** What a click on the editor does. */
export type EditorTool = 'walls' | 'start' | 'goal';

export type ListingStatus = 'idle' | 'running' | 'done' | 'limit' | 'cancelled' | 'failed';

export interface PathsListing {
  readonly status: ListingStatus;
  /** Paths listed so far, kept or not. */
  readonly listed: number;
  /** Paths kept on the page (a prefix of the listing); `pathsKept.size` as last published. */
  readonly kept: number;
  /** The most this listing lists (Infinity for all). */
  readonly limit: number;
  readonly order: PathOrder;
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
}

export interface TextProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export interface PathsSlice {
  /** The editor's grid. A paint stroke copies it once, then edits the copy in place and bumps `pathsVersion`. */
  pathsGrid: Grid;
  pathsVersion: number;
  /** Blocks changed by the last in-place edit: all the editor repaints. */
  pathsChanged: readonly number[];
  pathsStart: Point;
  pathsGoal: Point;
  /** The "Maze text" box as typed, and what is wrong with it; the grid keeps its last good value. */
  pathsText: string;
  pathsTextProblem: TextProblem | null;
  /**
   * True when the grid came from the editor, a file or the game and is too large to show as
   * text (a text box of megabytes freezes the page); the box is then empty until someone types.
   */
  pathsTextHidden: boolean;
  pathsSizeDraft: { rows: string; cols: string };
  pathsSizeErrors: { rows?: string; cols?: string };
  pathsTool: EditorTool;
  pathsOrder: PathOrder;
  pathsListing: PathsListing;
  pathsCount: PathsCount;
  /** The kept paths of the current listing (mutable; `pathsListing.kept` says how many to show). */
  pathsKept: KeptPaths;
  /** The path highlighted on the grid, as an index into the kept paths. */
  pathsSelected: number | null;

  setPathsTool: (tool: EditorTool) => void;
  setPathsOrder: (order: PathOrder) => void;
  /** Reads the text into the grid; a bad text leaves the grid as it was and says where it goes wrong. */
  editPathsText: (text: string) => void;
  /** Reads a loaded file's text; a large grid then shows as a size instead of megabytes of text. */
  loadPathsText: (text: string) => boolean;
  editPathsSize: (field: 'rows' | 'cols', value: string) => void;
  /** Resizes to the size fields, keeping the blocks that still fit; new blocks are open. */
  applyPathsSize: () => void;
  /** Sets blocks to wall or open, in place (a drag calls this often); the text follows at `finishPathsPaint`. */
  paintPathsBlocks: (blocks: readonly number[], wall: boolean) => void;
  finishPathsPaint: () => void;
  setPathsEndpoint: (role: 'start' | 'goal', point: Point) => void;
  /** Puts a maze (a generated one, say) into the editor, with its own start and goal. */
  openInPathsEditor: (maze: Maze) => void;
  /** Counts and lists every path (or the first `limit`), in the chosen order, off the main thread. */
  findAllPaths: (limit?: number) => void;
  cancelPaths: () => void;
  selectPath: (index: number | null) => void;
  /** Starts the workers ahead of the first "Find all paths", so that click stays light. */
  preparePathsWorkers: () => void;
}

/** What the page keeps of a listing: ~160 MB of blocks at most, and at most 2 million paths. */
export const KEEP_PATHS = 2_000_000;
export const KEEP_BLOCKS = 40_000_000;
/** The store hears about new paths at most this often, so React renders at most ~10 times a second. */
export const PUBLISH_EVERY_MS = 100;

/** Grids up to this many blocks (a 500 KB text) are shown in the text box. */
export const TEXT_MAX_BLOCKS = 250_000;

/** The text a grid shows as, or null when it is too large to show. */
function textOf(grid: Grid): string | null {
  return grid.rows * grid.cols <= TEXT_MAX_BLOCKS ? formatGrid(grid) : null;
}

/** The source's example: 6 paths, the first in DFS order (0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3). */
export const EXAMPLE_TEXT = '0 0 0 1\n0 0 0 0\n0 0 1 0\n';

const IDLE_COUNT: PathsCount = { status: 'idle', total: null, done: 0, of: 0, error: null };

function idleListing(order: PathOrder): PathsListing {
  return { status: 'idle', listed: 0, kept: 0, limit: Infinity, order, startedAt: 0, endedAt: null, speed: 0, error: null };
}

function corner(grid: Grid, role: 'start' | 'goal'): Point {
  return role === 'start' ? { row: 0, col: 0 } : { row: grid.rows - 1, col: grid.cols - 1 };
}

/**
 * Where an end goes when the grid is replaced: one left at its default corner follows the new
 * corner (the source's (0,0) and (m-1,n-1)); one placed by hand stays if it still fits.
 */
function carryOver(before: Grid, after: Grid, point: Point, role: 'start' | 'goal'): Point {
  const old = corner(before, role);
  if (point.row === old.row && point.col === old.col) return corner(after, role);
  return point.row < after.rows && point.col < after.cols ? point : corner(after, role);
}

function sameGrid(a: Grid, b: Grid): boolean {
  if (a.rows !== b.rows || a.cols !== b.cols) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

/** Why a size field is unacceptable, or undefined. */
function sizeProblem(label: string, value: string): string | undefined {
  const n = readWholeNumber(value);
  if (n === null || n < 1 || n > MAX_GRID_SIDE) return `${label} must be a whole number from 1 to ${MAX_GRID_SIDE}.`;
  return undefined;
}

function resized(grid: Grid, rows: number, cols: number): Grid {
  const cells = new Uint8Array(rows * cols);
  for (let r = 0; r < Math.min(rows, grid.rows); r++) {
    for (let c = 0; c < Math.min(cols, grid.cols); c++) cells[r * cols + c] = grid.cells[r * grid.cols + c]!;
  }
  return { rows, cols, cells };
}

function message(error: unknown): string {
  return messageOf(error);
}

export function createPathsSlice(service: () => PathsService = defaultPathsService, now: () => number = () => performance.now()): Slice<PathsSlice> {
  const example = parseGrid(EXAMPLE_TEXT);
  // The running jobs, and a number per job so that a stale job's callbacks (even ones that
  // arrive before the service call returns) are recognised and ignored.
  let listJob: Job<ListResult> | null = null;
  let countJob: Job<bigint> | null = null;
  let listSeq = 0;
  let countSeq = 0;
  let publishTimer: ReturnType<typeof setTimeout> | null = null;
  let listedSoFar = 0;
  /** The grid the current paint stroke owns and may edit in place. */
  let strokeGrid: Grid | null = null;

  return (set, get) => {
    const stopListing = () => {
      listJob?.cancel();
      listJob = null;
      listSeq++;
      if (publishTimer !== null) clearTimeout(publishTimer);
      publishTimer = null;
    };

    const stopCounting = () => {
      countJob?.cancel();
      countJob = null;
      countSeq++;
    };

    /** Forgets results that no longer describe the grid and its ends (a count holds for either order). */
    const clearResults = (keepCount: boolean) => {
      stopListing();
      if (!keepCount) stopCounting();
      set({
        pathsListing: idleListing(get().pathsOrder),
        pathsKept: new KeptPaths(),
        pathsSelected: null,
        ...(keepCount ? {} : { pathsCount: IDLE_COUNT }),
      });
    };

    /** A new grid in the editor (text, size, file or game): results and out-of-range ends reset. */
    const replaceGrid = (grid: Grid, text: string | null, ends?: { start: Point; goal: Point }) => {
      clearResults(false);
      const { pathsStart, pathsGoal, pathsVersion, pathsGrid: before } = get();
      set({
        pathsGrid: grid,
        pathsVersion: pathsVersion + 1,
        pathsChanged: [],
        pathsText: text ?? '',
        pathsTextProblem: null,
        pathsTextHidden: text === null,
        pathsSizeDraft: { rows: String(grid.rows), cols: String(grid.cols) },
        pathsSizeErrors: {},
        pathsStart: ends?.start ?? carryOver(before, grid, pathsStart, 'start'),
        pathsGoal: ends?.goal ?? carryOver(before, grid, pathsGoal, 'goal'),
      });
    };

    const publish = () => {
      if (publishTimer !== null) clearTimeout(publishTimer);
      publishTimer = null;
      const listing = get().pathsListing;
      const elapsed = now() - listing.startedAt;
      const speed = elapsed >= 500 ? (listedSoFar * 1000) / elapsed : listing.speed;
      set({ pathsListing: { ...listing, listed: listedSoFar, kept: get().pathsKept.size, speed } });
    };

    const startCount = (grid: Grid, start: number, goal: number) => {
      const seq = ++countSeq;
      const job = service().count({ grid, start, goal }, (done, of) => {
        if (seq === countSeq) set({ pathsCount: { ...get().pathsCount, done, of } });
      });
      countJob = job;
      set({ pathsCount: { status: 'counting', total: null, done: 0, of: grid.rows * grid.cols, error: null } });
      job.result.then(
        (total) => {
          if (seq !== countSeq) return;
          countJob = null;
          set({ pathsCount: { ...get().pathsCount, status: 'done', total, done: get().pathsCount.of } });
        },
        (error: unknown) => {
          if (seq !== countSeq || error instanceof JobCancelled) return;
          countJob = null;
          const why = error instanceof CountTooLargeError || (error instanceof Error && error.name === 'CountTooLargeError') ? 'too many to count exactly in memory' : message(error);
          set({ pathsCount: { ...get().pathsCount, status: 'failed', error: why } });
        },
      );
    };

    return {
      pathsGrid: example,
      pathsVersion: 0,
      pathsChanged: [],
      pathsStart: corner(example, 'start'),
      pathsGoal: corner(example, 'goal'),
      pathsText: EXAMPLE_TEXT,
      pathsTextProblem: null,
      pathsTextHidden: false,
      pathsSizeDraft: { rows: String(example.rows), cols: String(example.cols) },
      pathsSizeErrors: {},
      pathsTool: 'walls',
      pathsOrder: 'dfs',
      pathsListing: idleListing('dfs'),
      pathsCount: IDLE_COUNT,
      pathsKept: new KeptPaths(),
      pathsSelected: null,

      setPathsTool: (tool) => set({ pathsTool: tool }),

      setPathsOrder: (order) => {
        if (order === get().pathsOrder) return;
        set({ pathsOrder: order });
        clearResults(true);
      },

      editPathsText: (text) => {
        let grid: Grid;
        try {
          grid = parseGrid(text);
        } catch (error) {
          if (!(error instanceof GridParseError)) throw error;
          set({ pathsText: text, pathsTextProblem: { line: error.line, column: error.column, message: error.message } });
          return;
        }
        // Spaces or a final newline change nothing: the results still hold.
        if (sameGrid(grid, get().pathsGrid)) set({ pathsText: text, pathsTextProblem: null, pathsTextHidden: false });
        else replaceGrid(grid, text);
      },

      loadPathsText: (text) => {
        let grid: Grid;
        try {
          grid = parseGrid(text);
        } catch (error) {
          if (!(error instanceof GridParseError)) throw error;
          // The grid stays; the box shows what was wrong (and the file, when it is small enough to read).
          const shown = text.length <= TEXT_MAX_BLOCKS * 2 ? text : '';
          set({ pathsText: shown, pathsTextHidden: false, pathsTextProblem: { line: error.line, column: error.column, message: error.message } });
          return false;
        }
        replaceGrid(grid, grid.rows * grid.cols <= TEXT_MAX_BLOCKS ? text : null);
        return true;
      },

      editPathsSize: (field, value) => {
        const { [field]: _fixed, ...others } = get().pathsSizeErrors;
        void _fixed;
        set({ pathsSizeDraft: { ...get().pathsSizeDraft, [field]: value }, pathsSizeErrors: others });
      },

      applyPathsSize: () => {
        const { rows: rowsText, cols: colsText } = get().pathsSizeDraft;
        const errors: { rows?: string; cols?: string } = {};
        const rowsProblem = sizeProblem('Rows', rowsText);
        const colsProblem = sizeProblem('Columns', colsText);
        if (rowsProblem) errors.rows = rowsProblem;
        if (colsProblem) errors.cols = colsProblem;
        const rows = Number(rowsText);
        const cols = Number(colsText);
        if (!rowsProblem && !colsProblem && rows * cols > MAX_GRID_BLOCKS) {
          errors.cols = `At most ${MAX_GRID_BLOCKS.toLocaleString('en-US')} blocks in all: ${rows} × ${cols} is ${(rows * cols).toLocaleString('en-US')}.`;
        }
        if (errors.rows || errors.cols) {
          set({ pathsSizeErrors: errors });
          get().announce(Object.values(errors).join(' '));
          return;
        }
        const grid = get().pathsGrid;
        if (rows === grid.rows && cols === grid.cols) return;
        const next = resized(grid, rows, cols);
        replaceGrid(next, textOf(next));
      },

      paintPathsBlocks: (blocks, wall) => {
        const value = wall ? 1 : 0;
        const cells = get().pathsGrid.cells;
        const changed = blocks.filter((b) => b >= 0 && b < cells.length && cells[b] !== value);
        if (changed.length === 0) return;
        if (get().pathsListing.status !== 'idle' || get().pathsCount.status !== 'idle') clearResults(false);
        // Copy on the stroke's first write, then edit in place: a grid handed out before (to a
        // job, to a test's saved state) never changes under its holder, and a drag stays cheap.
        let grid = get().pathsGrid;
        if (grid !== strokeGrid) {
          grid = strokeGrid = { rows: grid.rows, cols: grid.cols, cells: grid.cells.slice() };
          set({ pathsGrid: grid });
        }
        for (const b of changed) grid.cells[b] = value;
        set({ pathsVersion: get().pathsVersion + 1, pathsChanged: changed });
      },

      finishPathsPaint: () => {
        if (strokeGrid === null) return; // nothing changed: the text stays as typed
        strokeGrid = null;
        const text = textOf(get().pathsGrid);
        set({ pathsText: text ?? '', pathsTextProblem: null, pathsTextHidden: text === null });
      },

      setPathsEndpoint: (role, point) => {
        const grid = get().pathsGrid;
        if (point.row < 0 || point.col < 0 || point.row >= grid.rows || point.col >= grid.cols) return;
        const current = role === 'start' ? get().pathsStart : get().pathsGoal;
        if (current.row === point.row && current.col === point.col) return;
        clearResults(false);
        set(role === 'start' ? { pathsStart: point } : { pathsGoal: point });
      },

      openInPathsEditor: (maze) => {
        const grid: Grid = { rows: maze.rows, cols: maze.cols, cells: maze.cells.slice() };
        const at = (index: number): Point => ({ row: Math.floor(index / maze.cols), col: index % maze.cols });
        replaceGrid(grid, textOf(grid), { start: at(maze.start), goal: at(maze.goal) });
        get().setTab('paths');
        get().announce(`Opened the ${maze.rows} by ${maze.cols} grid in the paths editor.`);
      },

      findAllPaths: (limit = Infinity) => {
        const { pathsGrid: grid, pathsStart, pathsGoal, pathsOrder: order, pathsCount } = get();
        const start = pathsStart.row * grid.cols + pathsStart.col;
        const goal = pathsGoal.row * grid.cols + pathsGoal.col;
        // The count depends on the grid and its ends only: one already made (or failed) still holds.
        clearResults(true);
        if (pathsCount.status === 'idle') startCount(grid, start, goal);

        const kept = new KeptPaths();
        listedSoFar = 0;
        set({ pathsKept: kept, pathsSelected: null, pathsListing: { ...idleListing(order), status: 'running', limit, startedAt: now() } });
        const seq = ++listSeq;
        // Batches come often (one per worker slice); the store hears of them at most every PUBLISH_EVERY_MS.
        const job = service().list({ grid, start, goal, order, limit, keepPaths: KEEP_PATHS, keepBlocks: KEEP_BLOCKS }, (batch) => {
          if (seq !== listSeq) return;
          kept.append(batch);
          listedSoFar = batch.listed;
          publishTimer ??= setTimeout(publish, PUBLISH_EVERY_MS);
        });
        listJob = job;
        job.result.then(
          (result) => {
            if (seq !== listSeq) return;
            listJob = null;
            listedSoFar = result.listed;
            publish();
            set({ pathsListing: { ...get().pathsListing, status: result.stop, endedAt: now() } });
            const { listed } = result;
            get().announce(listed === 0 && result.stop === 'done' ? 'No path: the maze has no way out.' : `Listed ${listed} path${listed === 1 ? '' : 's'}.`);
          },
          (error: unknown) => {
            if (seq !== listSeq) return;
            listJob = null;
            publish();
            set({ pathsListing: { ...get().pathsListing, status: 'failed', endedAt: now(), error: message(error) } });
          },
        );
      },

      cancelPaths: () => {
        const listing = get().pathsListing;
        const counting = get().pathsCount.status === 'counting';
        if (listing.status !== 'running' && !counting) return;
        if (listJob) publish();
        stopListing();
        stopCounting();
        if (listing.status === 'running') set({ pathsListing: { ...get().pathsListing, status: 'cancelled', endedAt: now() } });
        if (counting) set({ pathsCount: IDLE_COUNT });
        get().announce(`Cancelled after ${get().pathsListing.listed} paths.`);
      },

      preparePathsWorkers: () => service().warm(),

      selectPath: (index) => {
        const size = get().pathsKept.size;
        set({ pathsSelected: index === null || size === 0 ? null : Math.max(0, Math.min(size - 1, index)) });
      },
    };
  };
}
