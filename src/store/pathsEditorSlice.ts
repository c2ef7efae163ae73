import { cloneGrid, createGrid, formatGrid, GridParseError, inside, MAX_GRID_BLOCKS, MAX_GRID_SIDE, parseGrid, pointOf, readWholeNumber, resizedGrid, sameGrid, type Grid, type GridParseKind, type Maze, type Point } from '../core';
import { messageOf } from '../core/errors';
import { formatCount } from '../format/numbers';
import type { GridTextService } from '../workers/gridTextClient';
import { defaultGridTextService } from '../workers/lazyServices';
import { blobText, type GridRead } from '../workers/gridTextJob';
import { HEAD_CHARS, LARGE_TEXT_CHARS, screenGridText } from '../workers/gridTextScreen';
import { JobCancelled, type Job } from '../workers/job';
import type { SavedEditor } from './saved/parts';
import type { Slice } from './types';
import { pathsMessages, type PathsMessages } from '../i18n/pathsMessages';

/**
 * The Paths lab's editor: the grid, its ends, the "Maze text" box and the size fields, and
 * reading texts and files into them. Every change of the grid or its ends makes the runs'
 * results stale (pathsRunSlice.ts), so it asks them to go.
 */

/** What a click on the editor does. */
export type EditorTool = 'walls' | 'start' | 'goal';

export interface TextProblem {
  readonly line: number;
  readonly column: number;
  readonly message: string;
  /** The parse error's kind, for words in the page's language (none: a problem reading the file). */
  readonly kind?: GridParseKind;
}

/** A big text or file being read in a worker. */
export interface PathsReading {
  /** "the pasted text" or a file's name. */
  readonly what: string;
  readonly done: number;
  readonly of: number;
}

/** The grid "Open in editor" replaced, kept so that one click brings it back. */
export interface ReplacedGrid {
  readonly grid: Grid;
  readonly start: Point;
  readonly goal: Point;
  readonly text: string;
  readonly hidden: boolean;
}

export interface PathsEditorSlice {
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
  /** A big text being read off the page, or null. */
  pathsReading: PathsReading | null;
  /** What "Open in editor" replaced, until the grid changes again (the Undo notice shows meanwhile). */
  pathsReplaced: ReplacedGrid | null;

  setPathsTool: (tool: EditorTool) => void;
  /**
   * Reads a text or file into the grid. A large one (LARGE_TEXT_CHARS or more) is first
   * screened from its length and first lines, then read in a worker with progress; it is not
   * kept in the text box. Resolves true when the grid was replaced.
   */
  readPathsText: (source: string | Blob, what?: string) => Promise<boolean>;
  cancelPathsReading: () => void;
  /** Puts back the grid "Open in editor" replaced. */
  undoOpenInPathsEditor: () => void;
  dismissPathsReplaced: () => void;
  /** The grid as a .txt Blob (formatted in a worker when large). */
  pathsGridBlob: () => Promise<Blob>;
  /** Reads the text into the grid; a bad text leaves the grid as it was and says where it goes wrong. */
  editPathsText: (text: string) => void;
  /** Reads a loaded file's text; a large grid then shows as a size instead of megabytes of text. */
  loadPathsText: (text: string) => boolean;
  editPathsSize: (field: 'rows' | 'cols', value: string) => void;
  /** Resizes to the size fields, keeping the blocks that still fit; new blocks are open. */
  applyPathsSize: () => void;
  /** Opens every block (same size, same ends): a fresh grid to draw on. */
  clearPathsGrid: () => void;
  /** Sets blocks to wall or open, in place (a drag calls this often); the text follows at `finishPathsPaint`. */
  paintPathsBlocks: (blocks: readonly number[], wall: boolean) => void;
  finishPathsPaint: () => void;
  setPathsEndpoint: (role: 'start' | 'goal', point: Point) => void;
  /** Puts a maze (a generated one, say) into the editor, with its own start and goal. */
  openInPathsEditor: (maze: Maze) => void;
}

/** Grids up to this many blocks (a 500 KB text) are shown in the text box. */
export const TEXT_MAX_BLOCKS = 250_000;

/** The text a grid shows as, or null when it is too large to show. */
function textOf(grid: Grid): string | null {
  return grid.rows * grid.cols <= TEXT_MAX_BLOCKS ? formatGrid(grid) : null;
}

/** The editor as kept across visits (src/store/persist.ts): the grid, its ends, its text and size fields. */
export function restoredEditor(saved: SavedEditor): Pick<PathsEditorSlice, 'pathsGrid' | 'pathsStart' | 'pathsGoal' | 'pathsText' | 'pathsTextHidden' | 'pathsSizeDraft'> {
  const cells = new Uint8Array(saved.cells.length);
  for (let i = 0; i < cells.length; i++) cells[i] = saved.cells.charCodeAt(i) === 49 ? 1 : 0;
  const grid: Grid = { rows: saved.rows, cols: saved.cols, cells };
  const text = textOf(grid);
  return { pathsGrid: grid, pathsStart: saved.start, pathsGoal: saved.goal, pathsText: text ?? '', pathsTextHidden: text === null, pathsSizeDraft: { rows: String(grid.rows), cols: String(grid.cols) } };
}

/** The source's example: 6 paths, the first in DFS order (0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3). */
export const EXAMPLE_TEXT = '0 0 0 1\n0 0 0 0\n0 0 1 0\n';

function corner(grid: Grid, role: 'start' | 'goal'): Point {
  return role === 'start' ? { row: 0, col: 0 } : { row: grid.rows - 1, col: grid.cols - 1 };
}

/**
 * Where an end goes when the grid is replaced: a grid of another size is another maze, so both
 * ends go back to the source's corners (0,0) and (m-1,n-1); a grid of the same size (an edit of
 * the text, say) keeps ends placed by hand.
 */
function carryOver(before: Grid, after: Grid, point: Point, role: 'start' | 'goal'): Point {
  return before.rows === after.rows && before.cols === after.cols ? point : corner(after, role);
}

/** A typed or loaded text as a grid, or where and why it is not one. */
function readGrid(text: string): { grid: Grid } | { problem: TextProblem } {
  try {
    return { grid: parseGrid(text) };
  } catch (error) {
    if (!(error instanceof GridParseError)) throw error;
    return { problem: { line: error.line, column: error.column, message: error.message, kind: error.kind } };
  }
}

/** Why a size field is unacceptable, or undefined. */
function sizeProblem(label: string, value: string, t: PathsMessages): string | undefined {
  const n = readWholeNumber(value);
  if (n === null || n < 1 || n > MAX_GRID_SIDE) return t.sideProblem(label, MAX_GRID_SIDE);
  return undefined;
}

export function createPathsEditorSlice(gridText: () => GridTextService = defaultGridTextService): Slice<PathsEditorSlice> {
  const example = parseGrid(EXAMPLE_TEXT);
  let reading: Job<GridRead> | null = null;
  let readSeq = 0;
  /** The grid the current paint stroke owns and may edit in place. */
  let strokeGrid: Grid | null = null;

  return (set, get) => {
    const stopReading = () => {
      reading?.cancel();
      reading = null;
      readSeq++;
      if (get().pathsReading) set({ pathsReading: null });
    };

    /** A new grid in the editor (text, size, file or game): results and out-of-range ends reset. */
    const replaceGrid = (grid: Grid, text: string | null, ends?: { start: Point; goal: Point }) => {
      get().clearPathsResults(false);
      const { pathsStart, pathsGoal, pathsVersion, pathsGrid: before } = get();
      set({
        pathsReplaced: null,
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
      pathsReading: null,
      pathsReplaced: null,

      setPathsTool: (tool) => set({ pathsTool: tool }),

      editPathsText: (text) => {
        // A text of megabytes (a paste into the box) is read off the page, and not kept in the box.
        if (text.length >= LARGE_TEXT_CHARS) {
          void get().readPathsText(text);
          return;
        }
        stopReading();
        const read = readGrid(text);
        if ('problem' in read) {
          set({ pathsText: text, pathsTextProblem: read.problem });
          return;
        }
        const { grid } = read;
        // Spaces or a final newline change nothing: the results still hold.
        if (sameGrid(grid, get().pathsGrid)) set({ pathsText: text, pathsTextProblem: null, pathsTextHidden: false });
        else replaceGrid(grid, text);
      },

      loadPathsText: (text) => {
        stopReading();
        const read = readGrid(text);
        if ('problem' in read) {
          // The grid stays; the box shows what was wrong (and the file, when it is small enough to read).
          const shown = text.length <= TEXT_MAX_BLOCKS * 2 ? text : '';
          set({ pathsText: shown, pathsTextHidden: false, pathsTextProblem: read.problem });
          return false;
        }
        const { grid } = read;
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
        const said = pathsMessages(get().language);
        const rowsProblem = sizeProblem(said.rows, rowsText, said);
        const colsProblem = sizeProblem(said.columns, colsText, said);
        if (rowsProblem) errors.rows = rowsProblem;
        if (colsProblem) errors.cols = colsProblem;
        const rows = Number(rowsText);
        const cols = Number(colsText);
        if (!rowsProblem && !colsProblem && rows * cols > MAX_GRID_BLOCKS) {
          errors.cols = said.tooManyBlocks(formatCount(MAX_GRID_BLOCKS), rows, cols, formatCount(rows * cols));
        }
        if (errors.rows || errors.cols) {
          set({ pathsSizeErrors: errors });
          get().announce(Object.values(errors).join(' '));
          return;
        }
        const grid = get().pathsGrid;
        if (rows === grid.rows && cols === grid.cols) return;
        const next = resizedGrid(grid, rows, cols);
        replaceGrid(next, textOf(next));
      },

      clearPathsGrid: () => {
        const { rows, cols } = get().pathsGrid;
        const open = createGrid(rows, cols, 0);
        const { pathsStart, pathsGoal } = get();
        replaceGrid(open, textOf(open), { start: pathsStart, goal: pathsGoal });
        get().announce(pathsMessages(get().language).cleared(rows, cols));
      },

      paintPathsBlocks: (blocks, wall) => {
        const value = wall ? 1 : 0;
        const cells = get().pathsGrid.cells;
        const changed = blocks.filter((b) => b >= 0 && b < cells.length && cells[b] !== value);
        if (changed.length === 0) return;
        if (get().pathsListing.status !== 'idle' || get().pathsCount.status !== 'idle') get().clearPathsResults(false);
        // Copy on the stroke's first write, then edit in place: a grid handed out before (to a
        // job, to a test's saved state) never changes under its holder, and a drag stays cheap.
        // The copy is set alone, without a new pathsVersion: the editor knows it by that and
        // keeps its picture (every other new grid comes with a new version).
        let grid = get().pathsGrid;
        if (grid !== strokeGrid) {
          grid = strokeGrid = cloneGrid(grid);
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
        if (!inside(get().pathsGrid, point.row, point.col)) return;
        const current = role === 'start' ? get().pathsStart : get().pathsGoal;
        if (current.row === point.row && current.col === point.col) return;
        get().clearPathsResults(false);
        set(role === 'start' ? { pathsStart: point } : { pathsGoal: point });
      },

      openInPathsEditor: (maze) => {
        stopReading();
        const grid = cloneGrid(maze);
        const { pathsGrid, pathsStart, pathsGoal, pathsText, pathsTextHidden } = get();
        // The drawn grid is kept (it is never edited in place once replaced) so Undo can bring it back.
        const replaced: ReplacedGrid = { grid: pathsGrid, start: pathsStart, goal: pathsGoal, text: pathsText, hidden: pathsTextHidden };
        replaceGrid(grid, textOf(grid), { start: pointOf(maze, maze.start), goal: pointOf(maze, maze.goal) });
        strokeGrid = null;
        set({ pathsReplaced: replaced });
        get().setTab('paths');
        get().announce(pathsMessages(get().language).replaced(maze.rows, maze.cols));
      },

      undoOpenInPathsEditor: () => {
        const replaced = get().pathsReplaced;
        if (!replaced) return;
        replaceGrid(replaced.grid, replaced.hidden ? null : replaced.text, { start: replaced.start, goal: replaced.goal });
        get().announce(pathsMessages(get().language).gridBack);
      },

      dismissPathsReplaced: () => set({ pathsReplaced: null }),

      readPathsText: async (source, what = pathsMessages(get().language).pastedText) => {
        stopReading();
        // Numbered before the first wait: a text given meanwhile (typing, another file) wins.
        const seq = ++readSeq;
        const size = typeof source === 'string' ? source.length : source.size;
        const head = typeof source === 'string' ? source.slice(0, HEAD_CHARS) : await blobText(source.slice(0, HEAD_CHARS));
        if (seq !== readSeq) return false;
        const refuse = (problem: TextProblem) => {
          if (seq !== readSeq) return false;
          set({ pathsReading: null, pathsText: '', pathsTextHidden: false, pathsTextProblem: problem });
          get().announce(pathsMessages(get().language).notAGrid(what, problem.message));
          return false;
        };
        // Blob sizes are bytes; a text's length is characters: for a grid (ASCII) they agree.
        const screened = screenGridText(head, size);
        if (screened) return refuse(screened);
        if (size < LARGE_TEXT_CHARS) {
          const text = typeof source === 'string' ? source : await blobText(source);
          if (seq !== readSeq) return false;
          return get().loadPathsText(text);
        }
        set({ pathsReading: { what, done: 0, of: size }, pathsText: '', pathsTextProblem: null });
        // Copying megabytes to the worker is a task of its own, not part of the paste's.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (seq !== readSeq) return false;
        const job = gridText().read(source, (done, of) => {
          if (seq === readSeq) set({ pathsReading: { what, done, of } });
        });
        reading = job;
        let read: GridRead;
        try {
          read = await job.result;
        } catch (error) {
          if (seq !== readSeq || error instanceof JobCancelled) return false;
          reading = null;
          return refuse({ line: 0, column: 0, message: pathsMessages(get().language).couldNotRead(what, messageOf(error)) });
        }
        if (seq !== readSeq) return false;
        reading = null;
        if (!read.ok) return refuse({ line: read.line, column: read.column, message: read.message });
        set({ pathsReading: null });
        replaceGrid(read.grid, null);
        get().announce(pathsMessages(get().language).readGrid(read.grid.rows, read.grid.cols, what));
        return true;
      },

      cancelPathsReading: () => {
        if (!get().pathsReading) return;
        stopReading();
        set({ pathsReading: null });
        get().announce(pathsMessages(get().language).stoppedReading);
      },

      pathsGridBlob: () => {
        const grid = get().pathsGrid;
        if (grid.rows * grid.cols <= TEXT_MAX_BLOCKS) return Promise.resolve(new Blob([formatGrid(grid)], { type: 'text/plain' }));
        return gridText().format(grid);
      },
    };
  };
}
