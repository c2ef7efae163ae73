import type { Grid } from './grid';

/**
 * The grid as text: one row a line, values separated by one space, a newline after each row.
 * Built as bytes and decoded once, so a 4001×4001 grid formats in tens of milliseconds.
 */
export function formatGrid(grid: Grid): string {
  const { rows, cols, blocks } = grid;
  const lineLength = cols * 2; // "v " per value, the last space replaced by "\n"
  const bytes = new Uint8Array(rows * lineLength);
  let out = 0;
  for (let r = 0; r < rows; r++) {
    const rowStart = r * cols;
    for (let c = 0; c < cols; c++) {
      bytes[out++] = 48 + (blocks[rowStart + c] ?? 0);
      bytes[out++] = c === cols - 1 ? 10 : 32;
    }
  }
  return new TextDecoder('latin1').decode(bytes);
}

/** A block as the sources print it: "(row,col)". */
export function formatBlock(index: number, cols: number): string {
  return `(${Math.floor(index / cols)},${index % cols})`;
}

/** A walk as the CLI prints it: "->(r,c)->(r,c)...". */
export function formatWalk(path: ArrayLike<number>, cols: number): string {
  let text = '';
  for (let i = 0; i < path.length; i++) text += '->' + formatBlock(path[i] ?? 0, cols);
  return text;
}
