import { isSide, readDraft, typedDraft, type DraftErrors, type MazeSettings, type SettingsDraft } from '../../game/settings';
import { isRings } from '../../game/shapeSettings';
import type { Language } from '../../i18n/language';
import { SOLVERS_MESSAGES } from '../../i18n/solversMessages';

/**
 * The lab's own maze is made on the main thread and watched block by block, so its sides stop
 * here: 150 cells make 301 blocks, about 3 pixels each on a laptop's lab canvas. A bigger maze
 * is the game's to make (in its worker), and the lab can still solve that one.
 */
export const LAB_MAZE_MAX_SIDE = 150;

/** A circular lab maze stops here: 80 rings hold about as many cells as 150 × 150 squares (π · 80² ≈ 20,000). */
export const LAB_MAZE_MAX_RINGS = 80;

/**
 * Checks the lab maze's typed fields with the game's own rules (readDraft: shape, sides or
 * rings, generator, braid, seed), then the lab's size limits: the settings, or a message per
 * bad field saying what is allowed.
 */
export function readLabDraft(draft: SettingsDraft, language: Language = 'en'): { settings: MazeSettings } | { errors: DraftErrors } {
  const typed = typedDraft(draft);
  const read = readDraft(typed, undefined, language);
  const errors: DraftErrors = 'errors' in read ? { ...read.errors } : {};
  const said = SOLVERS_MESSAGES[language];
  const polar = typed.shape === 'polar';
  for (const key of ['width', 'height'] as const) {
    if (!polar && !errors[key] && isSide(typed[key]) && Number(typed[key]) > LAB_MAZE_MAX_SIDE) errors[key] = said.sideTooBig(key, LAB_MAZE_MAX_SIDE);
  }
  if (polar && typed.rings !== undefined && !errors.rings && isRings(typed.rings) && Number(typed.rings) > LAB_MAZE_MAX_RINGS) {
    errors.rings = said.ringsTooMany(LAB_MAZE_MAX_RINGS);
  }
  return Object.keys(errors).length > 0 || 'errors' in read ? { errors } : read;
}
