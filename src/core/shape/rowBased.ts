import { GENERATORS, type GeneratorId } from '../generate/generators';
import { MazeOptionsError } from '../generate/mazeOptions';
import { GRAPH_GENERATOR_IDS } from './generate/graphGenerators';
import type { ShapeId } from './topology';

/** How each generator that needs rows and columns uses them. */
const ROW_BASED: Partial<Record<GeneratorId, string>> = {
  eller: 'builds its maze row by row',
  sidewinder: 'builds its maze row by row',
  'binary-tree': 'opens each cell to its north or east neighbour, which only a square grid has',
  'recursive-division': 'divides a rectangle by straight walls across whole rows and columns',
};

/** A kind of square maze that no row-by-row generator can carve: a weave, or a maze of several levels. */
export type GraphOnlyKind = 'weave' | 'levels';

/** The graph-only kind of a maze that weaves or stacks levels (the two never go together; a weave is named first), or null. */
export function graphOnlyKind(woven: boolean, levelled: boolean): GraphOnlyKind | null {
  return woven ? 'weave' : levelled ? 'levels' : null;
}

/**
 * Whether a maze needs a generator that works on any graph: any shape but a square, an
 * outline cut from one, a weave (carved round its crossings) or several levels (stairs join
 * them). (A whole square is the block maze: every generator makes it.)
 */
export function needsGraphGenerator(shape: ShapeId, masked: boolean, kind: GraphOnlyKind | null = null): boolean {
  return shape !== 'square' || masked || kind !== null;
}

/** What a row-by-row generator cannot do, said of each graph-only kind. */
const CANNOT: Readonly<Record<GraphOnlyKind, string>> = {
  weave: 'cannot carve round the crossings of a weave',
  levels: 'cannot carve stairs between levels',
};

/**
 * Why a generator makes only unmasked square mazes, in the words the page's menu and every
 * error use; null for the generators that run on every shape and mask. `kind`: said of a
 * weave or a multi-level maze, which it cannot carve either.
 */
export function rowBasedReason(algorithm: GeneratorId, kind: GraphOnlyKind | null = null): string | null {
  const how = ROW_BASED[algorithm];
  if (how === undefined) return null;
  const label = GENERATORS[algorithm].label;
  // "Eller's" names an algorithm only with the word after it.
  const name = label.endsWith("'s") ? `${label} algorithm` : label;
  return `${name} ${how}, so it ${kind ? CANNOT[kind] : 'makes only square mazes without an outline'}; choose one of ${GRAPH_GENERATOR_IDS.join(', ')}`;
}

/**
 * The refusal of a row-by-row generator, as the options check throws it: the reason
 * (rowBasedReason) blaming the algorithm, with what was refused as data (kindRefusal.ts); null
 * for the generators that run on every shape. One home for the options check and for the page,
 * which swaps such a generator for the backtracker and says why.
 */
export function rowBasedRefusal(algorithm: GeneratorId, kind: GraphOnlyKind | null = null): MazeOptionsError | null {
  const reason = rowBasedReason(algorithm, kind);
  return reason === null ? null : new MazeOptionsError(reason, 'algorithm', { code: 'rowBased', algorithm, kind });
}
