import { circleRings, shapeBounds } from '../../core';
import { formatCount } from '../../format/numbers';
import type { MazeSettings } from '../../game/settings';
import { DEFAULT_RINGS } from '../../game/shapeSettings';
import { SHAPE_NOUNS } from '../../i18n/shapeNames';
import { DEFAULT_LAB_SETTINGS } from '../../store/solversSlice';
import type { SolversMaze } from '../../workers/solversMaze';
import type { Crowding } from './LabCanvas';
import type { Language } from '../../i18n/language';
import { SOLVERS_TEXT } from '../../i18n/solvers';

/** The maze's width over its height, for the frame that takes its shape on a phone. */
export function mazeAspect(maze: SolversMaze): string {
  if (maze.kind !== 'cells') return `${maze.grid.cols} / ${maze.grid.rows}`;
  const box = shapeBounds(maze.maze.topology);
  return `${(box.maxX - box.minX).toFixed(3)} / ${(box.maxY - box.minY).toFixed(3)}`;
}

/** The maze as the canvas's label names it: "31×41-block maze", "20×15-cell hex maze", "12-ring circular maze". */
export function mazeName(maze: SolversMaze, language: Language = 'en'): string {
  const t = SOLVERS_TEXT[language];
  if (maze.kind !== 'cells') return t.blockMazeName(maze.grid.rows, maze.grid.cols);
  const { topology } = maze.maze;
  const noun = SHAPE_NOUNS[topology.shape];
  if (topology.shape === 'polar') return t.ringMazeName(circleRings(topology), noun);
  return t.cellMazeName(topology.shape, `${topology.columns}×${topology.rows}${topology.levels === undefined ? '' : `×${topology.levels}`}`, noun);
}

/** How big the maze is, in its own places: "401×401 blocks", "4,000,000 cells". */
export function mazeSizeText(maze: SolversMaze, language: Language = 'en'): string {
  const t = SOLVERS_TEXT[language];
  if (maze.kind !== 'cells') return t.blocksSize(formatCount(maze.grid.rows), formatCount(maze.grid.cols));
  return t.cellsSize(formatCount(maze.maze.topology.cellCount));
}

/**
 * The lab maze to offer instead of one too crowded to see, and its size in words ("20×15",
 * "12×8 hex", "9-ring circular"): for a block
 * grid, a square lab maze no bigger than what fits (nor the lab's settings, nor its default);
 * for a maze on cells, one of its shape (without an outline, which the lab's menu has not),
 * its sides or rings shrunk to what fits and no bigger than the lab's default.
 */
export function shrunkSettings(settings: MazeSettings, maze: SolversMaze | null, fits: Crowding, language: Language = 'en'): { settings: MazeSettings; size: string } {
  const { algorithm, seed, braid } = settings;
  if (fits.kind === 'blocks' || maze?.kind !== 'cells') {
    const width = Math.min(fits.kind === 'blocks' ? fits.width : 1, settings.width, DEFAULT_LAB_SETTINGS.width);
    const height = Math.min(fits.kind === 'blocks' ? fits.height : 1, settings.height, DEFAULT_LAB_SETTINGS.height);
    return { settings: { algorithm, seed, braid, width, height }, size: `${width}×${height}` };
  }
  const { topology } = maze.maze;
  const named = (size: string) => SOLVERS_TEXT[language].smallerSize(topology.shape, size, SHAPE_NOUNS[topology.shape]);
  const shrink = (side: number, most: number, least: number) => Math.max(least, Math.min(most, Math.floor(side * fits.shrink)));
  if (topology.shape === 'polar') {
    const rings = shrink(circleRings(topology), DEFAULT_RINGS, 2);
    return { settings: { algorithm, seed, braid, width: settings.width, height: settings.height, shape: 'polar', rings }, size: named(SOLVERS_TEXT[language].ringsSize(rings)) };
  }
  const width = shrink(topology.columns, DEFAULT_LAB_SETTINGS.width, 1);
  const height = shrink(topology.rows, DEFAULT_LAB_SETTINGS.height, 1);
  const shape = topology.shape === 'square' ? {} : { shape: topology.shape };
  return { settings: { algorithm, seed, braid, width, height, ...shape }, size: named(`${width}×${height}`) };
}
