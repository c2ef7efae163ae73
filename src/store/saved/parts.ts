import { GENERATOR_IDS, MAX_GRID_BLOCKS, MAX_GRID_SIDE, MAX_MAZE_CELLS, MAX_SEED_LENGTH, SOLVER_IDS, type GeneratorId, type Point, type SolverId } from '../../core';
import { SLOWEST_RUN_MS } from '../../game/bestTimes';
import type { MazeSettings } from '../../game/settings';
import { settingsFromQuery, settingsToQuery } from '../../game/url';
import { labCanMake } from '../../game/labMazeLimits';
import { draftOf } from '../../game/settings';
import { LIST_ORDERS, type ListOrder } from '../../core/paths/listOrder';
import { ZOOM_LEVELS, type SolutionFrom } from '../uiSlice';
import { CARVE_WATCH_MAX_SIDE } from '../solversState';
import { isBoolean, isOneOf, isShortText, isWhole, isWholeList, orNull, readFields, type FieldCheck, type FieldChecks } from './fields';
import { isRecord } from './kept';

/**
 * What the page keeps across visits, in four keys by idea, each with its own version: the maze's
 * settings and preferences, the game in progress, the Paths editor's grid, the labs' choices.
 * Each is read field by field (fields.ts): a bad field is dropped and the rest kept.
 */

/** A link's query (`?w=…&seed=…`): the maze, in the one form the page already checks (url.ts). */
const QUERY_CHARS = 2000;

/** A query that opens exactly one maze: it reads without a problem and carries its seed. */
const isMazeQuery: FieldCheck<string> = (value): value is string =>
  typeof value === 'string' && value.length <= QUERY_CHARS && value.startsWith('?') && new URLSearchParams(value).get('seed') !== null && settingsFromQuery(value).problems.length === 0;

/** A maze query the lab can make too (its sides are capped: labMazeLimits.ts). */
const isLabQuery: FieldCheck<string> = (value): value is string => isMazeQuery(value) && labCanMake(draftOf(settingsFromQuery(value).settings));

export interface SavedSettings {
  /** The maze on screen, as its link's query. */
  readonly query: string;
  readonly trailInPng: boolean;
  readonly timerHidden: boolean;
}

export const SETTINGS_KEY = 'maze.settings';
/**
 * Version 2 keeps the maze as its query. Version 1, this key's first form (never released), kept the
 * settings object itself, `{ settings: MazeSettings, trailInPng, timerHidden }`: it is migrated, which
 * also keeps the migration path tested before a released version needs it.
 */
export const SETTINGS_VERSION = 2;

const SETTINGS_CHECKS: FieldChecks<SavedSettings> = { query: isMazeQuery, trailInPng: isBoolean, timerHidden: isBoolean };

export interface SavedRun {
  /** The maze the run is on (mazeKey): a run is resumed only on its own maze. */
  readonly key: string;
  /** The player's thread, entrance first (Walk): the position is its last cell. */
  readonly trail: readonly number[];
  /** Cells (or blocks) walked and left behind. */
  readonly backtracked: readonly number[];
  readonly cameFrom: number;
  readonly moves: number;
  /** Time played so far, or null before the first move. */
  readonly elapsedMs: number | null;
  readonly won: boolean;
  readonly solvedOpen: boolean;
  readonly assisted: boolean;
  readonly showSolution: boolean;
}

export interface SavedGame {
  readonly run: SavedRun;
  readonly solutionFrom: SolutionFrom;
  readonly zoom: number | null;
}

export const GAME_KEY = 'maze.game';
export const GAME_VERSION = 1;

/** The most blocks any maze has: a trail or a list of blocks longer than this is not a real one. */
const MOST_BLOCKS = Math.max(MAX_GRID_BLOCKS, MAX_MAZE_CELLS);

const RUN_CHECKS: FieldChecks<SavedRun> = {
  key: isMazeQuery,
  trail: isWholeList(MOST_BLOCKS - 1, MOST_BLOCKS),
  backtracked: isWholeList(MOST_BLOCKS - 1, MOST_BLOCKS),
  cameFrom: isWhole(-1, MOST_BLOCKS - 1),
  moves: isWhole(0, Number.MAX_SAFE_INTEGER),
  elapsedMs: orNull((value): value is number => typeof value === 'number' && value >= 0 && value <= SLOWEST_RUN_MS),
  won: isBoolean,
  solvedOpen: isBoolean,
  assisted: isBoolean,
  showSolution: isBoolean,
};

const isRun: FieldCheck<SavedRun> = (value): value is SavedRun => {
  const { bad, value: run } = readFields(value, RUN_CHECKS);
  return !bad && run.trail!.length > 0 && run.moves! >= run.trail!.length - 1;
};

const GAME_CHECKS: FieldChecks<SavedGame> = { run: isRun, solutionFrom: isOneOf<SolutionFrom>(['here', 'entrance']), zoom: orNull(isOneOf<number>(ZOOM_LEVELS)) };

export interface SavedEditor {
  readonly rows: number;
  readonly cols: number;
  /** Row-major blocks, '1' a wall and '0' open. */
  readonly cells: string;
  readonly start: Point;
  readonly goal: Point;
}

export const EDITOR_KEY = 'maze.editor';
export const EDITOR_VERSION = 1;

const isPoint: FieldCheck<Point> = (value): value is Point => isRecord(value) && isWhole(0, MAX_GRID_SIDE)(value.row) && isWhole(0, MAX_GRID_SIDE)(value.col);

/** The grid and its ends go together: ends inside the grid, blocks of 0 and 1 filling it. */
function isEditor(value: unknown): value is SavedEditor {
  const { bad, value: editor } = readFields<SavedEditor>(value, { rows: isWhole(1, MAX_GRID_SIDE), cols: isWhole(1, MAX_GRID_SIDE), cells: (v): v is string => typeof v === 'string', start: isPoint, goal: isPoint });
  if (bad) return false;
  const { rows, cols, cells, start, goal } = editor as SavedEditor;
  const within = (p: Point) => p.row < rows && p.col < cols;
  return rows * cols <= MAX_GRID_BLOCKS && cells.length === rows * cols && /^[01]*$/.test(cells) && within(start) && within(goal);
}

export interface SavedLab {
  readonly solver: SolverId;
  readonly labSource: 'lab' | 'game';
  /** The lab's own maze, as a query. */
  readonly labQuery: string;
  readonly carveWatch: { readonly algorithm: GeneratorId; readonly width: number; readonly height: number; readonly seed: string };
  readonly pathsOrder: ListOrder;
}

export const LAB_KEY = 'maze.lab';
export const LAB_VERSION = 1;

/** The watched generator's sides stop at CARVE_WATCH_MAX_SIDE. */
const isCarveWatch: FieldCheck<SavedLab['carveWatch']> = (value): value is SavedLab['carveWatch'] =>
  !readFields<SavedLab['carveWatch']>(value, { algorithm: isOneOf(GENERATOR_IDS), width: isWhole(1, CARVE_WATCH_MAX_SIDE), height: isWhole(1, CARVE_WATCH_MAX_SIDE), seed: isShortText(MAX_SEED_LENGTH) }).bad;

const LAB_CHECKS: FieldChecks<SavedLab> = {
  solver: isOneOf(SOLVER_IDS),
  labSource: isOneOf<'lab' | 'game'>(['lab', 'game']),
  labQuery: isLabQuery,
  carveWatch: isCarveWatch,
  pathsOrder: isOneOf<ListOrder>(LIST_ORDERS),
};

/** A part read: what is good in it, and whether anything had to be dropped. */
export interface PartRead<T> {
  readonly value: Partial<T>;
  readonly bad: boolean;
}

/** One kept key: its name, its version, how older versions become today's, and its checks. */
export interface Part<T> {
  readonly key: string;
  readonly version: number;
  /** Today's data from an older version's, or undefined when that version cannot be read. */
  readonly migrate: (data: unknown, version: number) => unknown;
  readonly read: (data: unknown) => PartRead<T>;
}

const noMigration = () => undefined;

export const SETTINGS_PART: Part<SavedSettings> = {
  key: SETTINGS_KEY,
  version: SETTINGS_VERSION,
  migrate: (data, version) => {
    if (version !== 1 || !isRecord(data) || !isRecord(data.settings)) return undefined;
    let query: unknown = null;
    try {
      query = settingsToQuery(data.settings as unknown as MazeSettings);
    } catch {
      // A settings object of the wrong shape: its query is checked (and dropped) like any other.
    }
    return { ...data, settings: undefined, query };
  },
  read: (data) => readFields(data, SETTINGS_CHECKS),
};

export const GAME_PART: Part<SavedGame> = { key: GAME_KEY, version: GAME_VERSION, migrate: noMigration, read: (data) => readFields(data, GAME_CHECKS) };

export const EDITOR_PART: Part<{ editor: SavedEditor }> = {
  key: EDITOR_KEY,
  version: EDITOR_VERSION,
  migrate: noMigration,
  read: (data) => (isEditor(data) ? { value: { editor: data }, bad: false } : { value: {}, bad: true }),
};

export const LAB_PART: Part<SavedLab> = { key: LAB_KEY, version: LAB_VERSION, migrate: noMigration, read: (data) => readFields(data, LAB_CHECKS) };
