import { describe, expect, it, vi } from 'vitest';
import { heatLevels, mazeStats, passageDistances, passagesOfBlocks, passagesOfCells, passagesOfGrid } from '../../src/core';
import { gameCellScene, gameScene } from '../../src/render/gameScene';
import { testStore } from '../support/store';

describe('the maze on screen: its score, its heat map and the fog', () => {
  it('scores a square maze off the page: the numbers are mazeStats of its cells', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=12&h=9&algorithm=prim&seed=score&braid=0');
    await vi.waitFor(() => expect(store.getState().report).not.toBeNull());
    const maze = store.getState().maze!;
    expect(store.getState().report).toEqual(mazeStats(passagesOfGrid(maze, maze.start, maze.goal)));
    // The game's fewest moves also count the steps in from the entrance and out to the exit, in the border.
    expect(store.getState().report!.solutionLength - 1 + 2).toBe(store.getState().shortestMoves);
  });

  it('a new maze drops the old score at once and gets its own', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?shape=hex&w=7&h=6&algorithm=backtracker&seed=one&braid=0');
    await vi.waitFor(() => expect(store.getState().report).not.toBeNull());
    const first = store.getState().report;
    await store.getState().openQuery('?shape=triangle&w=8&h=5&algorithm=prim&seed=two&braid=0');
    expect(store.getState().report).not.toBe(first);
    await vi.waitFor(() => expect(store.getState().report).not.toBeNull());
    expect(store.getState().report).toEqual(mazeStats(passagesOfCells(store.getState().shaped!)));
  });

  it('the heat map: shades by steps from the start on blocks, and from the solution once solved', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=5&algorithm=backtracker&seed=heat&braid=0');
    const maze = state().maze!;
    const graph = passagesOfBlocks(maze, maze.start, maze.goal);
    state().setHeatOn(true);
    await vi.waitFor(() => expect(state().heat).not.toBeNull());
    expect(Array.from(state().heat!)).toEqual(Array.from(heatLevels(passageDistances(graph, [maze.start]))));
    expect(gameScene(state(), 'screen')!.heat).toBe(state().heat);
    expect(gameScene(state(), 'png')!.heat).toBeUndefined();
    // Before the win the origin stays the start; walked to the exit, the solution is the origin.
    state().setHeatFrom('solution');
    const solution = state().solution!;
    for (const at of solution.subarray(1)) state().moveTo(at);
    await vi.waitFor(() => expect(state().won).toBe(true));
    const fromSolution = Array.from(heatLevels(passageDistances(graph, solution)));
    await vi.waitFor(() => expect(Array.from(state().heat!)).toEqual(fromSolution));
    state().setHeatOn(false);
    expect(state().heat).toBeNull();
  });

  it('the heat map of a maze of cells has a shade a cell', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?shape=polar&rings=4&algorithm=kruskal&seed=heat&braid=0');
    store.getState().setHeatOn(true);
    await vi.waitFor(() => expect(store.getState().heat).not.toBeNull());
    const maze = store.getState().shaped!;
    expect(Array.from(store.getState().heat!)).toEqual(Array.from(heatLevels(passageDistances(passagesOfCells(maze), [maze.start]))));
  });

  it('fog follows the player; the exit is not drawn until it has been in sight', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=hex&w=9&h=7&algorithm=backtracker&seed=fog&braid=0');
    state().setPlayMode('fog');
    const fog = state().fog!;
    expect(fog).not.toBeNull();
    const maze = state().shaped!;
    expect(fog.shown[maze.start]).not.toBe(0);
    expect(fog.shown[maze.goal]).toBe(0);
    expect(gameCellScene(state(), 'screen')!.exit).toBeNull();
    expect(gameCellScene(state(), 'screen')!.fog).toBe(fog.shown);
    const version = state().fogVersion;
    const solution = state().solution!;
    for (let i = 1; i < solution.length; i++) state().moveTo(solution[i]!);
    expect(state().fogVersion).toBeGreaterThan(version);
    expect(state().won).toBe(true);
    expect(state().fog!.exitSeen).toBe(true);
    expect(gameCellScene(state(), 'screen')!.exit).toBe(maze.goal);
    state().setPlayMode('classic');
    expect(state().fog).toBeNull();
    expect(gameCellScene(state(), 'screen')!.fog).toBeNull();
  });
});
