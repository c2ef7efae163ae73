import { useState } from 'react';
import { draftOf, withUsableGenerator, type DraftErrors, type MazeSettings, type SettingsDraft } from '../../game/settings';
import type { Language } from '../../i18n/language';
import { useStore } from '../../store';
import { readLabDraft } from './labMazeSettings';

/** The errors on show said again for `draft` in `language`: the same fields, those still wrong. */
function reworded(shown: DraftErrors, draft: SettingsDraft, language: Language): DraftErrors {
  const fields = Object.keys(shown) as (keyof DraftErrors)[];
  if (fields.length === 0) return shown;
  const read = readLabDraft(draft, language);
  const again: DraftErrors = {};
  if ('errors' in read) for (const field of fields) if (read.errors[field] !== undefined) again[field] = read.errors[field];
  return again;
}

/** Whether the typed draft reads as these settings: then it stays as typed, cursor and all. */
function makes(draft: SettingsDraft, settings: MazeSettings): boolean {
  const read = readLabDraft(draft);
  return 'settings' in read && JSON.stringify(read.settings) === JSON.stringify(settings);
}

/**
 * The lab's own maze as typed: each change is checked (readLabDraft) and, once valid, makes the
 * lab's maze at once. Settings changed elsewhere (a suggested smaller maze) replace what is
 * typed, and the errors on show are said again after a language switch. Both are caught up
 * while rendering, not in an effect, so the form never shows a frame of the old ones.
 */
export function useLabDraft() {
  const settings = useStore((s) => s.labSettings);
  const language = useStore((s) => s.language);
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [fitted, setFitted] = useState({ settings, language });
  if (fitted.settings !== settings || fitted.language !== language) {
    setFitted({ settings, language });
    const typed = fitted.settings === settings || makes(draft, settings) ? draft : draftOf(settings);
    if (typed !== draft) setDraft(typed);
    setErrors(reworded(errors, typed, language));
  }
  const change = (key: keyof SettingsDraft, value: string) => {
    // As on the game's form: a row-by-row generator gives way to the backtracker on a shape it cannot make.
    const next = key === 'shape' ? withUsableGenerator({ ...draft, [key]: value }).draft : { ...draft, [key]: value };
    setDraft(next);
    const read = readLabDraft(next, language);
    if ('errors' in read) setErrors(read.errors);
    else {
      setErrors({});
      useStore.getState().makeLabMaze(read.settings);
    }
  };
  return { draft, errors, change };
}
