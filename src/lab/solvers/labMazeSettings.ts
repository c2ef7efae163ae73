import { typedDraft, type DraftErrors, type MazeSettings, type SettingsDraft } from '../../game/settings';
import type { Language } from '../../i18n/language';
import { SOLVERS_MESSAGES } from '../../i18n/solversMessages';
import { wordedDraft } from '../../store/wordedSettings';
import { LAB_MAZE_MAX_RINGS, LAB_MAZE_MAX_SIDE, overLabLimits } from '../../game/labMazeLimits';

export { LAB_MAZE_MAX_RINGS, LAB_MAZE_MAX_SIDE } from '../../game/labMazeLimits';

/**
 * Checks the lab maze's typed fields with the game's own rules (readDraft: shape, sides or
 * rings, generator, braid, seed), then the lab's size limits (labMazeLimits.ts): the settings,
 * or a message per bad field saying what is allowed.
 */
export function readLabDraft(draft: SettingsDraft, language: Language = 'en'): { settings: MazeSettings } | { errors: DraftErrors } {
  const read = wordedDraft(typedDraft(draft), language);
  const errors: DraftErrors = 'errors' in read ? { ...read.errors } : {};
  const said = SOLVERS_MESSAGES[language];
  for (const key of overLabLimits(draft)) {
    if (!errors[key]) errors[key] = key === 'rings' ? said.ringsTooMany(LAB_MAZE_MAX_RINGS) : said.sideTooBig(key, LAB_MAZE_MAX_SIDE);
  }
  return Object.keys(errors).length > 0 || 'errors' in read ? { errors } : read;
}
