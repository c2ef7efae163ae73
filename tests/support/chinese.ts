import { beforeAll } from 'vitest';
import { loadLanguage } from '../../src/i18n/loadLanguage';

/**
 * Loads the first load's Chinese halves for real (the lazy chunk, as the page does) before a
 * file's tests, which then read and switch to Chinese at once. Call it once at the top of a test
 * file; tests/i18n/loadLanguage.test.ts covers the page before Chinese is loaded.
 */
export function loadChineseFirst(): void {
  beforeAll(() => loadLanguage('zh'));
}
