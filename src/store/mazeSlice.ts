import type { CellMaze, GeneratedMaze, GoalRoutes } from '../core';
import { isMaskPresetId, isWeaveShape, randomSeed } from '../core';
import { boardOf, movesAlong } from '../game/board';
import { DEFAULT_SETTINGS, draftOf, isLevelled, isSide, presetShape, withUsableGenerator, PRESETS, SQUARE_DRAFT, typedDraft, type DraftErrors, type MazeSettings, type Preset, type SettingsDraft, type ShapeField } from '../game/settings';
import { evenSide, openingQuery } from '../game/url';
import { wordedDraft, wordedLinkSettings } from './wordedSettings';
import { GenerationStopped, generateService, stopGeneration, type GenerateService } from '../workers/generateClient';
import type { Slice } from './types';
import type { DifficultyBand } from '../game/bandSeed';
import { bandSeedService } from '../workers/bandSeedClient';
import { JobCancelled } from '../workers/job';
import { isCellMaze } from '../game/shapeSettings';
import type { Language } from '../i18n/language';
import { failureText, NOTICES } from '../i18n/notices';
import { generatorReplacedText, PROBLEMS } from '../i18n/problems';
import { SPEECH } from '../i18n/speech';

export interface MazeSlice {
  /** The settings of the maze on screen (what the URL carries). */
  settings: MazeSettings | null;
  /** The form's fields as typed, and what is wrong with them. */
  draft: SettingsDraft;
  draftErrors: DraftErrors;
  /** Whether the seed field was typed in since the maze was made: "New maze" then keeps it. */
  seedEdited: boolean;
  /** The block-grid maze on screen (today's squares); null while a cell-graph maze is. */
  maze: GeneratedMaze | null;
  /** The cell-graph maze on screen (hex, triangle, circle, an outline, squares in lines); null while a block maze is. */
  shaped: CellMaze | null;
  /** Shortest path from entrance to exit, in blocks (or, on a cell-graph maze, in cells). */
  solution: Int32Array | null;
  /** Every block's shortest way to the exit, for "solution from here". */
  routes: GoalRoutes | null;
  /** On a cell-graph maze, each cell's next cell toward the goal, for "solution from here". */
  toward: Int32Array | null;
  /** Fewest moves that reach the exit. */
  shortestMoves: number;
  generationMs: number | null;
  generating: boolean;
  /** The settings of the maze being made, null when none is: the canvas fetches what will draw it meanwhile. */
  making: MazeSettings | null;
  /** Fraction done of a maze being made in the background, for its progress bar. */
  generationProgress: number | null;
  /** The maze kept from the last visit (its query), opened by a link that names no maze; null once used. */
  keptQuery: string | null;

  editDraft: (field: keyof SettingsDraft, value: string) => void;
  /** Says the form's errors again in the page's language (after a switch). */
  rewordDraftErrors: () => void;
  /**
   * Makes the place the player stands on the maze's start or its exit, on every shape: the same
   * maze, with a fresh run from the new start.
   */
  moveEnd: (end: 'start' | 'goal') => Promise<void>;
  /** Makes the maze the form describes, exactly (same seed, same maze). */
  applyDraft: () => Promise<void>;
  /** The maze the form describes; with the seed untouched, a fresh random one. */
  newMaze: () => Promise<void>;
  /** A new random seed in the form, and its maze. */
  randomizeSeed: () => Promise<void>;
  applyPreset: (name: Preset['name']) => Promise<void>;
  /** Picks a generator and makes its maze at once, as a preset does. */
  chooseAlgorithm: (algorithm: string) => Promise<void>;
  /**
   * Picks a shape, an outline, a style or a unicursal labyrinth and makes its maze at once, with
   * the same seed (Walls: Lines draws the maze on screen in lines). A row-by-row generator gives
   * way to the backtracker on a shape it cannot make, and says so. A labyrinth is a whole square
   * of even sides and one path: turning it on rounds odd sides up and takes out the outline and
   * the braid; another shape, an outline or a weave turns it off. A weave (whole square and hex
   * grids) goes with another shape, an outline or a labyrinth. Levels (whole squares) go with
   * another shape, an outline, a labyrinth or a weave, and take those out when chosen.
   */
  chooseShape: (field: ShapeField, value: string) => Promise<void>;
  /** Opens the maze a URL describes; a tampered value gets a notice and its default. */
  openQuery: (search: string) => Promise<void>;
  generate: (settings: MazeSettings) => Promise<void>;
  /** Stops a maze being made in the background; the maze on screen stays. */
  stopGenerating: () => void;
}

/** One line for a link's bad values, however many: the messages themselves are its details. */
function linkNoticeText(problems: readonly string[], language: Language): string {
  return problems.length === 1 ? problems[0]! : PROBLEMS[language].linkBadValues(problems.length);
}

function isDefaultSize(settings: MazeSettings): boolean {
  return settings.width === DEFAULT_SETTINGS.width && settings.height === DEFAULT_SETTINGS.height && settings.algorithm === DEFAULT_SETTINGS.algorithm && !isCellMaze(settings);
}

/**
 * The settings with the seed whose maze falls in the band (the seed lands in the link, so the link
 * gives that maze); null when a newer preset superseded the search. A search that fails keeps
 * the first seed, unchecked: a maze all the same.
 */
async function inBand(settings: MazeSettings, band: DifficultyBand): Promise<MazeSettings | null> {
  try {
    return { ...settings, seed: (await bandSeedService(settings, band).result).seed };
  } catch (error) {
    return error instanceof JobCancelled ? null : settings;
  }
}

export function createMazeSlice(
  service: GenerateService = generateService,
  makeSeed: () => string = randomSeed,
  stop: () => void = stopGeneration,
): Slice<MazeSlice> {
  let latestRequest = 0;
  // A bad link's notice speaks of the link's maze: it goes once another maze is on screen.
  let linkNotice: { id: string; request: number } | null = null;
  return (set, get) => ({
    settings: null,
    draft: { width: '15', height: '15', algorithm: 'backtracker', seed: '', braid: '0', ...SQUARE_DRAFT },
    draftErrors: {},
    seedEdited: false,
    maze: null,
    shaped: null,
    solution: null,
    routes: null,
    toward: null,
    shortestMoves: 0,
    generationMs: null,
    generating: false,
    making: null,
    generationProgress: null,
    keptQuery: null,

    rewordDraftErrors: () => {
      const shown = Object.keys(get().draftErrors) as (keyof DraftErrors)[];
      if (shown.length === 0) return;
      const read = wordedDraft(typedDraft(get().draft), get().language);
      if (!('errors' in read)) return;
      const errors: DraftErrors = {};
      for (const field of shown) if (read.errors[field] !== undefined) errors[field] = read.errors[field];
      set({ draftErrors: errors });
    },

    editDraft: (field, value) => {
      const draft = { ...get().draft, [field]: value };
      const { [field]: _fixed, ...others } = get().draftErrors;
      void _fixed;
      set({ draft, draftErrors: others, ...(field === 'seed' ? { seedEdited: true } : {}) });
    },

    applyDraft: async () => {
      const read = wordedDraft(typedDraft(get().draft), get().language);
      if ('errors' in read) {
        set({ draftErrors: read.errors });
        get().announce(Object.values(read.errors).join(' '));
        return;
      }
      await get().generate(read.settings);
    },

    newMaze: async () => {
      // A seed the user typed is kept (same seed, same maze); an untouched one is replaced,
      // so "New maze" never shows the maze already on screen.
      const { draft, seedEdited } = get();
      const read = wordedDraft(typedDraft(seedEdited && draft.seed.trim() !== '' ? draft : { ...draft, seed: makeSeed() }), get().language);
      if ('errors' in read) {
        set({ draftErrors: read.errors });
        return;
      }
      await get().generate(read.settings);
    },

    randomizeSeed: async () => {
      get().editDraft('seed', makeSeed());
      await get().applyDraft();
    },

    applyPreset: async (name) => {
      const preset = PRESETS.find((p) => p.name === name);
      if (!preset) return;
      // A preset keeps the shape, outline and style on screen: Hard hexagons are hexagons.
      const settings: MazeSettings = { width: preset.width, height: preset.height, algorithm: preset.algorithm, braid: preset.braid, seed: makeSeed(), ...presetShape(preset, get().settings ?? {}) };
      const chosen = preset.band ? await inBand(settings, preset.band) : settings;
      // None: a newer preset superseded this one's search, and its maze comes instead.
      if (chosen) await get().generate(chosen);
    },

    chooseAlgorithm: async (algorithm) => {
      get().editDraft('algorithm', algorithm);
      await get().newMaze();
    },

    moveEnd: async (end) => {
      const { settings, position } = get();
      const board = boardOf(get());
      if (!settings || !board || position < 0) return;
      const [own, other] = end === 'start' ? [board.start, board.goal] : [board.goal, board.start];
      const refused = position === other ? (end === 'start' ? 'exitIsHere' : 'startIsHere') : position === own ? (end === 'start' ? 'startAlreadyHere' : 'exitAlreadyHere') : null;
      if (refused) {
        set({ endRefused: refused });
        get().announce(SPEECH[get().language][refused]);
        return;
      }
      // Ends are written down as cells; a square's doorway is its default end, written as none.
      // Both are written, so the one not moved stays where it is.
      const cellEnd = (place: number) => {
        const cell = board.cellOf(place);
        return cell < 0 ? undefined : cell;
      };
      const { start: _start, goal: _goal, ...rest } = settings;
      void _start;
      void _goal;
      const start = cellEnd(end === 'start' ? position : board.start);
      const goal = cellEnd(end === 'goal' ? position : board.goal);
      await get().generate({ ...rest, ...(start !== undefined && { start }), ...(goal !== undefined && { goal }) });
      get().announce(end === 'start' ? SPEECH[get().language].startMoved : SPEECH[get().language].exitMoved);
    },

    chooseShape: async (field, value) => {
      // A preset picked comes at the size at which its outline reads. The sizes load with such a
      // pick: playing needs none of them, and the first load has no bytes to spare.
      const presetInvolved = (field === 'shape' || field === 'mask') && (isMaskPresetId(value) || isMaskPresetId(get().draft.mask ?? ''));
      const sides = presetInvolved ? (await import('../game/outline/presetSizes')).sidesForPick(get().draft, field, value) : null;
      const hadLevels = isLevelled(get().draft);
      get().editDraft(field, value);
      if (sides) {
        get().editDraft('width', sides.width);
        get().editDraft('height', sides.height);
      }
      if (field === 'shape' && value === 'polar' && get().draft.mask) get().editDraft('mask', '');
      if (field === 'unicursal' && value === '1') {
        const { width, height } = get().draft;
        if (isSide(width)) get().editDraft('width', evenSide(Number(width)));
        if (isSide(height)) get().editDraft('height', evenSide(Number(height)));
        get().editDraft('mask', '');
        get().editDraft('braid', '0');
      }
      if ((field === 'shape' && value !== 'square') || (field === 'mask' && value !== '') || (field === 'weave' && value !== '')) get().editDraft('unicursal', '');
      // A weave is made on squares and hexagons, and a labyrinth has none.
      if ((field === 'shape' && !isWeaveShape(value)) || (field === 'mask' && value !== '') || (field === 'unicursal' && value === '1') || (field === 'levels' && isLevelled({ ...get().draft, levels: value }))) get().editDraft('weave', '');
      // Levels stack whole squares, one maze each: no outline, labyrinth or weave.
      if ((field === 'shape' && value !== 'square') || (field === 'mask' && value !== '') || (field === 'unicursal' && value === '1') || (field === 'weave' && value !== '')) get().editDraft('levels', '');
      if (field === 'levels' && isLevelled(get().draft)) {
        get().editDraft('mask', '');
        get().editDraft('unicursal', '');
      }
      // Levels another choice took out are said, as a generator that gives way is.
      if (field !== 'levels' && hadLevels && !isLevelled(get().draft)) get().announce(SPEECH[get().language].levelsDropped);
      const { draft, replaced } = withUsableGenerator(get().draft);
      if (replaced) {
        get().editDraft('algorithm', draft.algorithm);
        get().announce(generatorReplacedText(PROBLEMS[get().language], replaced));
      }
      // The seed stays: walls in lines are the same maze, and a shape keeps the seed it was given.
      await get().applyDraft();
    },

    openQuery: async (search) => {
      // A link's maze wins; a link without one (the bare page, or only ?lang=) opens the kept maze.
      const { keptQuery } = get();
      if (keptQuery !== null) set({ keptQuery: null });
      const query = openingQuery(search, keptQuery);
      const { settings, problems } = wordedLinkSettings(query, makeSeed, get().language);
      if (linkNotice) get().withdrawNotice(linkNotice.id);
      linkNotice = null;
      if (problems.length > 0) {
        // Said again in the other language on a switch: the same link's problems, reread in it.
        const wording = (language: Language) => {
          const said = language === get().language ? problems : wordedLinkSettings(query, () => 'reworded', language).problems;
          return { text: linkNoticeText(said, language), details: said };
        };
        linkNotice = { id: wording('en').text, request: latestRequest + 1 };
        get().notify(wording);
      }
      await get().generate(settings);
      await get().armLinkGhost(search);
    },

    stopGenerating: () => stop(),

    generate: async (settings) => {
      const request = ++latestRequest;
      set({ generating: true, making: settings, generationProgress: null, draft: draftOf(settings), draftErrors: {}, seedEdited: false });
      // The run on screen is left for a new maze: its clock stops while that is made.
      get().pauseClock();
      const onProgress = (fraction: number) => {
        if (request === latestRequest) set({ generationProgress: fraction });
      };
      try {
        const generated = await service(settings, onProgress);
        if (request !== latestRequest) return; // a newer maze was asked for meanwhile
        const { solution, generationMs } = generated;
        const board =
          generated.kind === 'blocks'
            ? { maze: generated.maze, shaped: null, routes: generated.routes, toward: null, shortestMoves: movesAlong(boardOf({ maze: generated.maze, shaped: null })!, solution) }
            : { maze: null, shaped: generated.maze, routes: null, toward: generated.toward, shortestMoves: movesAlong(boardOf({ maze: null, shaped: generated.maze })!, solution) };
        // A new maze opens at Fit (the canvas zooms in on one too big to play there); a kept run
        // brought back by startPlay brings back its own zoom.
        set({ settings, ...board, solution, generationMs, generating: false, making: null, generationProgress: null, zoom: null });
        if (linkNotice && linkNotice.request !== request) {
          get().withdrawNotice(linkNotice.id);
          linkNotice = null;
        }
        get().startPlay();
      } catch (error) {
        if (request !== latestRequest) return;
        set({ generating: false, making: null, generationProgress: null });
        // The maze on screen stays, and so does its run.
        get().resumeClock();
        if (error instanceof GenerationStopped) get().announce(SPEECH[get().language].stoppedMaking);
        else get().notify((language) => ({ text: failureText(error, language, NOTICES[language].couldNotMakeMaze) }));
        const shown = get().settings;
        if (shown) set({ draft: draftOf(shown) });
        // Nothing on screen yet (a slow or failing link): the default maze takes its place.
        else if (!isDefaultSize(settings)) {
          // The default maze stands in for the link's: the link's notice still applies to it.
          if (linkNotice?.request === request) linkNotice.request = latestRequest + 1;
          await get().generate({ ...DEFAULT_SETTINGS, seed: settings.seed });
        }
      }
    },
  });
}
