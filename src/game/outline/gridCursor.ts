/**
 * The keyboard's cell on the editor's grid: the arrows move it a row or a column (on hex and
 * triangle grids a column step follows the zigzag of the row), stopping at the grid's edges.
 */
export type CursorKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

export function isCursorKey(key: string): key is CursorKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}

export function movedCursor(slot: number, key: CursorKey, columns: number, rows: number): number {
  const row = Math.floor(slot / columns);
  const col = slot - row * columns;
  if (key === 'ArrowUp') return Math.max(0, row - 1) * columns + col;
  if (key === 'ArrowDown') return Math.min(rows - 1, row + 1) * columns + col;
  if (key === 'ArrowLeft') return row * columns + Math.max(0, col - 1);
  return row * columns + Math.min(columns - 1, col + 1);
}
