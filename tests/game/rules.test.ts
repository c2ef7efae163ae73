import { describe, expect, it } from 'vitest';
import { generateMaze, solve } from '../../src/core';
import { efficiency } from '../../src/game/moves';
import { shortestMoves, step } from '../support/moves';
import { BACKTRACKED, TRAIL, UNTOUCHED, Walk } from '../../src/game/walk';

// A 3×2-cell maze drawn by hand: entrance (1,0), exit (3,6).
//   #######
//   ..#...#      row 1: entrance, cell (0,0), wall, cell (0,1), passage, cell (0,2)
//   #.#.###
//   #.....
//   #######
const rows = ['#######', '..#...#', '#.#.###', '#......', '#######'];
const maze = {
  rows: 5,
  cols: 7,
  blocks: Uint8Array.from(rows.join(''), (ch) => (ch === '#' ? 1 : 0)),
  start: 7,
  goal: 27,
};
const at = (r: number, c: number) => r * 7 + c;

describe('step', () => {
  it('moves from the entrance into the first cell, then a whole cell per move through passages', () => {
    expect(step(maze, maze.start, 'right')).toEqual({ to: at(1, 1), passage: -1 });
    expect(step(maze, at(1, 1), 'down')).toEqual({ to: at(3, 1), passage: at(2, 1) });
    expect(step(maze, at(3, 1), 'right')).toEqual({ to: at(3, 3), passage: at(3, 2) });
    expect(step(maze, at(3, 5), 'right')).toEqual({ to: maze.goal, passage: -1 });
  });

  it('is blocked by walls and the border', () => {
    expect(step(maze, at(1, 1), 'right')).toBeNull();
    expect(step(maze, at(1, 1), 'up')).toBeNull();
    expect(step(maze, maze.start, 'left')).toBeNull();
    expect(step(maze, maze.goal, 'right')).toBeNull();
  });

  it('counts the shortest number of moves as cells on the solution plus one', () => {
    const path = solve(maze, maze.start, maze.goal, 'bfs').path!;
    // entrance → (0,0) → (1,0) → (1,1) → (1,2) → exit
    expect(shortestMoves(maze, path)).toBe(5);
    const big = generateMaze({ algorithm: 'prim', width: 30, height: 20, seed: 'moves' });
    const bigPath = solve(big, big.start, big.goal, 'bfs').path!;
    expect(shortestMoves(big, bigPath)).toBe((bigPath.length - 1) / 2 + 1);
  });

  it('reaches the exit of any generated maze by following the solution one step per move', () => {
    const big = generateMaze({ algorithm: 'backtracker', width: 12, height: 9, seed: 'walk', braid: 0.3 });
    const path = solve(big, big.start, big.goal, 'astar').path!;
    let position = big.start;
    let moves = 0;
    const cells = Array.from(path).filter((_, i) => i === 0 || shortestMoves(big, path.slice(i - 1, i + 1)) === 1);
    for (const target of cells.slice(1)) {
      const direction = target === position - 1 || target === position - 2 ? 'left' : target === position + 1 || target === position + 2 ? 'right' : target < position ? 'up' : 'down';
      const next = step(big, position, direction)!;
      expect(next.to).toBe(target);
      position = next.to;
      moves++;
    }
    expect(position).toBe(big.goal);
    expect(moves).toBe(shortestMoves(big, path));
  });
});

describe('Walk', () => {
  it('lays a trail and marks blocks walked back out of as backtracked', () => {
    const walk = new Walk(35, maze.start);
    walk.move(at(1, 1), -1);
    walk.move(at(3, 1), at(2, 1));
    expect(walk.marks[at(2, 1)]).toBe(TRAIL);
    const back = walk.move(at(1, 1), at(2, 1));
    expect(back.backtracked).toBe(true);
    expect(back.changed).toEqual([at(3, 1), at(2, 1), at(1, 1)]);
    expect(walk.marks[at(3, 1)]).toBe(BACKTRACKED);
    expect(walk.marks[at(2, 1)]).toBe(BACKTRACKED);
    expect(walk.marks[at(1, 1)]).toBe(TRAIL);
    expect(walk.position).toBe(at(1, 1));
    // Walking forward again over a backtracked block lays trail again.
    walk.move(at(3, 1), at(2, 1));
    expect(walk.marks[at(3, 1)]).toBe(TRAIL);
    expect(walk.marks[at(1, 3)]).toBe(UNTOUCHED);
    // The thread forgot the walk back; the steps keep every place stood on, in order.
    expect([...walk.trail]).toEqual([maze.start, at(1, 1), at(3, 1)]);
    expect([...walk.steps]).toEqual([maze.start, at(1, 1), at(3, 1), at(1, 1), at(3, 1)]);
  });

  it('grows without limit: a thread far longer than its first buffer unwinds block by block', () => {
    const blocks = 1000;
    const walk = new Walk(blocks, 0);
    for (let b = 1; b < blocks; b++) expect(walk.move(b, -1).backtracked).toBe(false);
    expect(walk.position).toBe(blocks - 1);
    // Walking all the way back retraces the thread exactly: every entry survived the growth.
    for (let b = blocks - 2; b >= 0; b--) {
      expect(walk.move(b, -1)).toEqual({ changed: [b + 1, b], backtracked: true });
      expect(walk.position).toBe(b);
    }
    expect(walk.marks[0]).toBe(TRAIL);
    expect(walk.marks.subarray(1).every((mark) => mark === BACKTRACKED)).toBe(true);
    expect(walk.steps.length).toBe(2 * blocks - 1);
  });
});

describe('efficiency', () => {
  it('is shortest over moves, as a percentage', () => {
    expect(efficiency(10, 10)).toBe(100);
    expect(efficiency(20, 10)).toBe(50);
    expect(efficiency(3, 2)).toBe(67);
  });
});
