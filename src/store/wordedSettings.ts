import { MAX_SEED_LENGTH, randomSeed } from '../core';
import { readDraft, type DraftErrors, type MazeSettings, type SettingsDraft } from '../game/settings';
import { settingsFromQuery } from '../game/url';
import type { Language } from '../i18n/language';
import { linkProblemText, PROBLEMS, problemsText } from '../i18n/problems';

/**
 * The game's checks of typed settings and of links (game/settings.ts, game/url.ts), which
 * return codes, with their problems worded in a language: what the forms show and the page says.
 */

export function wordedDraft(draft: SettingsDraft, language: Language = 'en', maxSeedLength: number = MAX_SEED_LENGTH): { settings: MazeSettings } | { errors: DraftErrors } {
  const read = readDraft(draft, maxSeedLength);
  return 'settings' in read ? read : { errors: problemsText(PROBLEMS[language], read.errors) };
}

export function wordedLinkSettings(search: string, seedMaker: () => string = randomSeed, language: Language = 'en'): { settings: MazeSettings; problems: string[] } {
  const { settings, problems } = settingsFromQuery(search, seedMaker);
  return { settings, problems: problems.map((problem) => linkProblemText(PROBLEMS[language], problem)) };
}
