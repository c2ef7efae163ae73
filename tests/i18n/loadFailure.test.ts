// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY } from '../../src/i18n/language';
import { createAppStore } from '../../src/store';

describe('a Chinese load that fails (the network gone, say)', () => {
  it('leaves the page in English with a notice, keeps no choice, and can be tried again, the notice going once it loads', async () => {
    localStorage.clear();
    // The one stand-in here is the failure itself; the retry below loads the real chunk.
    vi.doMock('../../src/i18n/chinese', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const store = createAppStore();
    await store.getState().setLanguage('zh');
    expect(store.getState()).toMatchObject({ language: 'en', languageLoading: null });
    expect(store.getState().notices.map((notice) => notice.text)).toEqual([
      expect.stringMatching(/^中文 could not load: .+\. Try again, or reload the page\.$/),
    ]);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();

    vi.doUnmock('../../src/i18n/chinese');
    await store.getState().setLanguage('zh');
    expect(store.getState().language).toBe('zh');
    expect(store.getState().notices).toEqual([]); // the failure is over: its notice goes
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('zh');
  });
});
