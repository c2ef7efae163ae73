import { GENERATORS, type GeneratorId } from '../generate/generators';
import { GRAPH_GENERATOR_IDS } from './generate/graphGenerators';
import type { ShapeId } from './topology';

/** How each generator that needs rows and columns uses them. */
const ROW_BASED: Partial<Record<GeneratorId, string>> = {
  eller: 'builds its maze row by row',
  sidewinder: 'builds its maze row by row',
  'binary-tree': 'opens each cell to its north or east neighbour, which only a square grid has',
  'recursive-division': 'divides a rectangle by straight walls across whole rows and columns',
};

/**
 * Whether a maze needs a generator that works on any graph: any shape but a square, an
 * outline cut from one, or a weave (carved round its crossings). (A whole square is the block
 * maze: every generator makes it.)
 */
export function needsGraphGenerator(shape: ShapeId, masked: boolean, woven = false): boolean {
  return shape !== 'square' || masked || woven;
}

/**
 * Why a generator makes only unmasked square mazes, in the words the page's menu and every
 * error use; null for the generators that run on every shape and mask. `woven`: said of a
 * weave, which it cannot carve either.
 */
export function rowBasedReason(algorithm: GeneratorId, woven = false): string | null {
  const how = ROW_BASED[algorithm];
  if (how === undefined) return null;
  const label = GENERATORS[algorithm].label;
  // "Eller's" names an algorithm only with the word after it.
  const name = label.endsWith("'s") ? `${label} algorithm` : label;
  return `${name} ${how}, so it ${woven ? 'cannot carve round the crossings of a weave' : 'makes only square mazes without an outline'}; choose one of ${GRAPH_GENERATOR_IDS.join(', ')}`;
}
