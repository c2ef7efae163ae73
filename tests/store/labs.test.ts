import { describe, expect, it, vi } from 'vitest';
import { generateMaze } from '../../src/core';
import { createAppStore } from '../../src/store';
import { createLabActions } from '../../src/store/labActions';
import { generateAndSolve } from '../../src/workers/generation';
import { SETTLE } from '../support/timeouts';

/** A store as the page makes it: the labs' actions load on first use (installLabs). */
function pageLikeStore() {
  return createAppStore({ generate: (settings) => Promise.resolve(generateAndSolve(settings)) });
}

const maze = generateMaze({ algorithm: 'backtracker', width: 6, height: 5, seed: 'labs' });

describe('the labs in the store', () => {
  it('hold their first state before their actions have loaded', () => {
    const state = pageLikeStore().getState();
    expect(state.pathsText).toBe('0 0 0 1\n0 0 0 0\n0 0 1 0\n');
    expect(state.pathsGrid).toEqual({ rows: 3, cols: 4, blocks: Uint8Array.of(0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1, 0) });
    expect([state.pathsStart, state.pathsGoal]).toEqual([{ row: 0, col: 0 }, { row: 2, col: 3 }]);
    expect(state.pathsKept.size).toBe(0);
    expect(state.pathsKept.path(0)).toBeNull();
    expect(state.pathsListing.status).toBe('idle');
    expect(state.labSettings).toEqual({ algorithm: 'backtracker', width: 20, height: 15, seed: 'lab', braid: 0.2 });
  });

  it('same first state with the actions made at once (as tests make them) as with them loaded', async () => {
    const eager = createAppStore({ labActions: createLabActions }).getState();
    const store = pageLikeStore();
    await store.getState().installLabs();
    // The data, with the kept paths (an object with a method) by their size.
    const data = (state: typeof eager) => ({ ...Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function')), pathsKept: state.pathsKept.size });
    expect(data(store.getState())).toEqual(data(eager));
    expect(Object.keys(store.getState()).sort()).toEqual(Object.keys(eager).sort());
  });

  it('an action called before they load (the game’s "Open in editor") loads them, then does its work', async () => {
    const store = pageLikeStore();
    const standIn = store.getState().openInPathsEditor;
    standIn(maze);
    await vi.waitFor(() => expect(store.getState().tab).toBe('paths'), SETTLE);
    expect(store.getState().pathsGrid).toEqual({ rows: maze.rows, cols: maze.cols, blocks: maze.blocks });
    expect(store.getState().pathsReplaced?.text).toBe('0 0 0 1\n0 0 0 0\n0 0 1 0\n');
    expect(store.getState().openInPathsEditor).not.toBe(standIn);
  });

  it('installing merges the actions only: what was chosen or read back stays', async () => {
    const store = pageLikeStore();
    store.setState({ pathsOrder: 'bfs', solver: 'astar', labSource: 'game' });
    await store.getState().installLabs();
    expect(store.getState()).toMatchObject({ pathsOrder: 'bfs', solver: 'astar', labSource: 'game' });
    // The real actions, answering in the same task.
    store.getState().setPathsTool('goal');
    expect(store.getState().pathsTool).toBe('goal');
  });

  it('installs once: a second install keeps the actions (and the jobs they hold)', async () => {
    const store = pageLikeStore();
    await store.getState().installLabs();
    const actions = store.getState().findAllPaths;
    await store.getState().installLabs();
    expect(store.getState().findAllPaths).toBe(actions);
  });

  it('a store put back to its first state (a page test’s) gets its actions again on the next install', async () => {
    const store = pageLikeStore();
    const first = store.getState();
    await store.getState().installLabs();
    store.setState(first, true);
    await store.getState().installLabs();
    store.getState().editPathsText('0 1\n0 0\n');
    expect(store.getState().pathsGrid).toEqual({ rows: 2, cols: 2, blocks: Uint8Array.of(0, 1, 0, 0) });
  });
});
