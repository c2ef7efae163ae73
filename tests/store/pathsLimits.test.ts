import { describe, expect, it } from 'vitest';
import { formatGrid, generateMaze, MAX_GRID_BLOCKS } from '../../src/core';
import { createAppStore } from '../../src/store';
import { createLabActions } from '../../src/store/labActions';

/**
 * Every maze the game makes must read back in the Paths tab: the page's path is Open in
 * editor → Save .txt (formatGrid) → Load .txt (loadPathsText), at the largest maze there is.
 */
describe('the Paths editor takes the largest maze the game makes', () => {
  it('4000×1000 cells: saved as text, it loads again', { timeout: 60_000 }, () => {
    const store = createAppStore({ labActions: createLabActions });
    const maze = generateMaze({ algorithm: 'binary-tree', width: 4000, height: 1000, seed: 'paths-limit' });
    store.getState().openInPathsEditor(maze);
    const saved = formatGrid(store.getState().pathsGrid);
    expect(store.getState().loadPathsText(saved)).toBe(true);
    const { pathsGrid, pathsTextProblem } = store.getState();
    expect(pathsTextProblem).toBeNull();
    expect([pathsGrid.rows, pathsGrid.cols, pathsGrid.rows * pathsGrid.cols]).toEqual([2001, 8001, MAX_GRID_BLOCKS]);
  });

  it('its row and column fields take 2001 × 8001 (and strict digits only)', () => {
    const store = createAppStore({ labActions: createLabActions });
    store.getState().editPathsSize('rows', '2001');
    store.getState().editPathsSize('cols', '8001');
    store.getState().applyPathsSize();
    expect(store.getState().pathsSizeErrors).toEqual({});
    expect([store.getState().pathsGrid.rows, store.getState().pathsGrid.cols]).toEqual([2001, 8001]);
    store.getState().editPathsSize('rows', '0x10');
    store.getState().editPathsSize('cols', '1e1');
    store.getState().applyPathsSize();
    expect(store.getState().pathsSizeErrors).toEqual({ rows: 'Rows must be a whole number from 1 to 8001.', cols: 'Columns must be a whole number from 1 to 8001.' });
  });
});
