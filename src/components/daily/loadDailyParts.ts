import { NOTICES } from '../../i18n/notices';
import { CodeLoadError, onFirstUse } from '../../lazy/onFirstUse';
import { useStore } from '../../store';

/** The daily's result card (and its Share), fetched once a daily run has begun, so it is there at the exit. */
export const loadDailyCard = onFirstUse('the daily result card', () => import('./DailyCard'));

/** The archive of past days, fetched when the player opens it. */
export const loadDailyArchive = onFirstUse('the daily archive', () => import('./DailyArchive'));

/** A daily part whose code did not arrive is done without: a notice says so (QuietBoundary's onError). */
export function sayCodeMissing(error: unknown): void {
  if (error instanceof CodeLoadError) useStore.getState().notify((language) => ({ text: NOTICES[language].codeCouldNotLoad }));
}
