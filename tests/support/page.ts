import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { useStore, type StoreState } from '../../src/store';

/**
 * Each test of the page starts fresh: the store as it first opened (plus `state`), nothing kept
 * in localStorage, and no canvas (jsdom has none; the canvases then draw nothing, which is all
 * these tests need). Call it once at the top of a test file.
 */
export function freshPageEachTest(initial: StoreState, state: Partial<StoreState> = {}): void {
  beforeEach(() => {
    useStore.setState({ ...initial, ...state }, true);
    localStorage.clear();
    document.documentElement.lang = useStore.getState().language === 'zh' ? 'zh-CN' : 'en';
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
