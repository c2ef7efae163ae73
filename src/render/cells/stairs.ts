import type { CellMaze } from '../../core/shape/cellMaze';
import { drawnCentreX, drawnCentreY } from '../../core/shape/geometry';
import { levelOf, openStairs } from '../../core/shape/levels';
import type { PathContext } from '../pathContext';
import type { Theme } from '../theme';
import type { CellScene, CellView } from './cellScene';

/**
 * The stairs of a maze of several levels, drawn on their cells as Mazes for Programmers marks
 * them: a staircase up is a triangle pointing up in the cell's upper-right corner, one down a
 * triangle pointing down in its lower-left corner, so a cell with both shows both and neither
 * hides the solution's line through the centre. They are in the walls' colour (they print in
 * black and white); those the solution takes are in the solution's colour.
 */

/**
 * Half a stair triangle's base and its height, in cells; how far its middle sits from the
 * centre, along each axis (towards the upper right for up, the lower left for down). Far enough
 * out that the player's marker (about 0.3 of a cell round the centre) leaves most of it in sight.
 */
const HALF_BASE = 0.15;
const HEIGHT = 0.25;
export const STAIR_OFFSET = 0.27;
/** The edge round a staircase the solution takes, in cells. */
const EDGE = 0.06;

/** Whether cells `a` and `b` of a path lie on different levels: a step up or down a staircase. */
export function isStairStep(maze: CellMaze, a: number, b: number): boolean {
  return maze.topology.levels !== undefined && levelOf(maze.topology, a) !== levelOf(maze.topology, b);
}

const takenOf = new WeakMap<Int32Array, Set<number>>();

/** The stairs a path takes, as cell · 2 + (1 up, 0 down), at both ends of each: found once a path. */
function stairsTaken(maze: CellMaze, path: Int32Array): Set<number> {
  let taken = takenOf.get(path);
  if (!taken) {
    taken = new Set();
    for (let step = 1; step < path.length; step++) {
      const from = path[step - 1]!;
      const to = path[step]!;
      if (!isStairStep(maze, from, to)) continue;
      const up = levelOf(maze.topology, to) > levelOf(maze.topology, from) ? 1 : 0;
      taken.add(from * 2 + up);
      taken.add(to * 2 + (1 - up));
    }
    takenOf.set(path, taken);
  }
  return taken;
}

/** The stairs of the listed cells (all when null), over what is drawn so far. */
export function drawStairs(ctx: PathContext, scene: CellScene, theme: Theme, view: CellView, cells: readonly number[] | null): void {
  const { maze } = scene;
  const { topology } = maze;
  if (topology.levels === undefined) return;
  const taken = scene.solution ? stairsTaken(maze, scene.solution) : null;
  const triangle = (cell: number, up: boolean) => {
    const x = view.x + (drawnCentreX(topology, cell) + (up ? STAIR_OFFSET : -STAIR_OFFSET)) * view.scale;
    const y = view.y + (drawnCentreY(topology, cell) + (up ? -STAIR_OFFSET : STAIR_OFFSET)) * view.scale;
    const tip = (up ? -HEIGHT / 2 : HEIGHT / 2) * view.scale;
    ctx.beginPath();
    ctx.moveTo(x, y + tip);
    ctx.lineTo(x + HALF_BASE * view.scale, y - tip);
    ctx.lineTo(x - HALF_BASE * view.scale, y - tip);
    ctx.closePath();
    if (taken?.has(cell * 2 + (up ? 1 : 0))) {
      // Edged in the passages' colour, so it stands out from the solution's line beside it.
      ctx.fillStyle = theme.solution;
      ctx.strokeStyle = theme.passage;
      ctx.lineWidth = Math.max(1, EDGE * view.scale);
      ctx.lineJoin = 'round';
      ctx.stroke();
    } else ctx.fillStyle = theme.wall;
    ctx.fill();
  };
  const visit = (cell: number) => {
    if (openStairs(maze, cell, 1) >= 0) triangle(cell, true);
    if (openStairs(maze, cell, -1) >= 0) triangle(cell, false);
  };
  if (cells) for (const cell of cells) visit(cell);
  else for (let cell = 0; cell < topology.cellCount; cell++) visit(cell);
}
