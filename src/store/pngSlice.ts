import { gameCellScene, gameScene } from '../render/gameScene';
import { formatCount } from '../format/numbers';
import { failureText, NOTICES } from '../i18n/notices';
import { SPEECH } from '../i18n/speech';
import type { PngProgress, PngScene } from '../render/png';
import type { PictureFormat } from '../render/pngFileName';
import { THEME } from '../render/theme';
import type { PngService } from '../workers/pngClient';
import { pagePngService } from '../workers/lazyServices';
import { JobCancelled, type Job } from '../workers/job';
import type { CellMaze, Grid } from '../core';
import type { StoreState, Slice } from './types';

/**
 * The most cells an SVG is made for: about a million cells is 20–40 MB of paths and a second
 * or two in the worker; beyond that a vector file is no use to anyone, and a PNG is the picture.
 */
export const MAX_SVG_CELLS = 1_000_000;

export interface PngSlice {
  /** The picture being made and how far it has come, or null when none is. */
  pngExport: PngProgress | null;
  /** Which picture that is (or was last): a PNG or an SVG. */
  exportFormat: PictureFormat;
  /**
   * The last picture made, kept to save again beside the buttons, when it came too long after
   * the click for the browser to count the save as the user's (see saveMayBeBlocked); else null.
   */
  pictureReady: { readonly blob: Blob; readonly fileName: string; readonly format: PictureFormat } | null;
  /** Saves pictureReady again, from a click of its own, and forgets it. */
  saveReadyPicture: () => void;
  /** Saves what the maze shows as a PNG (with the solution if shown, the trail if asked), made off the main thread. */
  downloadPng: () => Promise<void>;
  /** Saves the maze as an SVG: its walls as paths, and its solution, as its own path, if shown. */
  downloadSvg: () => Promise<void>;
  /** Stops the picture being made; nothing is saved. */
  cancelPng: () => void;
}

/** What the maze shows, to save as this picture: an SVG is the maze to print, never the trail. */
function pictureOf(state: StoreState, format: PictureFormat): PngScene | null {
  const blocks = gameScene(state, 'png');
  if (blocks) return { kind: 'blocks', scene: format === 'svg' ? { ...blocks, marks: null } : blocks };
  const cells = gameCellScene(state, 'png');
  if (cells) return { kind: 'cells', scene: format === 'svg' ? { ...cells, marks: null } : cells };
  return null;
}

/** The cells of a maze: a block grid's (blocks at odd coordinates) or a cell graph's; 0 for none. */
function cellsOf(grid: Grid | null, maze: CellMaze | null): number {
  // A block grid of W×H cells is (2H+1)×(2W+1) blocks: walls between and round the cells.
  return grid ? Math.floor(grid.rows / 2) * Math.floor(grid.cols / 2) : (maze?.topology.cellCount ?? 0);
}

/** A picture's cells. */
export function cellCount(picture: PngScene): number {
  return picture.kind === 'blocks' ? cellsOf(picture.scene.grid, null) : cellsOf(null, picture.scene.maze);
}

/** The cells of the maze on screen (what an SVG of it would draw). */
export function shownCells(state: Pick<StoreState, 'maze' | 'shaped'>): number {
  return cellsOf(state.maze, state.shaped);
}

/** Export state and actions; the service makes and saves the file (a worker on the page, a stand-in in tests). */
export function createPngSlice(service: PngService = pagePngService): Slice<PngSlice> {
  return (set, get) => {
    let job: Job<Blob> | null = null;

    const download = async (format: PictureFormat) => {
      const state = get();
      const picture = pictureOf(state, format);
      // One export at a time: the buttons are disabled meanwhile, a key press is ignored.
      if (!picture || !state.settings || job) return;
      if (format === 'svg' && cellCount(picture) > MAX_SVG_CELLS) {
        const cells = formatCount(cellCount(picture));
        get().notify((language) => ({ text: NOTICES[language].svgTooBig(cells, formatCount(MAX_SVG_CELLS)) }));
        return;
      }
      const { scene } = picture;
      const { settings } = state;
      // The file's name is needed only once the picture is made: its code loads meanwhile, out of the first load.
      const fileName = import('../render/pngFileName').then(({ pngFileName }) => pngFileName(settings, scene.solution !== null, scene.marks !== null, format));
      // Should it fail to load, the failure is met where the name is awaited, not reported as unhandled first.
      fileName.catch(() => undefined);
      set({ pngExport: { stage: 'drawing', fraction: 0 }, exportFormat: format, pictureReady: null });
      // A service may report progress before it returns (the page's fallback draws its first band at once).
      let current = true;
      try {
        job = service.render(
          picture,
          THEME,
          (progress) => {
            if (current) set({ pngExport: progress });
          },
          format,
        );
        const blob = await job.result;
        const name = await fileName;
        await service.save(blob, name);
        if (service.mayBeBlocked?.()) set({ pictureReady: { blob, fileName: name, format } });
      } catch (error) {
        if (error instanceof JobCancelled) get().announce(SPEECH[get().language].downloadCancelled(format.toUpperCase()));
        else get().notify((language) => ({ text: failureText(error, language, format === 'svg' ? NOTICES[language].couldNotMakeSvg : NOTICES[language].couldNotMakePng) }));
      } finally {
        current = false;
        job = null;
        set({ pngExport: null });
      }
    };

    return {
      pngExport: null,
      exportFormat: 'png',
      pictureReady: null,
      saveReadyPicture: () => {
        const ready = get().pictureReady;
        if (!ready) return;
        set({ pictureReady: null });
        void service.save(ready.blob, ready.fileName);
      },
      downloadPng: () => download('png'),
      downloadSvg: () => download('svg'),
      cancelPng: () => job?.cancel(),
    };
  };
}
