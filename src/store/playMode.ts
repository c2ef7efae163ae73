import { browserStorage } from '../game/pageStorage';

/**
 * How the maze is played: Classic, Fog (only what is near, and the trail, is shown: game/fog.ts)
 * or Time trial (a target time from the maze's score: game/timeTrial.ts). Kept in the browser
 * under a key of its own, as the colour scheme is (pageScheme.ts); anything else read there
 * (an older page's value, a hand edit) is Classic.
 */
export type PlayMode = 'classic' | 'fog' | 'timeTrial';

export const PLAY_MODES: readonly PlayMode[] = ['classic', 'fog', 'timeTrial'];

export const MODE_KEY = 'maze.mode.v1';

export function isPlayMode(value: unknown): value is PlayMode {
  return (PLAY_MODES as readonly unknown[]).includes(value);
}

/** The kept mode: Classic when none is kept or storage is blocked; `bad` when what is kept is not a mode (the page says so). */
export function keptMode(): { readonly mode: PlayMode; readonly bad: boolean } {
  try {
    const value = browserStorage()?.getItem(MODE_KEY) ?? null;
    return isPlayMode(value) ? { mode: value, bad: false } : { mode: 'classic', bad: value !== null };
  } catch {
    return { mode: 'classic', bad: false };
  }
}

export function keepMode(mode: PlayMode): void {
  try {
    browserStorage()?.setItem(MODE_KEY, mode);
  } catch {
    // Storage blocked or full: the mode holds for this visit only.
  }
}
