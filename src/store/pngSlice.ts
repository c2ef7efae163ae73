import { gameCellScene, gameScene } from '../render/gameScene';
import { messageOf } from '../core/errors';
import { NOTICES } from '../i18n/notices';
import type { PngProgress, PngScene } from '../render/png';
import { pngFileName } from '../render/pngFileName';
import { THEME } from '../render/theme';
import type { PngService } from '../workers/pngClient';
import { pagePngService } from '../workers/lazyServices';
import { JobCancelled, type Job } from '../workers/job';
import type { Slice } from './types';

export interface PngSlice {
  /** The PNG being made and how far it has come, or null when none is. */
  pngExport: PngProgress | null;
  /** Saves what the maze shows as a PNG (with the solution if shown, the trail if asked), made off the main thread. */
  downloadPng: () => Promise<void>;
  /** Stops the PNG being made; nothing is saved. */
  cancelPng: () => void;
}

/** Export state and actions; the service makes and saves the file (a worker on the page, a stand-in in tests). */
export function createPngSlice(service: PngService = pagePngService): Slice<PngSlice> {
  return (set, get) => {
    let job: Job<Blob> | null = null;
    return {
      pngExport: null,

      downloadPng: async () => {
        const state = get();
        const blocks = gameScene(state, 'png');
        const cells = gameCellScene(state, 'png');
        const picture: PngScene | null = blocks ? { kind: 'blocks', scene: blocks } : cells ? { kind: 'cells', scene: cells } : null;
        // One export at a time: the button is disabled meanwhile, a key press is ignored.
        if (!picture || !state.settings || job) return;
        const { scene } = picture;
        const fileName = pngFileName(state.settings, scene.solution !== null, scene.marks !== null);
        set({ pngExport: { stage: 'drawing', fraction: 0 } });
        // A service may report progress before it returns (the page's fallback draws its first band at once).
        let current = true;
        try {
          job = service.render(picture, THEME, (progress) => {
            if (current) set({ pngExport: progress });
          });
          await service.save(await job.result, fileName);
        } catch (error) {
          if (error instanceof JobCancelled) get().announce('PNG download cancelled.');
          else get().notify((language) => ({ text: NOTICES[language].couldNotMakePng(messageOf(error)) }));
        } finally {
          current = false;
          job = null;
          set({ pngExport: null });
        }
      },

      cancelPng: () => job?.cancel(),
    };
  };
}
