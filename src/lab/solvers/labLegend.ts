import type { GeneratorId, SolverId } from '../../core';
import type { LabKind } from '../../render/labMarks';
import type { LabUnit } from '../../workers/solversMaze';
import type { Language } from '../../i18n/language';
import { SOLVERS_TEXT } from '../../i18n/solvers';

/**
 * What each replay can draw, as legend entries: exactly the kinds its pictures show (a test
 * plays every replay through and compares), so nothing on the canvas goes unexplained.
 */
export function solverLegend(solver: SolverId, unit: LabUnit = 'block'): readonly LabKind[] {
  const searched: Record<SolverId, readonly LabKind[]> = {
    dfs: ['explored', 'retreated'],
    bfs: ['frontier', 'distance'],
    astar: ['frontier', 'explored'],
    tremaux: ['explored', 'retreated'],
    greedy: ['frontier', 'explored'],
    bidirectional: ['frontier', 'explored'],
  };
  // A maze of cells is drawn in lines on the page's ground: its walls are lines, and there is no passage block to name.
  const ground: readonly LabKind[] = unit === 'cell' ? ['wall'] : ['wall', 'passage'];
  return [...ground, 'start', 'exit', 'head', ...searched[solver], 'path'];
}

export function generatorLegend(generator: GeneratorId): readonly LabKind[] {
  if (generator === 'recursive-division') return ['wall', 'passage', 'built'];
  if (generator === 'wilson') return ['wall', 'passage', 'carved', 'walker', 'walk', 'erased'];
  if (generator === 'aldous-broder') return ['wall', 'passage', 'carved', 'walker'];
  return ['wall', 'passage', 'carved'];
}

/** The head's name for each solver: the block (or cell) it expands, or where the walker stands. */
export function headName(solver: SolverId, unit: LabUnit = 'block', language: Language = 'en'): string {
  return SOLVERS_TEXT[language].headName(solver === 'tremaux' || solver === 'dfs' ? solver : 'other', unit);
}
