/**
 * A weave's crossings as a maze keeps them (CellMaze.crossings): five cells each, the over cell,
 * the two under cells its tunnel joins, and the over cell's own two passages. Apart from
 * weave.ts so that the code that only reads crossings (play, drawing) loads none of the carving.
 */
export const CROSSING_CELLS = 5;
