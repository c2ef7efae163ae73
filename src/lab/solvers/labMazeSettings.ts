import { readDraft, type DraftErrors, type MazeSettings, type SettingsDraft } from '../../game/settings';

/**
 * The lab's own maze is made on the main thread and watched block by block, so its sides stop
 * here: 150 cells make 301 blocks, about 3 pixels each on a laptop's lab canvas. A bigger maze
 * is the game's to make (in its worker), and the lab can still solve that one.
 */
export const LAB_MAZE_MAX_SIDE = 150;

/**
 * Checks the lab maze's typed fields with the game's own rules (readDraft), then the lab's
 * size limit: the settings, or a message per bad field saying what is allowed.
 */
export function readLabDraft(draft: SettingsDraft): { settings: MazeSettings } | { errors: DraftErrors } {
  const read = readDraft(draft);
  if ('errors' in read) return read;
  const errors: DraftErrors = {};
  const tooBig = (n: number) => n > LAB_MAZE_MAX_SIDE;
  const advice = `at most ${LAB_MAZE_MAX_SIDE} in the lab, so its blocks stay visible; choose “The game’s maze” for a bigger one.`;
  if (tooBig(read.settings.width)) errors.width = `Width must be ${advice}`;
  if (tooBig(read.settings.height)) errors.height = `Height must be ${advice}`;
  return Object.keys(errors).length > 0 ? { errors } : read;
}
