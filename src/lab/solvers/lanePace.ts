import type { Playback, PlayHead } from './playback';

/** While playing, each lane repaints on one animation frame in this many. */
export const LANE_FRAME_EVERY = 3;

/**
 * The playback as one race lane's canvas hears it: every change while paused (a step, a
 * restart, the jump to the finish, the end), but while playing only one frame in `every`,
 * lane `phase` on its own frames. Six canvases repainting on every frame cost six rasters and
 * six marker layers a frame, heavy where canvases are drawn without a GPU (headless Chromium
 * spent about a fifth less time busy on a hex race this way, on a loaded machine); staggered,
 * two lanes repaint a frame, each about 20 times a second, still smooth to the eye.
 * The cursor is the playback's own, so a lane catches up fully whenever it draws.
 */
export function lanePace(playback: Playback, phase: number, every = LANE_FRAME_EVERY): PlayHead {
  return {
    get cursor() {
      return playback.cursor;
    },
    subscribe(listener) {
      let frame = 0;
      return playback.subscribe(() => {
        const due = !playback.playing || playback.cursor >= playback.length || (frame + phase) % every === 0;
        frame++;
        if (due) listener();
      });
    },
  };
}
