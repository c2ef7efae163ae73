import { isSide, readDraft, typedDraft, type DraftErrors, type MazeSettings, type SettingsDraft } from '../../game/settings';

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
  const typed = typedDraft(draft);
  const read = readDraft(typed);
  const errors: DraftErrors = 'errors' in read ? { ...read.errors } : {};
  const advice = `at most ${LAB_MAZE_MAX_SIDE} in the lab, so its blocks stay visible; choose “The game’s maze” for a bigger one.`;
  for (const key of ['width', 'height'] as const) {
    if (!errors[key] && isSide(typed[key]) && Number(typed[key]) > LAB_MAZE_MAX_SIDE) errors[key] = `${key === 'width' ? 'Width' : 'Height'} must be ${advice}`;
  }
  return Object.keys(errors).length > 0 || 'errors' in read ? { errors } : read;
}
