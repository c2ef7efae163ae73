import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateMaze } from '../../src/core';
import { SETTLE } from '../support/timeouts';

// The labs' actions as the network gives them: offline (before they were ever cached) or at once.
const network = { offline: false };

afterEach(() => {
  network.offline = false;
});

/** A page's store from fresh modules: nothing loaded, the labs' actions behind `network`. */
async function freshStore() {
  vi.resetModules();
  vi.doMock(import('../../src/store/labActions'), async (original) => {
    if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: labActions.js');
    return original();
  });
  const { createAppStore } = await import('../../src/store');
  return createAppStore({});
}

const maze = generateMaze({ algorithm: 'backtracker', width: 6, height: 5, seed: 'offline' });

describe("the labs' actions over the network", () => {
  it('offline: "Open in editor" from the game says the page could not load, instead of losing the click; online again, it works', async () => {
    network.offline = true;
    const store = await freshStore();
    store.getState().openInPathsEditor(maze);
    await vi.waitFor(() => expect(store.getState().notices.map((notice) => notice.text)).toEqual(['Part of the page could not load: check the connection and try again, or reload the page.']), SETTLE);
    expect(store.getState().tab).toBe('play');
    network.offline = false;
    store.getState().openInPathsEditor(maze);
    await vi.waitFor(() => expect(store.getState().tab).toBe('paths'), SETTLE);
  });
});
