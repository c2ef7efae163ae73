// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isLanguageLoaded } from '../../src/i18n/book';
import { LANGUAGE_KEY } from '../../src/i18n/language';
import { loadLanguage } from '../../src/i18n/loadLanguage';
import { PLAY } from '../../src/i18n/play';
import { SAVED_TEXT } from '../../src/i18n/saved';
import { createAppStore } from '../../src/store';
import { GAME_KEY } from '../../src/store/saved/parts';

/** Kept storage over a Map, holding an unreadable saved game: the store makes a notice at boot. */
function corruptGame() {
  const items = new Map([[GAME_KEY, '{ not json']]);
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

// In order, as on a first visit: Chinese is not loaded until the second test opens the page in it.
describe('the first load’s Chinese, loaded when the page opens in Chinese', () => {
  it('is not there before it is loaded: reading a Chinese half is a loud error', () => {
    expect(isLanguageLoaded('en')).toBe(true);
    expect(isLanguageLoaded('zh')).toBe(false);
    expect(() => PLAY.zh).toThrow("The Chinese half of the play book was read before loadLanguage('zh') loaded it.");
  });

  it('opens the store in English until Chinese is loaded, then says its boot notices again in Chinese, without keeping a choice', async () => {
    window.history.replaceState(null, '', '/?lang=zh');
    localStorage.clear();
    const store = createAppStore({ keep: corruptGame() });
    const notices = () => store.getState().notices.map((notice) => notice.text);
    expect(store.getState().language).toBe('en');
    expect(notices()).toEqual([SAVED_TEXT.en.gameReset]);

    const opening = store.getState().openInLanguage('zh');
    expect(store.getState().languageLoading).toBe('zh');
    expect(store.getState().language).toBe('en');
    expect(loadLanguage('zh')).toBe(loadLanguage('zh')); // one load, shared
    await opening;
    expect(isLanguageLoaded('zh')).toBe(true);
    expect(store.getState().language).toBe('zh');
    expect(store.getState().languageLoading).toBeNull();
    expect(notices()).toEqual([SAVED_TEXT.zh.gameReset]);
    expect(PLAY.zh.moves(5)).toBe('步数：5');
    // The link chose Chinese, not the visitor: the next visit without it opens as before.
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();

    // Once loaded, a store opening in Chinese speaks it from its first state.
    expect(createAppStore({ keep: corruptGame() }).getState()).toMatchObject({ language: 'zh', notices: [{ text: SAVED_TEXT.zh.gameReset }] });
  });
});
