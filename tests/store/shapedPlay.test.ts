import { describe, expect, it } from 'vitest';
import { corridorRun, HEADING_VECTORS, type Heading } from '../../src/game/moves';
import { boardOf } from '../../src/game/board';
import { stepCell } from '../support/moves';
import { BACKTRACKED, TRAIL } from '../../src/game/walk';
import { gameCellScene, shownSolution } from '../../src/render/gameScene';
import { settingsToQuery } from '../../src/game/url';
import { testStore } from '../support/store';
import { wordedLinkSettings } from '../../src/store/wordedSettings';
import { difficultyOfSettings } from '../../src/workers/bandSeedJob';
import { solveShaped } from '../../src/core';

const HEADINGS = Object.keys(HEADING_VECTORS) as Heading[];

describe('play on a maze of cells', () => {
  it('walks the solution of a hex maze by keys to a win, timed and recorded as a best time', async () => {
    const { store, advance } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=hex&w=9&h=7&algorithm=backtracker&seed=play&braid=0');
    const maze = state().shaped!;
    expect(maze).not.toBeNull();
    expect(state().maze).toBeNull();
    expect(state().position).toBe(maze.start);
    const solution = state().solution!;
    expect(state().shortestMoves).toBe(solution.length - 1);
    for (let i = 1; i < solution.length; i++) {
      const heading = HEADINGS.find((h) => stepCell(maze, state().position, h, state().cameFrom) === solution[i])!;
      expect(heading).toBeDefined();
      state().move(heading);
      advance(100);
      expect(state().position).toBe(solution[i]);
    }
    expect(state().won).toBe(true);
    expect(state().moves).toBe(solution.length - 1);
    expect(state().newBest).toBe(true);
    expect(state().walk!.marks[solution.at(-1)!]).toBe(TRAIL);
  });

  it('bumps into a wall with a message, and steps back along its trail marking it backtracked', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=triangle&w=8&h=5&algorithm=prim&seed=bump&braid=0');
    const maze = state().shaped!;
    const blocked = HEADINGS.find((h) => stepCell(maze, maze.start, h) < 0)!;
    state().move(blocked);
    expect(state().bump?.direction).toBe(blocked);
    expect(state().announcement.text).toMatch(/^Wall /);
    expect(state().moves).toBe(0);
    const next = state().solution![1]!;
    state().moveTo(next);
    expect(state().position).toBe(next);
    state().moveTo(maze.start);
    expect(state().position).toBe(maze.start);
    expect(state().walk!.marks[next]).toBe(BACKTRACKED);
    expect(state().lastChanged).toEqual([next, maze.start]);
  });

  it('moveTo ignores a cell that is not an open neighbour', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=polar&rings=5&algorithm=kruskal&seed=far&braid=0');
    state().moveTo(state().shaped!.goal);
    expect(state().moves).toBe(0);
  });

  it('shows the solution from where the player stands, and the whole one after a win', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=hex&w=6&h=5&algorithm=wilson&seed=here&braid=0');
    const solution = state().solution!;
    state().toggleSolution();
    expect(shownSolution(state())).toBe(solution);
    state().moveTo(solution[1]!);
    expect(Array.from(shownSolution(state())!)).toEqual(Array.from(solution.subarray(1)));
    expect(gameCellScene(state(), 'screen')!.player).toBe(solution[1]);
    // Along the route, the route shown is a view of one array (the renderer indexes it once), not a new walk.
    const shown = shownSolution(state())!;
    state().moveTo(solution[2]!);
    expect(shownSolution(state())!.buffer).toBe(shown.buffer);
    state().moveTo(solution[1]!);
    expect(shownSolution(state())!.buffer).toBe(shown.buffer);
    expect(gameCellScene(state(), 'png')!.player).toBeNull();
  });

  it('a preset keeps the shape on screen: Hard hexagons are hexagons, a circle gets rings', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=hex&w=9&h=7&mask=star&algorithm=backtracker&seed=p&braid=0');
    await state().applyPreset('Easy');
    expect(state().settings).toMatchObject({ shape: 'hex', mask: 'star', width: 10, height: 10 });
    await state().chooseShape('shape', 'polar');
    expect(state().settings).toMatchObject({ shape: 'polar' });
    expect(state().settings!.mask).toBeUndefined();
    await state().applyPreset('Medium');
    expect(state().settings).toMatchObject({ shape: 'polar', rings: 10 });
    expect(difficultyOfSettings(state().settings!)).toBe(4);
  });

  it('a shape a row-by-row generator cannot make switches to the backtracker, and says why', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=8&h=8&algorithm=sidewinder&seed=s&braid=0');
    await state().chooseShape('shape', 'hex');
    expect(state().settings).toMatchObject({ shape: 'hex', algorithm: 'backtracker' });
    expect(state().announcement.text).toMatch(/Sidewinder builds its maze row by row.*the recursive backtracker makes this one/);
    // Squares in lines are block mazes: every generator still makes them.
    await state().chooseShape('shape', 'square');
    await state().chooseAlgorithm('eller');
    await state().chooseShape('style', 'lines');
    expect(state().settings).toMatchObject({ algorithm: 'eller', style: 'lines' });
    expect(state().shaped).not.toBeNull();
  });
});

describe('a unicursal labyrinth', () => {
  it('turning it on makes odd sides even and drops the outline and the braid; another shape or an outline turns it off', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=15&h=9&mask=heart&algorithm=kruskal&seed=u&braid=0.4');
    await state().chooseShape('unicursal', '1');
    expect(state().settings).toEqual({ width: 16, height: 10, algorithm: 'kruskal', seed: 'u', braid: 0, unicursal: true });
    expect(settingsToQuery(state().settings!)).toBe('?w=16&h=10&algorithm=kruskal&seed=u&braid=0&unicursal=1');
    const { shaped, solution } = state();
    // One path through every cell, and it is the solution.
    expect(solution!.length).toBe(shaped!.topology.cellCount);
    expect(state().shortestMoves).toBe(16 * 10 - 1);
    await state().chooseShape('mask', 'star');
    expect(state().settings!.unicursal).toBeUndefined();
    await state().chooseShape('mask', '');
    await state().chooseShape('unicursal', '1');
    await state().chooseShape('shape', 'hex');
    expect(state().settings).toMatchObject({ shape: 'hex' });
    expect(state().settings!.unicursal).toBeUndefined();
  });

  it('a link with odd sides opens the labyrinth of the even sides after them, naming each; on hex it opens the hex maze without it', async () => {
    const odd = wordedLinkSettings('?w=15&h=15&seed=a&unicursal=1', () => 'fresh');
    expect(odd.settings).toMatchObject({ width: 16, height: 16, unicursal: true });
    expect(odd.problems.join(' ')).toMatch(/w='15', so the even number after it was used\. A unicursal labyrinth's width must be an even number/);
    const both = wordedLinkSettings('?w=5&h=7&seed=a&unicursal=1', () => 'fresh');
    expect(both.settings).toMatchObject({ width: 6, height: 8, unicursal: true });
    expect(both.problems).toHaveLength(2);
    expect(both.problems[0]).toMatch(/w='5', so the even number after it was used\. A unicursal labyrinth's width must be/);
    expect(both.problems[1]).toMatch(/h='7', so the even number after it was used\. A unicursal labyrinth's height must be/);
    const one = wordedLinkSettings('?w=6&h=9&seed=a&unicursal=1', () => 'fresh');
    expect(one.settings).toMatchObject({ width: 6, height: 10 });
    expect(one.problems).toHaveLength(1);
    // With other bad values too, every one is named and mended, the labyrinth kept.
    const many = wordedLinkSettings('?unicursal=1&w=5&h=7&seed=a&braid=2&start=9999', () => 'fresh');
    expect(many.settings).toMatchObject({ width: 6, height: 8, unicursal: true, braid: 0 });
    expect(many.problems).toHaveLength(4);
    for (const named of [/w='5', so the even number after it/, /h='7', so the even number after it/, /braid='2', so the default/, /start='9999', so the default/]) expect(many.problems.join(' ')).toMatch(named);
    // Even sides past the cell limit: the sides take the labyrinth's default, and the notice says the default.
    const big = wordedLinkSettings('?unicursal=1&w=1999&h=2001&seed=a', () => 'fresh');
    expect(big.settings).toMatchObject({ width: 16, height: 16, unicursal: true });
    expect(big.problems.join(' ')).toMatch(/w='1999', so the default was used/);
    expect(big.problems.join(' ')).not.toMatch(/even number after it/);
    const hex = wordedLinkSettings('?shape=hex&w=10&h=10&seed=a&unicursal=1', () => 'fresh');
    expect(hex.settings).toMatchObject({ shape: 'hex', width: 10, height: 10 });
    expect(hex.settings.unicursal).toBeUndefined();
    expect(hex.problems.join(' ')).toMatch(/unicursal='1'.*made on squares only/);
    expect(wordedLinkSettings('?unicursal=yes&seed=a', () => 'fresh').problems.join(' ')).toMatch(/Unicursal must be 1/);
  });
});

describe('a weave', () => {
  it('walks under a bridge by keys: the tunnel is one move, said as "Under a bridge."', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=12&h=9&algorithm=kruskal&seed=bridge&braid=0&weave=0.6');
    const maze = state().shaped!;
    expect(settingsToQuery(state().settings!)).toBe('?w=12&h=9&algorithm=kruskal&seed=bridge&braid=0&weave=0.6');
    const crossings = maze.crossings!;
    expect(crossings.length).toBeGreaterThan(0);
    // Walk to the first tunnel's near end along the maze's own route, then through.
    const [a, c] = [crossings[1]!, crossings[2]!];
    const { path } = solveShaped({ ...maze, goal: a }, 'bfs');
    const route = [...path!, c];
    for (let i = 1; i < route.length; i++) {
      const heading = HEADINGS.find((h) => stepCell(maze, state().position, h, state().cameFrom) === route[i])!;
      expect(heading, `step ${i}`).toBeDefined();
      state().move(heading);
      expect(state().position).toBe(route[i]);
    }
    expect(state().moves).toBe(route.length - 1);
    expect(state().announcement.text).toMatch(/^Under a bridge\. /);
  });

  it('walks under a bridge by a tap on the bridge, as by a tap on the far end', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=12&h=9&algorithm=kruskal&seed=bridge&braid=0&weave=0.6');
    const maze = state().shaped!;
    const [over, a, c] = [maze.crossings![0]!, maze.crossings![1]!, maze.crossings![2]!];
    const { path } = solveShaped({ ...maze, goal: a }, 'bfs');
    for (let i = 1; i < path!.length; i++) state().moveTo(path![i]!);
    expect(state().position).toBe(a);
    const moves = state().moves;
    state().moveTo(over);
    expect(state().position).toBe(c);
    expect(state().moves).toBe(moves + 1);
    expect(state().announcement.text).toMatch(/^Under a bridge\. /);
  });

  it('goes with square and hex mazes only; a labyrinth or another shape takes it out; a bad value in a link is said', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=hex&w=10&h=8&algorithm=backtracker&seed=w&braid=0&weave=0.3');
    expect(state().settings).toMatchObject({ shape: 'hex', weave: 0.3 });
    expect(state().shaped!.crossings).toBeDefined();
    await state().chooseShape('shape', 'triangle');
    expect(state().settings!.weave).toBeUndefined();
    await state().chooseShape('shape', 'square');
    await state().chooseShape('weave', '0.5');
    expect(state().settings).toMatchObject({ weave: 0.5 });
    await state().chooseShape('unicursal', '1');
    expect(state().settings!.weave).toBeUndefined();
    expect(state().settings!.unicursal).toBe(true);
    const triangle = wordedLinkSettings('?shape=triangle&w=10&h=10&seed=a&weave=0.3', () => 'fresh');
    expect(triangle.settings).toMatchObject({ shape: 'triangle' });
    expect(triangle.settings.weave).toBeUndefined();
    expect(triangle.problems.join(' ')).toMatch(/weave='0.3'.*square and hex mazes only/);
    expect(wordedLinkSettings('?weave=1.5&seed=a', () => 'fresh').problems.join(' ')).toMatch(/Weave must be a number from 0 to 1/);
    const eller = wordedLinkSettings('?weave=0.3&algorithm=eller&seed=a', () => 'fresh');
    expect(eller.settings).toMatchObject({ weave: 0.3, algorithm: 'backtracker' });
    expect(eller.problems.join(' ')).toMatch(/cannot carve round the crossings of a weave/);
  });
});

describe('a maze of levels', () => {
  it('walks its solution by keys and the stairs: arrows never take a staircase, Page Up and Page Down (climb) do, each said with the level reached', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=5&levels=3&algorithm=backtracker&seed=stairs&braid=0');
    expect(settingsToQuery(state().settings!)).toBe('?w=6&h=5&algorithm=backtracker&seed=stairs&braid=0&levels=3');
    const maze = state().shaped!;
    expect(maze.topology.levels).toBe(3);
    const solution = Array.from(state().solution!);
    // Levels of one place are neighbouring ids (levels.ts).
    const levelOf = (cell: number) => cell % 3;
    const stairsAt = (cell: number, step: 1 | -1) => {
      const other = cell + step;
      const { topology, open } = maze;
      for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) if (topology.neighbours[i] === other) return open[i] === 1;
      return false;
    };
    let climbs = 0;
    for (let i = 1; i < solution.length; i++) {
      const [from, to] = [solution[i - 1]!, solution[i]!];
      if (levelOf(to) !== levelOf(from)) {
        // No arrow reaches the cell up or down the stairs.
        for (const heading of HEADINGS) expect(stepCell(maze, from, heading, state().cameFrom)).not.toBe(to);
        state().climb(levelOf(to) > levelOf(from) ? 1 : -1);
        climbs++;
        if (to !== maze.goal) expect(state().announcement.text).toMatch(new RegExp(`^${levelOf(to) > levelOf(from) ? 'Up' : 'Down'} the stairs to level ${levelOf(to) + 1} of 3\\. `));
      } else {
        const heading = HEADINGS.find((h) => stepCell(maze, state().position, h, state().cameFrom) === to)!;
        expect(heading, `step ${i}`).toBeDefined();
        state().move(heading);
      }
      expect(state().position).toBe(to);
      const up = stairsAt(to, 1);
      const down = stairsAt(to, -1);
      // The stairs here are said by the levels they lead to (counted from 1), lower first.
      const reached = [...(down ? [levelOf(to)] : []), ...(up ? [levelOf(to) + 2] : [])];
      if (to !== maze.goal) expect(state().announcement.text.endsWith(reached.length > 0 ? `Stairs here to level${reached.length > 1 ? 's' : ''} ${reached.join(' and ')}.` : '.'), state().announcement.text).toBe(true);
      if (to !== maze.goal && !up && !down) expect(state().announcement.text).not.toMatch(/Stairs/);
      // A cell whose other ways are all stairs has no "Open:" sentence with nothing in it.
      expect(state().announcement.text).not.toMatch(/Open: \./);
    }
    expect(climbs).toBeGreaterThan(0);
    expect(state().won).toBe(true);
    expect(state().moves).toBe(solution.length - 1);
  });

  it('a run (Shift with a key, a swipe) never takes the stairs: it stops at their foot', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=6&levels=3&algorithm=backtracker&seed=runs&braid=0');
    const board = boardOf(state())!;
    let runs = 0;
    for (let cell = 0; cell < board.size; cell++) {
      for (const heading of ['up', 'down', 'left', 'right'] as const) {
        const run = corridorRun(board, cell, heading);
        if (run.length === 0) continue;
        runs++;
        for (const way of run) expect(board.level(way.to), `run from ${cell} ${heading}`).toBe(board.level(cell));
      }
    }
    expect(runs).toBeGreaterThan(100);
  });

  it('says so when there are no stairs that way; a maze of one level takes no stairs', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=5&levels=3&algorithm=backtracker&seed=stairs&braid=0');
    const { topology, open } = state().shaped!;
    const hasStairs = (cell: number, step: 1 | -1) => {
      const other = cell + step;
      if ((cell % 3) + step < 0 || (cell % 3) + step > 2) return false;
      for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) if (topology.neighbours[i] === other) return open[i] === 1;
      return false;
    };
    const start = state().position;
    const way = hasStairs(start, 1) ? -1 : 1;
    state().climb(way);
    expect(state().position).toBe(start);
    expect(state().announcement.text).toBe(`No stairs ${way === 1 ? 'up' : 'down'} here.`);
    await state().openQuery('?w=6&h=5&algorithm=backtracker&seed=flat&braid=0');
    const before = state().position;
    state().climb(1);
    expect(state().position).toBe(before);
  });

  it('goes with whole squares only: another shape, an outline, a labyrinth or a weave takes levels out and levels take those out; a bad value in a link is said', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=8&h=6&levels=2&algorithm=backtracker&seed=l&braid=0');
    expect(state().settings).toMatchObject({ levels: 2 });
    await state().chooseShape('weave', '0.5');
    expect(state().settings!.levels).toBeUndefined();
    expect(state().announcement.text).toMatch(/^Back to one level: /);
    await state().chooseShape('levels', '4');
    expect(state().settings).toMatchObject({ levels: 4 });
    expect(state().settings!.weave).toBeUndefined();
    await state().chooseShape('unicursal', '1');
    expect(state().settings!.levels).toBeUndefined();
    await state().chooseShape('levels', '2');
    expect(state().settings!.unicursal).toBeUndefined();
    await state().chooseShape('shape', 'hex');
    expect(state().settings!.levels).toBeUndefined();
    const hex = wordedLinkSettings('?shape=hex&w=10&h=10&seed=a&levels=3', () => 'fresh');
    expect(hex.settings).toMatchObject({ shape: 'hex' });
    expect(hex.settings.levels).toBeUndefined();
    expect(hex.problems.join(' ')).toMatch(/levels='3'.*squares only/);
    expect(wordedLinkSettings('?levels=11&seed=a', () => 'fresh').problems.join(' ')).toMatch(/Levels must be a whole number from 1 to 10/);
    const eller = wordedLinkSettings('?levels=3&algorithm=eller&seed=a', () => 'fresh');
    expect(eller.settings).toMatchObject({ levels: 3, algorithm: 'backtracker' });
    expect(eller.problems.join(' ')).toMatch(/cannot carve stairs between levels/);
  });
});

describe('moving the start and the exit', () => {
  it('makes the cell the player stands on the start or the exit of the same maze, in the link too', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?shape=hex&w=8&h=6&mask=circle&algorithm=backtracker&seed=ends&braid=0');
    const before = state().shaped!;
    const next = state().solution![1]!;
    state().moveTo(next);
    await state().moveEnd('start');
    expect(state().shaped!.start).toBe(next);
    expect(state().shaped!.goal).toBe(before.goal);
    expect(state().shaped!.open).toEqual(before.open);
    expect(state().position).toBe(next);
    expect(state().moves).toBe(0);
    expect(settingsToQuery(state().settings!)).toMatch(new RegExp(`&start=${next}&goal=${before.goal}$`));
    // The exit cannot be where the start is.
    await state().moveEnd('goal');
    expect(state().announcement.text).toMatch(/start is here/);
    // A new maze from the form starts at its shape's own ends again.
    await state().newMaze();
    expect(state().settings!.start).toBeUndefined();
  });

  it('keeps the walls of a braided maze when an end moves', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    for (const query of ['?shape=triangle&w=10&h=8&algorithm=wilson&seed=b&braid=0.5', '?shape=polar&rings=6&algorithm=prim&seed=b&braid=0.7', '?shape=hex&w=9&h=9&mask=star&algorithm=kruskal&seed=b&braid=0.5']) {
      await state().openQuery(query);
      const before = state().shaped!;
      state().moveTo(state().solution![1]!);
      await state().moveEnd('start');
      expect(state().shaped!.open).toEqual(before.open);
      state().moveTo(state().solution![1]!);
      await state().moveEnd('goal');
      expect(state().shaped!.open).toEqual(before.open);
    }
  });

  it('takes ends on a square block maze as on every shape, and refuses ends out of range, in a link', () => {
    expect(wordedLinkSettings('?w=5&h=5&seed=s&start=3').problems).toEqual([]);
    expect(wordedLinkSettings('?w=5&h=5&seed=s&start=3').settings.start).toBe(3);
    expect(wordedLinkSettings('?w=5&h=5&seed=s&goal=25').problems.join(' ')).toMatch(/goal='25'.*cell id from 0 to 24/);
    expect(wordedLinkSettings('?shape=hex&w=5&h=5&seed=s&start=99').problems.join(' ')).toMatch(/start='99'.*Start must be a cell id from 0 to 24 \(got 99\)\./);
    expect(wordedLinkSettings('?shape=hex&w=5&h=5&seed=s&start=4&goal=4').problems.join(' ')).toMatch(/must be different cells/);
  });
});

describe('a square maze of blocks plays as every other shape', () => {
  it('steps onto a neighbouring place when asked to (a tap), and ignores one no open way reaches', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=5&algorithm=backtracker&seed=tap&braid=0');
    const maze = state().maze!;
    // The entrance is the start; the first cell is the block to its right.
    const first = maze.start + 1;
    state().moveTo(maze.start + 2 * maze.cols); // two rows down: no way there
    expect(state().moves).toBe(0);
    state().moveTo(first);
    expect(state().position).toBe(first);
    expect(state().moves).toBe(1);
    expect(state().assisted).toBe(false);
    expect(state().showSolution).toBe(false);
    // A cell two blocks on, through an opened wall, is one move, and the passage is trail too.
    const onward = state().solution![2]!;
    const through = state().solution![3]!;
    state().moveTo(through);
    expect(state().position).toBe(through);
    expect(state().walk!.marks[onward]).toBe(TRAIL);
    expect(state().moves).toBe(2);
  });

  it('takes a tap on the open block between two cells for the cell beyond it, and ignores the diagonal keys', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=5&algorithm=backtracker&seed=tap&braid=0');
    const [, first, passage, second] = state().solution!;
    state().moveTo(first!);
    for (const diagonal of ['up-left', 'up-right', 'down-left', 'down-right'] as const) state().move(diagonal);
    expect(state().position).toBe(first);
    expect(state().bump).toBeNull();
    state().moveTo(passage!);
    expect(state().position).toBe(second);
    expect(state().moves).toBe(2);
  });

  it('warns before a tap shows the solution during a run, and shows it on the second', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=5&algorithm=prim&seed=ask&braid=0');
    // Before the first move nothing is at stake: a tap shows the solution at once.
    state().askForSolution();
    expect(state().showSolution).toBe(true);
    state().askForSolution();
    expect(state().showSolution).toBe(false);
    // A fresh run, one move in: now a tap warns first.
    state().playAgain();
    expect(state().assisted).toBe(false);
    state().moveTo(state().maze!.start + 1);
    state().askForSolution();
    expect(state().showSolution).toBe(false);
    expect(state().solutionAsked).toBe(true);
    expect(state().assisted).toBe(false);
    expect(state().announcement.text).toMatch(/again to see the solution.*assisted/);
    // A move in between forgets the question.
    state().moveTo(state().maze!.start);
    expect(state().solutionAsked).toBe(false);
    state().askForSolution();
    state().askForSolution();
    expect(state().showSolution).toBe(true);
    expect(state().assisted).toBe(true);
  });

  it('moves its start and exit onto cells, walling up the doorways, in the link too', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=6&h=5&algorithm=kruskal&seed=ends&braid=0');
    const before = state().maze!;
    const cell = state().solution![3]!; // the second cell on the way (entrance, cell, passage, cell)
    state().moveTo(before.start + 1);
    state().moveTo(cell);
    await state().moveEnd('start');
    const after = state().maze!;
    expect(after.start).toBe(cell);
    expect(after.goal).toBe(before.goal);
    expect(after.blocks[before.start]).toBe(1);
    // Every other block is as it was: the same maze.
    expect(after.blocks.filter((block, i) => i !== before.start && block !== before.blocks[i])).toEqual(new Uint8Array(0));
    expect(state().position).toBe(cell);
    // Cells are numbered row by row, as on every square: block (2i+1, 2j+1) is cell i·6 + j.
    const cellId = ((Math.floor(cell / after.cols) - 1) / 2) * 6 + ((cell % after.cols) - 1) / 2;
    expect(state().settings!.start).toBe(cellId);
    expect(settingsToQuery(state().settings!)).toMatch(new RegExp(`&start=${cellId}$`));
    await state().moveEnd('goal');
    expect(state().announcement.text).toMatch(/start is here/);
    // Said beside the buttons too, until the player moves on.
    expect(state().endRefused).toBe('startIsHere');
    await state().moveEnd('start');
    expect(state().endRefused).toBe('startAlreadyHere');
    const here = state().position;
    for (const heading of ['left', 'right', 'up', 'down'] as const) if (state().position === here) state().move(heading);
    expect(state().position).not.toBe(here);
    expect(state().endRefused).toBeNull();
  });
});
