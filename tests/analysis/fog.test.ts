import { describe, expect, it } from 'vitest';
import { createGrid, generateShaped, OPEN } from '../../src/core';
import { blockBoard, cellBoard } from '../../src/game/board';
import { Fog, FOG_STEPS } from '../../src/game/fog';
import { Walk } from '../../src/game/walk';
import { blockPixels } from '../../src/render/draw';
import { heatPalette } from '../../src/render/heatRamp';
import { THEME, rgbaWord } from '../../src/render/theme';
import { sampledPixels } from '../../src/render/cells/sampledCells';
import { fitCellView } from '../../src/render/cells/cellView';
import { cellAtPixel } from '../../src/render/cells';

/**
 * A known maze: one corridor of 9 cells, left to right, on its block grid (3 × 19 blocks), the
 * entrance in the left border and the exit in the right one.
 *
 *   ###################
 *   .................. .   (row 1: every block open, cells at odd columns)
 *   ###################
 */
function corridor() {
  const grid = createGrid(3, 19);
  for (let col = 0; col < 19; col++) grid.blocks[19 + col] = OPEN;
  return { ...grid, start: 19, goal: 19 + 18 };
}

describe('fog: what is hidden is hidden, what is near is shown', () => {
  const fogWord = heatPalette(THEME).fogWord;
  const passage = rgbaWord(THEME.passage);
  const wall = rgbaWord(THEME.wall);

  it('on a block corridor: the blocks within 3 moves and their walls are drawn as always, the rest is fog', () => {
    const maze = corridor();
    const fog = new Fog(blockBoard(maze), maze.cols, null);
    fog.see(maze.start);
    const pixels = blockPixels({ grid: maze, solution: null, marks: null, player: null, exit: null, fog: fog.shown }, THEME);
    // The entrance (col 0) is a place; a move reaches cell 0 (col 1), then cells at cols 3 and 5: FOG_STEPS moves.
    const lastSeenCol = 1 + 2 * (FOG_STEPS - 1);
    for (let col = 0; col < 19; col++) {
      for (let row = 0; row < 3; row++) {
        const at = row * 19 + col;
        const near = col <= lastSeenCol + 1;
        const expected = !near ? fogWord : row === 1 ? passage : wall;
        expect(pixels[at], `block (${row}, ${col})`).toBe(expected);
      }
    }
    expect(fog.exitSeen).toBe(false);
  });

  it('the trail stays shown as the sight moves on, and the exit is seen once in sight, and stays', () => {
    const maze = corridor();
    const board = blockBoard(maze);
    const fog = new Fog(board, maze.cols, null);
    const trail: number[] = [maze.start];
    fog.see(maze.start);
    for (let col = 1; col < 19; col += col === 0 ? 1 : 2) {
      trail.push(19 + col);
      fog.see(19 + col);
    }
    expect(fog.exitSeen).toBe(true);
    for (const at of trail) expect(fog.shown[at]).not.toBe(0);
    // Back to the start: the far end is out of sight, but every place stood on stays shown.
    fog.see(maze.start);
    for (const at of trail) expect(fog.shown[at]).not.toBe(0);
    expect(fog.exitSeen).toBe(true);
  });

  it('a resumed run shows its trail at once', () => {
    const maze = corridor();
    const walk = new Walk(maze.rows * maze.cols, maze.start);
    walk.move(20, -1);
    walk.move(22, 21);
    const fog = new Fog(blockBoard(maze), maze.cols, walk.marks);
    for (const at of [19, 20, 21, 22]) expect(fog.shown[at]).not.toBe(0);
    expect(fog.shown[19 + 17]).toBe(0);
  });

  it('on a hex maze: every pixel of a hidden cell is fog, every pixel of a cell in sight is not', () => {
    const maze = generateShaped({ shape: 'hex', width: 8, height: 8, rings: 0, mask: null, algorithm: 'backtracker', seed: 'fog', braid: 0 });
    const board = cellBoard(maze);
    const fog = new Fog(board, 0, null);
    fog.see(maze.start);
    // Cells in sight: breadth first, FOG_STEPS moves.
    const inSight = new Set([maze.start]);
    let layer = [maze.start];
    for (let step = 0; step < FOG_STEPS; step++) {
      const next: number[] = [];
      for (const at of layer) board.forEachWay(at, (to) => !inSight.has(to) && (inSight.add(to), next.push(to)));
      layer = next;
    }
    for (let cell = 0; cell < maze.topology.cellCount; cell++) expect(fog.shown[cell] !== 0, `cell ${cell}`).toBe(inSight.has(cell));
    const view = fitCellView(maze.topology, 64, 64);
    const rect = { x: 0, y: 0, width: 64, height: 64 };
    const pixels = sampledPixels({ maze, solution: null, marks: null, player: null, exit: null, fog: fog.shown }, THEME, view, rect);
    let hidden = 0;
    let shown = 0;
    for (let py = 0; py < 64; py++) {
      for (let px = 0; px < 64; px++) {
        const cell = cellAtPixel(maze.topology, view, px + 0.5, py + 0.5);
        if (cell < 0) continue;
        const colour = pixels[py * 64 + px];
        if (inSight.has(cell)) {
          expect(colour).not.toBe(fogWord);
          shown++;
        } else {
          expect(colour).toBe(fogWord);
          hidden++;
        }
      }
    }
    expect(shown).toBeGreaterThan(0);
    expect(hidden).toBeGreaterThan(shown);
  });
});
