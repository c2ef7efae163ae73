import { describe, expect, it } from 'vitest';
import { generateMaze, solve } from '../../src/core';
import { DIRECTION_NAMES } from '../../src/core/fourNeighbours';
import { runDirections as corridorRun, step } from '../support/moves';
import { elapsedMs } from '../../src/game/time';
import { TRAIL } from '../../src/game/walk';
import { shownSolution } from '../../src/render/gameScene';
import { createAppStore } from '../../src/store';
import { generateAndSolve } from '../../src/workers/generation';
import { testStore } from '../support/store';
import { solutionDirections } from '../support/walk';
import { createLabActions } from '../../src/store/labActions';

describe('spoilers', () => {
  it('starts every new maze, preset and replay with the solution hidden', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=6&algorithm=prim&seed=hide&braid=0');
    state().toggleSolution();
    await state().newMaze();
    expect(state().showSolution).toBe(false);
    state().toggleSolution();
    await state().applyPreset('Easy');
    expect(state().showSolution).toBe(false);
    state().toggleSolution();
    state().playAgain();
    expect(state().showSolution).toBe(false);
  });

  it('marks a run made with the solution shown as assisted, and keeps it out of best times', async () => {
    const { store, storage, advance } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=5&h=4&algorithm=backtracker&seed=assist&braid=0');
    state().toggleSolution();
    state().toggleSolution(); // seen, even if hidden again
    for (const direction of solutionDirections(state().maze!)) {
      state().move(direction);
      advance(100);
    }
    expect(state().won).toBe(true);
    expect(state().assisted).toBe(true);
    expect(state().newBest).toBe(false);
    expect(storage.size).toBe(0);
    expect(state().announcement.text).toMatch(/with the solution shown/);
    // The same maze played again without help is a best time.
    state().playAgain();
    expect(state().assisted).toBe(false);
    for (const direction of solutionDirections(state().maze!)) {
      state().move(direction);
      advance(100);
    }
    expect(state().newBest).toBe(true);
    expect(storage.size).toBe(1);
  });
});

describe('the solution from here', () => {
  it('starts where the player stands once they have moved, or at the entrance if asked', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=12&h=9&algorithm=prim&seed=here&braid=0.3');
    const maze = state().maze!;
    state().toggleSolution();
    expect(shownSolution(state())).toBe(state().solution); // not moved yet: from the entrance
    const moves = solutionDirections(maze);
    // The canvas asks for the solution after every move, as here.
    for (const direction of moves.slice(0, 4)) {
      state().move(direction);
      shownSolution(state());
    }
    const here = shownSolution(state())!;
    expect(here[0]).toBe(state().position);
    expect(here[here.length - 1]).toBe(maze.goal);
    expect(here.length).toBe(solve(maze, state().position, maze.goal, 'bfs').path!.length);
    state().setSolutionFrom('entrance');
    expect(shownSolution(state())).toBe(state().solution);
    state().setSolutionFrom('here');
    state().toggleSolution();
    expect(shownSolution(state())).toBeNull();
  });
});

describe('the solution from here, move by move', () => {
  it('shows tails of one array while the player walks along it, forward and back', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=20&h=20&algorithm=backtracker&seed=tails&braid=0');
    state().toggleSolution();
    const solution = state().solution!;
    const moves = solutionDirections(state().maze!);
    const back = { up: 'down', down: 'up', left: 'right', right: 'left' } as const;
    // The canvas asks for the solution after every move, as here.
    for (const direction of [...moves.slice(0, 6), back[moves[5]!], back[moves[4]!]]) {
      state().move(direction);
      const shown = shownSolution(state())!;
      expect(shown.buffer).toBe(solution.buffer); // a view: no new walk of the whole route
      expect(Array.from(shown)).toEqual(Array.from(solution.subarray(solution.indexOf(state().position))));
    }
  });

  it('follows the player into a side passage and out again, always the shortest way', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=20&h=20&algorithm=backtracker&seed=detour&braid=0');
    state().toggleSolution();
    const maze = state().maze!;
    // Wander: every open way in turn, checking the route shown after every move.
    for (let i = 0; i < 300; i++) {
      const options = (['up', 'down', 'left', 'right'] as const).filter((d) => step(maze, state().position, d));
      state().move(options[(i * 7) % options.length]!);
      const shown = shownSolution(state());
      if (state().won) break;
      if (state().position === maze.start) continue;
      expect(shown![0]).toBe(state().position);
      expect(shown!.length).toBe(solve(maze, state().position, maze.goal, 'bfs').path!.length);
    }
  });
});

describe('a finished run', () => {
  it('closes the Solved dialog and keeps the walk on screen; Play again starts over', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=5&h=5&algorithm=prim&seed=keep&braid=0');
    for (const direction of solutionDirections(state().maze!)) state().move(direction);
    expect(state().solvedOpen).toBe(true);
    const walk = state().walk!;
    state().closeSolved();
    expect(state().solvedOpen).toBe(false);
    expect(state().won).toBe(true);
    expect(state().walk).toBe(walk);
    expect(walk.marks[state().maze!.goal]).toBe(TRAIL);
    state().playAgain();
    expect(state().walk).not.toBe(walk);
    expect(state().moves).toBe(0);
  });
});

describe('the clock while a new maze is made', () => {
  it('stops while a big maze generates, and runs on if that is stopped', async () => {
    let clock = 1000;
    let reject: ((error: Error) => void) | null = null;
    const { GenerationStopped } = await import('../../src/workers/generateClient');
    const store = createAppStore({
      labActions: createLabActions,
      generate: (settings) => (settings.width < 100 ? Promise.resolve(generateAndSolve(settings)) : new Promise((_, no) => (reject = no))),
      stopGenerate: () => reject?.(new GenerationStopped('stopped')),
      now: () => clock,
      makeSeed: () => 'fixed',
    });
    const state = () => store.getState();
    await state().openQuery('?w=6&h=6&algorithm=prim&seed=clock&braid=0');
    state().move(solutionDirections(state().maze!)[0]!);
    clock += 2000;
    const pending = state().generate({ width: 1000, height: 1000, algorithm: 'backtracker', seed: 'big', braid: 0 });
    clock += 5000;
    expect(elapsedMs(state(), clock)).toBe(2000);
    state().stopGenerating();
    await pending;
    clock += 1000;
    expect(elapsedMs(state(), clock)).toBe(3000);
  });
});

describe('swipes', () => {
  it('run along a corridor, round its corners, to the next junction or dead end', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const maze = generateMaze({ algorithm: 'backtracker', width: 15, height: 15, seed, braid: 0 });
      const moves = corridorRun(maze, maze.start, 'right');
      expect(moves.length).toBeGreaterThan(0);
      let at = maze.start;
      for (const direction of moves) at = step(maze, at, direction)!.to;
      // Where it stops, the way on is not a single corridor: a junction, a dead end or the exit.
      const back = { up: 'down', down: 'up', left: 'right', right: 'left' }[moves[moves.length - 1]!];
      const onward = DIRECTION_NAMES.filter((d) => d !== back && step(maze, at, d) !== null);
      expect(at === maze.goal || onward.length !== 1).toBe(true);
    }
    const maze = generateMaze({ algorithm: 'backtracker', width: 4, height: 4, seed: 'x', braid: 0 });
    expect(corridorRun(maze, maze.start, 'left')).toEqual([]);
  });

  it('take a 15×15 maze in a handful of swipes instead of a move per cell', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=15&h=15&algorithm=backtracker&seed=swipe&braid=0');
    const moves = solutionDirections(state().maze!);
    let swipes = 0;
    // Swipe the way the solution goes next until the exit.
    while (!state().won) {
      const next = solutionDirections({ ...state().maze!, start: state().position } as never)[0]!;
      for (const move of corridorRun(state().maze!, state().position, next)) state().move(move);
      swipes++;
      expect(swipes).toBeLessThan(moves.length);
    }
    expect(swipes).toBeLessThan(moves.length / 2);
  });

  it('bumps into a wall without moving, and says so', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=4&h=4&algorithm=backtracker&seed=bump&braid=0');
    store.getState().move('left');
    store.getState().move('left');
    expect(store.getState().moves).toBe(0);
    expect(store.getState().bump).toEqual({ direction: 'left', seq: 2 });
  });
});

describe('a bad link\'s notice', () => {
  it('stays with the link\'s maze and goes when another maze replaces it', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=0&h=6&algorithm=prim&seed=x&braid=0x1');
    expect(store.getState().notices.map((notice) => notice.text)).toEqual(['This link has 2 bad values, so their defaults were used.']);
    store.getState().toggleSolution();
    expect(store.getState().notices).toHaveLength(1);
    await store.getState().newMaze();
    expect(store.getState().notices).toEqual([]);
  });
});

describe('the algorithm menu', () => {
  it('makes a maze with the chosen generator at once, as a preset does', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=9&h=7&algorithm=backtracker&seed=menu&braid=0');
    await store.getState().chooseAlgorithm('kruskal');
    expect(store.getState().settings).toMatchObject({ algorithm: 'kruskal', width: 9, height: 7 });
  });
});
