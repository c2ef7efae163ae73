import { formatGrid, type Grid, type GridParseKind, type Maze, type Point } from '../core';
import type { SavedEditor } from './saved/parts';
import type { EditorTool } from '../ids/editorTool';

/**
 * The Paths lab editor's state: its fields, their first values, and the editor as read back
 * from a visit before. Light, so it stays with the first load (persist reads and writes it at
 * boot); what changes it (pathsEditorSlice.ts) loads with the lab.
 */

export type { EditorTool };

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

export interface PathsEditorState {
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
}

export interface PathsEditorActions {
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

export type PathsEditorSlice = PathsEditorState & PathsEditorActions;


/** Grids up to this many blocks (a 500 KB text) are shown in the text box. */
export const TEXT_MAX_BLOCKS = 250_000;

/** The text a grid shows as, or null when it is too large to show. */
export function textOf(grid: Grid): string | null {
  return grid.rows * grid.cols <= TEXT_MAX_BLOCKS ? formatGrid(grid) : null;
}

/** The editor as kept across visits (src/store/persist.ts): the grid, its ends, its text and size fields. */
export function restoredEditor(saved: SavedEditor): Pick<PathsEditorState, 'pathsGrid' | 'pathsStart' | 'pathsGoal' | 'pathsText' | 'pathsTextHidden' | 'pathsSizeDraft'> {
  const cells = new Uint8Array(saved.cells.length);
  for (let i = 0; i < cells.length; i++) cells[i] = saved.cells.charCodeAt(i) === 49 ? 1 : 0;
  const grid: Grid = { rows: saved.rows, cols: saved.cols, blocks: cells };
  const text = textOf(grid);
  return { pathsGrid: grid, pathsStart: saved.start, pathsGoal: saved.goal, pathsText: text ?? '', pathsTextHidden: text === null, pathsSizeDraft: { rows: String(grid.rows), cols: String(grid.cols) } };
}

/** The source's example: 6 paths, the first in DFS order (0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3). Its text is formatGrid's. */
export const EXAMPLE_GRID: Grid = { rows: 3, cols: 4, blocks: Uint8Array.of(0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0) };

export function corner(grid: Grid, role: 'start' | 'goal'): Point {
  return role === 'start' ? { row: 0, col: 0 } : { row: grid.rows - 1, col: grid.cols - 1 };
}

/** The editor as it first opens: the example grid between its corners. */
export function editorDefaults(): PathsEditorState {
  const example: Grid = { ...EXAMPLE_GRID, blocks: EXAMPLE_GRID.blocks.slice() };
  return {
    pathsGrid: example,
    pathsVersion: 0,
    pathsChanged: [],
    pathsStart: corner(example, 'start'),
    pathsGoal: corner(example, 'goal'),
    pathsText: formatGrid(example),
    pathsTextProblem: null,
    pathsTextHidden: false,
    pathsSizeDraft: { rows: String(example.rows), cols: String(example.cols) },
    pathsSizeErrors: {},
    pathsTool: 'walls',
    pathsReading: null,
    pathsReplaced: null,
  };
}
