import { levelOf, placeOf, polarRingSizes, slotOf } from '../../core';
import { formatCount } from '../../format/numbers';
import type { SolversMaze } from '../../workers/solversMaze';
import type { Language } from '../../i18n/language';
import { SOLVERS_TEXT } from '../../i18n/solvers';

/**
 * Where a block or cell is, in words a learner can find on the picture: (row, column) of a
 * block grid, or of a square, hex or triangle grid's cell; ring and place round it (both from 0,
 * ring 0 the centre) of a circular maze's cell; (row, column) and level (from 1) of a cell of a maze of levels.
 */
export function placeName(maze: SolversMaze, place: number, language: Language = 'en'): string {
  if (maze.kind !== 'cells') return `(${formatCount(Math.floor(place / maze.grid.cols))}, ${formatCount(place % maze.grid.cols)})`;
  const { topology } = maze.maze;
  if (topology.levels !== undefined) {
    // Its place on its level, and the level (levels.ts numbers them place by place).
    const onLevel = placeOf(topology, place);
    const spot = `(${formatCount(Math.floor(onLevel / topology.columns))}, ${formatCount(onLevel % topology.columns)})`;
    return SOLVERS_TEXT[language].levelCell(spot, formatCount(levelOf(topology, place) + 1));
  }
  const slot = slotOf(topology, place);
  if (topology.shape !== 'polar') return `(${formatCount(Math.floor(slot / topology.columns))}, ${formatCount(slot % topology.columns)})`;
  const sizes = polarRingSizes(topology.rows);
  let ring = 0;
  let first = 0;
  while (ring < sizes.length - 1 && slot >= first + sizes[ring]!) first += sizes[ring++]!;
  return SOLVERS_TEXT[language].ringCell(formatCount(ring), formatCount(slot - first));
}
