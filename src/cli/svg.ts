import { cellSolvedFromStart, generateMaze, solvedFromStart, type CellMaze } from '../core';
import { THEME } from '../render/theme';
import { mazeSvg } from '../render/vector/mazePicture';
import type { PngScene } from '../render/png';
import { strayFields } from '../game/strayFields';
import { UsageError } from './errors';
import type { Stdin } from './input';
import { oneOf } from './options';
import { blockSize, isCellShaped, isLevelledFlag, isWovenFlag, shapedMaze, type CommonFlags, type ShapeFlags } from './shaped';

export const STYLES = ['lines', 'blocks'] as const;
export type Style = (typeof STYLES)[number];

/** Nothing drawn over the maze but, when asked, its solution. */
const BARE = { marks: null, player: null, exit: null } as const;

/** The square kind the flags ask for that has no picture in blocks (its crossings, stairs or lanes are drawn in lines), or null. */
function linesOnlyKind(flags: ShapeFlags): string | null {
  if (flags.unicursal) return 'a unicursal labyrinth';
  if (isWovenFlag(flags.weave)) return 'a weave';
  if (isLevelledFlag(flags.levels)) return 'a maze of several levels';
  return null;
}

/**
 * The style an SVG is drawn in: as asked, else blocks for an unmasked square (the game's
 * default) and lines for every other maze, which has no block grid.
 */
export function chooseStyle(flags: ShapeFlags, style: string | undefined, command = 'generate'): Style {
  const linesOnly = linesOnlyKind(flags);
  if (style === undefined) return isCellShaped(flags) || linesOnly !== null ? 'lines' : 'blocks';
  const chosen = oneOf('style', style, STYLES);
  if (chosen === 'blocks' && linesOnly !== null) throw new UsageError(`${command}: ${linesOnly} is drawn in lines: leave out --style blocks`);
  if (strayFields({ shape: flags.shape ?? 'square', sides: false, rings: false, masked: flags.mask !== undefined, style: chosen }).includes('blocksOffSquare')) {
    throw new UsageError(`${command}: --style blocks draws unmasked square mazes only; a ${flags.mask === undefined ? flags.shape : `masked ${flags.shape ?? 'square'}`} maze is drawn in lines`);
  }
  return chosen;
}

/**
 * The maze the flags name as one SVG document, drawn as the game's PNG is (same layout, same
 * colours), its solution as its own path when asked for. Squares in lines are the block maze
 * of the same flags, drawn on its cells, as the game draws them.
 */
export async function svgOfFlags(flags: ShapeFlags, common: CommonFlags, style: Style, withSolution: boolean, stdin: Stdin): Promise<string> {
  let picture: PngScene;
  if (style === 'blocks') {
    const maze = generateMaze({ ...common, ...blockSize(flags) });
    const solution = withSolution ? solvedFromStart(maze).solution : null;
    picture = { kind: 'blocks', scene: { grid: maze, solution, ...BARE } };
  } else {
    return cellMazeSvg(await shapedMaze(flags, common, stdin), withSolution);
  }
  return mazeSvg(picture, THEME);
}

/** A maze of cells as one SVG document in lines, as the game's PNG draws it; its solution as its own path when asked for. */
export function cellMazeSvg(maze: CellMaze, withSolution: boolean): string {
  const solution = withSolution ? cellSolvedFromStart(maze).solution : null;
  return mazeSvg({ kind: 'cells', scene: { maze, solution, ...BARE } }, THEME);
}
