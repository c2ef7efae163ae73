import { describe, expect, it } from 'vitest';
import { createGrid, generateShaped, type Maze, type ShapeOptions } from '../../src/core';
import { arrivalOf, arrivalText, bumpText, solvedText } from '../../src/store/announce';
import { blockBoard, boardOf, cellBoard } from '../../src/game/board';
import { openWays } from '../../src/game/moves';
import { step, stepCell } from '../support/moves';
import { testStore } from '../support/store';
import { loadChineseFirst } from '../support/chinese';

loadChineseFirst();

/** A 7×7 block maze: the entrance at (3,0), a four-way junction at (3,3), a dead end at (1,3), the exit at (6,3). */
function crossroads(): Maze {
  const grid = createGrid(7, 7);
  const open = (row: number, col: number) => (grid.blocks[row * 7 + col] = 0);
  for (let col = 0; col <= 5; col++) open(3, col);
  for (let row = 1; row <= 6; row++) open(row, 3);
  return { ...grid, start: 3 * 7, goal: 6 * 7 + 3 };
}

const at = (row: number, col: number) => row * 7 + col;

describe('announcements on a block maze', () => {
  const maze = crossroads();
  const say = (row: number, col: number) => arrivalOf(blockBoard(maze), at(row, col));

  it('names the open ways of a corridor, in screen words', () => {
    expect(openWays(blockBoard(maze), at(3, 1)).headings).toEqual(['right', 'left']);
    expect(say(3, 1)).toBe('Open: right, left.');
  });

  it('counts the ways at a junction, and says a dead end', () => {
    expect(say(3, 3)).toBe('Junction: 4 ways. Open: up, right, down, left.');
    expect(say(1, 3)).toBe('Dead end.');
  });

  it('never calls the entrance a dead end: its one way is the way in', () => {
    expect(say(3, 0)).toBe('Open: right.');
  });

  it('says where a bumped wall is, in the same words on every shape', () => {
    expect(bumpText('up')).toBe('Wall above.');
    expect(bumpText('down')).toBe('Wall below.');
    expect(bumpText('left')).toBe('Wall to the left.');
    expect(bumpText('up-left')).toBe('Wall up left.');
  });
});

describe('announcements on a maze of cells', () => {
  const base: ShapeOptions = { shape: 'hex', width: 7, height: 6, rings: 0, mask: null, algorithm: 'backtracker', seed: 'say', braid: 0.5 };
  const mazes = [
    generateShaped(base),
    generateShaped({ ...base, shape: 'triangle', seed: 'tri' }),
    generateShaped({ ...base, shape: 'polar', rings: 5, seed: 'polar' }),
  ];

  it('names, for every cell, only headings whose key reaches an open neighbour, and counts every open way', () => {
    for (const maze of mazes) {
      const { offsets, neighbours } = maze.topology;
      for (let cell = 0; cell < maze.topology.cellCount; cell++) {
        const { headings, count } = openWays(cellBoard(maze), cell);
        let open = 0;
        for (let i = offsets[cell]!; i < offsets[cell + 1]!; i++) if (maze.open[i] === 1 && neighbours[i]! >= 0) open++;
        expect(count).toBe(open);
        expect(headings.length).toBeGreaterThan(0);
        expect(headings.length).toBeLessThanOrEqual(count);
        for (const heading of headings) expect(stepCell(maze, cell, heading)).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('says a dead end of cells and a junction of cells as on blocks', () => {
    const [hex] = mazes;
    const spoken = Array.from({ length: hex!.topology.cellCount }, (_, cell) => arrivalOf(cellBoard(hex!), cell));
    expect(spoken.some((text) => text === 'Dead end.')).toBe(true);
    expect(spoken.some((text) => /^Junction: 3 ways\. Open: \w+( \w+)?, \w+( \w+)?, \w+( \w+)?\.$/.test(text))).toBe(true);
  });

  it('composes the words from the ways alone', () => {
    expect(arrivalText(['up', 'down-left'], 2, false)).toBe('Open: up, down left.');
    expect(arrivalText(['up'], 1, true)).toBe('Open: up.');
  });
});

describe('announcements while playing', () => {
  it('says the ways on each move, and a bumped wall once until the player moves', async () => {
    const { store } = testStore();
    const state = () => store.getState();
    await state().openQuery('?w=4&h=4&algorithm=backtracker&seed=bump&braid=0');
    state().move('left');
    const first = state().announcement;
    expect(first.text).toBe('Wall to the left.');
    state().move('left');
    expect(state().announcement).toEqual(first); // the same wall again: nothing new to say
    const onward = (['up', 'down', 'right'] as const).find((direction) => step(state().maze!, state().position, direction))!;
    state().move(onward);
    expect(state().announcement.text).toBe(arrivalOf(boardOf(state())!, state().position));
    expect(state().announcement.text).toMatch(/^(Open: |Dead end\.|Junction: )/);
  });
});

describe('announcements in Chinese', () => {
  it('names the ways, dead ends, junctions, walls and the win in Chinese', () => {
    expect(arrivalText(['left', 'down'], 2, false, 'zh')).toBe('可走：左、下。');
    expect(arrivalText(['left'], 1, false, 'zh')).toBe('死路。');
    expect(arrivalText(['up', 'right', 'down-left'], 3, false, 'zh')).toBe('岔路口，3 条路。可走：上、右、左下。');
    expect(arrivalText([], 0, false, 'zh')).toBe('无路可走。');
    expect(bumpText('left', 'zh')).toBe('左边是墙。');
    expect(bumpText('up-right', 'zh')).toBe('右上边是墙。');
    expect(solvedText(42, 12_345, true, 'zh')).toBe('走出来了！用了 42 步、12.3 秒（看过答案）。');
  });

  it("speaks the store's announcements in the page's language", async () => {
    const { store } = testStore();
    const state = () => store.getState();
    store.setState({ language: 'zh' });
    await state().openQuery('?w=4&h=4&algorithm=backtracker&seed=bump&braid=0');
    state().move('left');
    expect(state().announcement.text).toBe('左边是墙。');
    const onward = (['up', 'down', 'right'] as const).find((direction) => step(state().maze!, state().position, direction))!;
    state().move(onward);
    expect(state().announcement.text).toBe(arrivalOf(boardOf(state())!, state().position, 'zh'));
    expect(state().announcement.text).toMatch(/^(可走：|死路。|岔路口，)/);
  });
});
