import { mazeStats, passagesOfCells, passagesOfGrid } from '../core';
import type { CommandIo } from './commands';
import { loadMaze } from './input';
import { endpoint, readFlags } from './options';
import { withCellEnds } from './shaped';

/** Six significant digits: enough to compare mazes, and the same line on every machine. */
function rounded(value: number | null): number | null {
  return value === null ? null : Number(value.toPrecision(6));
}

/**
 * `stats FILE [--from …] [--to …]`: one line of JSON about a maze, a JSON maze of any shape or a
 * 0/1 grid (a carved maze as `generate` prints it counts its cells, as its JSON would): places,
 * dead ends, junctions, the shortest route's length, and the model walker's effort and
 * difficulty (core/stats). The same maze always gives the same line.
 */
export async function stats(args: string[], { out, stdin }: CommandIo): Promise<void> {
  const { values, files } = readFlags('stats', args, ['from', 'to'], 1);
  const maze = await loadMaze(files[0], stdin);
  let graph;
  if ('cells' in maze) {
    graph = passagesOfCells(withCellEnds(maze.cells, values.get('from'), values.get('to')));
  } else {
    const { grid } = maze;
    graph = passagesOfGrid(grid, endpoint(grid, 'from', values.get('from')), endpoint(grid, 'to', values.get('to')));
  }
  const found = mazeStats(graph);
  await out.line(JSON.stringify({ ...found, effort: rounded(found.effort), expectedMoves: rounded(found.expectedMoves) }));
}
