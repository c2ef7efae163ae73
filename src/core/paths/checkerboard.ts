import type { Grid } from '../grid';

/** How a grid's open blocks fall on the squares of a checkerboard: (row + column) even is light. */
export interface CheckerboardBar {
  readonly light: number;
  readonly dark: number;
  readonly startLight: boolean;
  readonly goalLight: boolean;
}

/**
 * Why the colouring alone forbids a Hamiltonian path from start to goal, or null when it
 * allows one. Each step goes to the other colour of a checkerboard, so a path through all n
 * open blocks alternates colours: with n even it holds as many light blocks as dark and ends on
 * the other colour than it starts; with n odd it starts and ends on the colour that has one block
 * more. O(blocks), no search: an open 30×30 grid corner to corner (both corners light, 450 light
 * and 450 dark blocks) is settled at once, where the sweep took 35 s to reach the same 0.
 * Start and goal must be open and different (countHamiltonianPaths checks that first).
 */
export function checkerboardBar(grid: Grid, start: number, goal: number): CheckerboardBar | null {
  const { rows, cols, blocks: cells } = grid;
  let light = 0;
  let dark = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (cells[r * cols + c] !== 0) continue;
      if ((r + c) % 2 === 0) light++;
      else dark++;
    }
  }
  const isLight = (block: number): boolean => (Math.floor(block / cols) + (block % cols)) % 2 === 0;
  const startLight = isLight(start);
  const goalLight = isLight(goal);
  const allows = (light + dark) % 2 === 0 ? light === dark && startLight !== goalLight : startLight === goalLight && (startLight ? light === dark + 1 : dark === light + 1);
  return allows ? null : { light, dark, startLight, goalLight };
}
