import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MazeSettings } from '../../src/game/settings';
import { LOADING_SHOWN_MS, type GenerateService } from '../../src/workers/generateClient';
import type { createAppStore as CreateGameStore } from '../../src/store';

// The cell-graph generation's code as the network gives it: offline (before it was ever cached,
// the fetch fails), slow (held until the test lets it through), or at once.
const network = { offline: false, held: null as Promise<void> | null };

afterEach(() => {
  vi.useRealTimers();
  network.offline = false;
  network.held = null;
});

/**
 * The client as a fresh page has it: nothing loaded yet, its cell-graph code behind `network`;
 * with a store from the same fresh modules (one CodeLoadError class between them, as on a page).
 */
async function freshClient(): Promise<{ generateService: GenerateService; createAppStore: typeof CreateGameStore }> {
  vi.resetModules();
  vi.doMock(import('../../src/workers/cellGeneration'), async (original) => {
    if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: cellGeneration.js');
    if (network.held) await network.held;
    return original();
  });
  const { generateService } = await import('../../src/workers/generateClient');
  const { createAppStore } = await import('../../src/store');
  return { generateService, createAppStore };
}

const hex: MazeSettings = { algorithm: 'backtracker', width: 12, height: 9, seed: 'network', braid: 0, shape: 'hex' };

describe('generation whose code must come over the network', () => {
  it('offline: the store gives a notice and keeps the maze on screen; once online the shape is made', async () => {
    network.offline = true;
    const { generateService, createAppStore } = await freshClient();
    const store = createAppStore({ generate: generateService, makeSeed: () => 'seed' });
    await store.getState().generate({ algorithm: 'backtracker', width: 15, height: 15, seed: 'shown', braid: 0 });
    const shown = store.getState().maze;
    expect(shown).not.toBeNull();

    await store.getState().generate(hex);
    const state = store.getState();
    expect(state.maze).toBe(shown);
    expect(state.shaped).toBeNull();
    expect(state.generating).toBe(false);
    // Said in the page's words, not the browser's English.
    expect(state.notices.map((notice) => notice.text)).toEqual(['Part of the page could not load: check the connection and try again, or reload the page.']);

    network.offline = false;
    await store.getState().generate(hex);
    expect(store.getState().shaped?.topology.cellCount).toBe(12 * 9);
  });

  it('slow: a wait that can be seen shows as progress 0 (the overlay, with its Stop button); the maze then comes', async () => {
    const { generateService } = await freshClient();
    vi.useFakeTimers();
    let letThrough: () => void = () => undefined;
    network.held = new Promise<void>((resolve) => (letThrough = resolve));
    const progress: number[] = [];
    const made = generateService(hex, (fraction) => progress.push(fraction));
    await vi.advanceTimersByTimeAsync(LOADING_SHOWN_MS - 1);
    expect(progress).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(progress).toEqual([0]);
    letThrough();
    const generated = await made;
    const { generateAndSolve } = await import('../../src/workers/generation');
    expect(generated).toMatchObject({ kind: 'cells', maze: { open: (generateAndSolve(hex) as { maze: { open: Uint8Array } }).maze.open } });
  });

  it('quick: a load shorter than that shows nothing', async () => {
    const { generateService } = await freshClient();
    vi.useFakeTimers();
    const progress: number[] = [];
    await generateService({ ...hex, shape: 'triangle' }, (fraction) => progress.push(fraction));
    await vi.advanceTimersByTimeAsync(10 * LOADING_SHOWN_MS);
    expect(progress).toEqual([]);
  });
});
