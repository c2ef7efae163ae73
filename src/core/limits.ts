/**
 * Size limits, in one place, so the CLI, the UI and the parser agree and say the same numbers.
 *
 * A generated maze of W×H cells is a (2H+1)×(2W+1) block grid. Up to 4 million cells
 * (2000×2000, or 4000×1000) keeps the grid at 16 MB and a solve under 200 MB in all.
 */
export const MAX_MAZE_SIDE = 4000;
export const MAX_MAZE_CELLS = 4_000_000;

/** A typed or loaded grid: up to 8001 blocks a side and 16,008,001 (4001²) blocks in all. */
export const MAX_GRID_SIDE = 8001;
export const MAX_GRID_BLOCKS = 4001 * 4001;
