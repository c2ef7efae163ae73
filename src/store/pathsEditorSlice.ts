import { cloneGrid, createGrid, formatGrid, GridParseError, inside, MAX_GRID_BLOCKS, MAX_GRID_SIDE, parseGrid, pointOf, readWholeNumber, resizedGrid, sameGrid, type Grid, type Point } from '../core';
import { messageOf } from '../core/errors';
import { formatCount } from '../format/numbers';
import type { GridTextService } from '../workers/gridTextClient';
import { defaultGridTextService } from '../workers/labServices';
import { blobText, type GridRead } from '../workers/gridTextJob';
import { HEAD_CHARS, LARGE_TEXT_CHARS, screenGridText } from '../workers/gridTextScreen';
import { JobCancelled } from '../workers/job';
import { LatestJob } from '../workers/latestJob';
import type { Slice } from './types';
import { corner, TEXT_MAX_BLOCKS, textOf, type PathsEditorActions, type ReplacedGrid, type TextProblem } from './pathsEditorState';
import { hasPathsResults } from './pathsRunState';
import { pathsMessages, type PathsMessages } from '../i18n/pathsMessages';

/**
 * The Paths lab's editor: the grid, its ends, the "Maze text" box and the size fields, and
 * reading texts and files into them. Every change of the grid or its ends makes the runs'
 * results stale (pathsRunSlice.ts), so it asks them to go. These are its actions, which load
 * with the labs (labActions.ts); its state is pathsEditorState.ts's.
 */

export * from './pathsEditorState';

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

/** The editor's actions; its state and first values are pathsEditorState.ts's. */
export function createPathsEditorActions(gridText: () => GridTextService = defaultGridTextService): Slice<PathsEditorActions> {
  /** The text being read: only the latest reading is heard (latestJob.ts). */
  const readings = new LatestJob();
  /** The grid the current paint stroke owns and may edit in place. */
  let strokeGrid: Grid | null = null;

  return (set, get) => {
    const stopReading = () => {
      readings.stop();
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
        const cells = get().pathsGrid.blocks;
        const changed = blocks.filter((b) => b >= 0 && b < cells.length && cells[b] !== value);
        if (changed.length === 0) return;
        if (hasPathsResults(get())) get().clearPathsResults(false);
        // Copy on the stroke's first write, then edit in place: a grid handed out before (to a
        // job, to a test's saved state) never changes under its holder, and a drag stays cheap.
        // The copy is set alone, without a new pathsVersion: the editor knows it by that and
        // keeps its picture (every other new grid comes with a new version).
        let grid = get().pathsGrid;
        if (grid !== strokeGrid) {
          grid = strokeGrid = cloneGrid(grid);
          set({ pathsGrid: grid });
        }
        for (const b of changed) grid.blocks[b] = value;
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
        const turn = readings.next();
        const size = typeof source === 'string' ? source.length : source.size;
        const head = typeof source === 'string' ? source.slice(0, HEAD_CHARS) : await blobText(source.slice(0, HEAD_CHARS));
        if (!turn.current) return false;
        const refuse = (problem: TextProblem) => {
          if (!turn.current) return false;
          set({ pathsReading: null, pathsText: '', pathsTextHidden: false, pathsTextProblem: problem });
          get().announce(pathsMessages(get().language).notAGrid(what, problem.message));
          return false;
        };
        // Blob sizes are bytes; a text's length is characters: for a grid (ASCII) they agree.
        const screened = screenGridText(head, size);
        if (screened) return refuse(screened);
        if (size < LARGE_TEXT_CHARS) {
          const text = typeof source === 'string' ? source : await blobText(source);
          if (!turn.current) return false;
          return get().loadPathsText(text);
        }
        set({ pathsReading: { what, done: 0, of: size }, pathsText: '', pathsTextProblem: null });
        // Copying megabytes to the worker is a task of its own, not part of the paste's.
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!turn.current) return false;
        const job = gridText().read(source, (done, of) => {
          if (turn.current) set({ pathsReading: { what, done, of } });
        });
        turn.hold(job);
        let read: GridRead;
        try {
          read = await job.result;
        } catch (error) {
          if (!turn.current || error instanceof JobCancelled) return false;
          turn.done();
          return refuse({ line: 0, column: 0, message: pathsMessages(get().language).couldNotRead(what, messageOf(error)) });
        }
        if (!turn.current) return false;
        turn.done();
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
