import { describe, expect, it } from 'vitest';
import { shortestMoves } from '../support/moves';
import { testStore } from '../support/store';
import { solutionDirections as solutionMoves } from '../support/walk';
import { createLabActions } from '../../src/store/labActions';
import { difficultyOfSettings } from '../../src/workers/bandSeedJob';

describe('game store', () => {
  it('opens the maze a URL describes and starts the player on the entrance', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=8&h=6&algorithm=prim&seed=abc&braid=0');
    const { maze, settings, position, moves, solution } = store.getState();
    expect(settings).toEqual({ width: 8, height: 6, algorithm: 'prim', seed: 'abc', braid: 0 });
    expect([maze!.rows, maze!.cols]).toEqual([13, 17]);
    expect(position).toBe(maze!.start);
    expect(moves).toBe(0);
    expect(solution![0]).toBe(maze!.start);
  });

  it('notices a tampered URL and still makes a maze', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=-5&seed=x');
    expect(store.getState().maze).not.toBeNull();
    expect(store.getState().notices[0]!.text).toMatch(/Width must be a whole number/);
  });

  it('walks the solution, counting moves from the first one, and wins at the exit', async () => {
    const { store, advance, storage } = testStore();
    await store.getState().openQuery('?w=6&h=5&algorithm=backtracker&seed=win&braid=0');
    const maze = store.getState().maze!;
    const moves = solutionMoves(maze);
    expect(moves.length).toBe(store.getState().shortestMoves);
    expect(store.getState().startedAt).toBeNull();
    moves.forEach((direction, i) => {
      store.getState().move(direction);
      if (i === 0) expect(store.getState().startedAt).toBe(1000);
      advance(250);
    });
    const state = store.getState();
    expect(state.won).toBe(true);
    expect(state.moves).toBe(moves.length);
    expect(state.finishedAt! - state.startedAt!).toBe(250 * (moves.length - 1));
    expect(state.newBest).toBe(true);
    expect(state.announcement.text).toMatch(/^Solved in \d+ moves/);
    expect([...storage.values()][0]).toContain('?w=6&h=5&algorithm=backtracker&seed=win&braid=0');
    // No more moves after the win.
    state.move('left');
    expect(store.getState().moves).toBe(moves.length);
  });

  it('blocks walls and announces the bump without counting a move', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=4&h=4&algorithm=backtracker&seed=bump&braid=0');
    store.getState().move('left');
    expect(store.getState().moves).toBe(0);
    expect(store.getState().announcement.text).toBe('Wall to the left.');
    expect(store.getState().startedAt).toBeNull();
  });

  it('play again resets the walk on the same maze; new maze changes the seed', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=5&h=5&algorithm=prim&seed=again&braid=0');
    const maze = store.getState().maze!;
    store.getState().move('right');
    store.getState().playAgain();
    expect(store.getState().maze).toBe(maze);
    expect(store.getState().moves).toBe(0);
    expect(store.getState().position).toBe(maze.start);
    await store.getState().newMaze();
    expect(store.getState().settings!.seed).toBe('seed-1');
    expect(store.getState().settings!.width).toBe(5);
  });

  it('uses a seed typed into the form, and reports bad fields inline', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=5&h=5&algorithm=prim&seed=first&braid=0');
    store.getState().editDraft('seed', 'typed');
    store.getState().editDraft('width', '12');
    await store.getState().newMaze();
    expect(store.getState().settings).toMatchObject({ seed: 'typed', width: 12 });
    store.getState().editDraft('height', '0');
    await store.getState().newMaze();
    expect(store.getState().draftErrors.height).toBe('Height must be a whole number from 1 to 4000.');
    expect(store.getState().settings!.height).toBe(5);
    // A space typed around a number in the form is not part of it (links and the CLI stay strict).
    store.getState().editDraft('height', ' 7 ');
    await store.getState().newMaze();
    expect(store.getState().settings!.height).toBe(7);
  });

  it('applies presets and toggles the solution', async () => {
    const { store } = testStore();
    await store.getState().applyPreset('Hard');
    expect(store.getState().settings).toMatchObject({ width: 25, height: 25 });
    expect(difficultyOfSettings(store.getState().settings!)).toBe(5);
    expect(store.getState().shortestMoves).toBe(shortestMoves(store.getState().maze!, store.getState().solution!));
    store.getState().toggleSolution();
    expect(store.getState().showSolution).toBe(true);
    store.getState().toggleSolution();
    expect(store.getState().showSolution).toBe(false);
  });

  it('keeps the better of two times for a maze', async () => {
    const storage = new Map<string, string>();
    for (const pause of [500, 100, 300]) {
      const { store, advance } = testStore({ storage });
      await store.getState().openQuery('?w=3&h=3&algorithm=prim&seed=best&braid=0');
      for (const direction of solutionMoves(store.getState().maze!)) {
        store.getState().move(direction);
        advance(pause);
      }
    }
    const saved = JSON.parse([...storage.values()][0]!) as Record<string, number>;
    expect(Object.values(saved)).toHaveLength(1);
    const best = Object.values(saved)[0]!;
    const { store } = testStore({ storage });
    await store.getState().openQuery('?w=3&h=3&algorithm=prim&seed=best&braid=0');
    expect(store.getState().bestMs).toBe(best);
  });
});

describe('making big mazes', () => {
  it('reports progress, and a stop keeps the maze on screen', async () => {
    const { GenerationStopped } = await import('../../src/workers/generateClient');
    const { generateAndSolve } = await import('../../src/workers/generation');
    const { createAppStore } = await import('../../src/store');
    let reject: ((error: Error) => void) | null = null;
    let seen: number[] = [];
    const store = createAppStore({
      labActions: createLabActions,
      generate: (settings, onProgress) => {
        if (settings.width < 100) return Promise.resolve(generateAndSolve(settings));
        onProgress?.(0.25);
        return new Promise((_, no) => {
          reject = no;
        });
      },
      stopGenerate: () => reject?.(new GenerationStopped('stopped')),
      makeSeed: () => 'fixed',
    });
    store.subscribe((s) => {
      if (s.generationProgress !== null) seen = [...seen, s.generationProgress];
    });
    await store.getState().openQuery('?w=5&h=5&algorithm=prim&seed=small&braid=0');
    const small = store.getState().maze;
    const pending = store.getState().generate({ width: 2000, height: 2000, algorithm: 'aldous-broder', seed: 'slow', braid: 0 });
    expect(store.getState().generating).toBe(true);
    expect(seen).toEqual([0.25]);
    store.getState().stopGenerating();
    await pending;
    expect(store.getState().generating).toBe(false);
    expect(store.getState().maze).toBe(small);
    expect(store.getState().draft.width).toBe('5');
    expect(store.getState().notices).toEqual([]);
    expect(store.getState().announcement.text).toBe('Stopped making the maze.');
  });
});

describe('overlapping requests', () => {
  it('shows the maze asked for last, whatever order the answers arrive in', async () => {
    const { generateAndSolve } = await import('../../src/workers/generation');
    const { createAppStore } = await import('../../src/store');
    const answers: (() => void)[] = [];
    const store = createAppStore({
      labActions: createLabActions,
      generate: (settings) =>
        new Promise((resolve) => {
          answers.push(() => resolve(generateAndSolve(settings)));
        }),
      stopGenerate: () => {},
    });
    const first = store.getState().generate({ width: 5, height: 5, algorithm: 'prim', seed: 'first', braid: 0 });
    const second = store.getState().generate({ width: 7, height: 3, algorithm: 'prim', seed: 'second', braid: 0 });
    answers[1]!();
    await second;
    answers[0]!();
    await first;
    expect(store.getState().settings!.seed).toBe('second');
    expect(store.getState().maze!.width).toBe(7);
    expect(store.getState().generating).toBe(false);
  });

  it('does not show a dismissed notice again', async () => {
    const { store } = testStore();
    store.getState().notify('Best times cannot be kept.');
    store.getState().dismissNotices();
    store.getState().notify('Best times cannot be kept.');
    expect(store.getState().notices).toEqual([]);
  });
});

describe('the seed field', () => {
  it('keeps a typed seed even when it equals the current one, and replaces an untouched one', async () => {
    const { store } = testStore();
    await store.getState().openQuery('?w=5&h=5&algorithm=prim&seed=test1&braid=0');
    store.getState().editDraft('seed', 'test1');
    store.getState().editDraft('width', '8');
    await store.getState().newMaze();
    expect(store.getState().settings).toMatchObject({ seed: 'test1', width: 8 });
    await store.getState().newMaze();
    expect(store.getState().settings!.seed).toBe('seed-1');
  });
});

describe('zoom', () => {
  it('steps through the levels, follows from fit to 12 px, and back to fit', () => {
    const { store } = testStore();
    const state = () => store.getState();
    expect(state().zoom).toBeNull();
    state().zoomIn();
    expect(state().zoom).toBe(12);
    state().zoomIn();
    state().zoomIn();
    state().zoomIn();
    state().zoomIn();
    expect(state().zoom).toBe(32);
    state().zoomOut();
    expect(state().zoom).toBe(24);
    state().zoomToFit();
    expect(state().zoom).toBeNull();
    state().zoomOut();
    expect(state().zoom).toBeNull();
    state().zoomIn();
    for (let i = 0; i < 5; i++) state().zoomOut();
    expect(state().zoom).toBeNull();
  });

  it('does not carry into the next maze: a new maze opens at Fit', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().newMaze();
    state().zoomIn();
    state().zoomIn();
    expect(state().zoom).toBe(16);
    await state().generate({ ...state().settings!, shape: 'polar', rings: 6 });
    expect(state().zoom).toBeNull();
    // Play again on the same maze keeps the view.
    state().zoomIn();
    state().playAgain();
    expect(state().zoom).toBe(12);
  });
});
