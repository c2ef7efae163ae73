import type { PngScene } from '../render/png';
import { THEME } from '../render/theme';
import { cellCount, MAX_SVG_CELLS } from '../store/pngSlice';
import type { StoreState } from '../store/types';
import { pagePngService } from '../workers/lazyServices';

/** The two printed pages of the maze on show: the maze alone, then its answer key (the whole solution, from the entrance). */
export interface PrintPictures {
  readonly maze: PngScene;
  readonly answer: PngScene;
}

/** The maze on show as the two pictures Print puts on paper: never the trail or the player, always the whole solution on the answer. */
export function printPictures(state: Pick<StoreState, 'maze' | 'shaped' | 'solution'>): PrintPictures | null {
  const { maze, shaped, solution } = state;
  const bare = { marks: null, player: null, exit: null };
  if (maze) return { maze: { kind: 'blocks', scene: { grid: maze, solution: null, ...bare } }, answer: { kind: 'blocks', scene: { grid: maze, solution, ...bare } } };
  if (shaped) return { maze: { kind: 'cells', scene: { maze: shaped, solution: null, ...bare } }, answer: { kind: 'cells', scene: { maze: shaped, solution, ...bare } } };
  return null;
}

/** Whether a maze is too big to print: its SVG would be tens of megabytes (pngSlice's MAX_SVG_CELLS). */
export function tooBigToPrint(pictures: PrintPictures): { cells: number; max: number } | null {
  const cells = cellCount(pictures.maze);
  return cells > MAX_SVG_CELLS ? { cells, max: MAX_SVG_CELLS } : null;
}

/** The two pages' SVGs, made in the picture worker one after the other; blob: URLs for <img> (the page's CSP allows img-src blob:). */
export async function printPageUrls(pictures: PrintPictures): Promise<{ maze: string; answer: string }> {
  const svg = async (picture: PngScene) => URL.createObjectURL(await pagePngService.render(picture, THEME, () => undefined, 'svg').result);
  const maze = await svg(pictures.maze);
  try {
    return { maze, answer: await svg(pictures.answer) };
  } catch (error) {
    URL.revokeObjectURL(maze);
    throw error;
  }
}
