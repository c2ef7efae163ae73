import type { Random } from '../random';
import { carveBacktracker } from './backtracker';
import type { CellLayout } from './layout';
import { carvePrim } from './prim';
import { carvePrimSimplified } from './primSimplified';
import type { CarveTrace } from './trace';

/** Every generator has this signature: carve a perfect maze into the layout's grid. */
export type Carve = (layout: CellLayout, random: Random, trace?: CarveTrace) => void;

export interface GeneratorInfo {
  readonly id: GeneratorId;
  /** A name for menus. */
  readonly label: string;
  /** The texture it gives, in a line. */
  readonly texture: string;
  readonly carve: Carve;
}

export const GENERATOR_IDS = ['backtracker', 'prim', 'prim-simplified'] as const;
export type GeneratorId = (typeof GENERATOR_IDS)[number];

export const GENERATORS: Readonly<Record<GeneratorId, GeneratorInfo>> = {
  backtracker: {
    id: 'backtracker',
    label: 'Recursive backtracker',
    texture: 'Long winding corridors, few dead ends, long solutions.',
    carve: carveBacktracker,
  },
  prim: {
    id: 'prim',
    label: "Prim's (classic)",
    texture: 'Bushy, radial branching from the top-left; many short dead ends.',
    carve: carvePrim,
  },
  'prim-simplified': {
    id: 'prim-simplified',
    label: "Prim's (simplified)",
    texture: 'Bushy, radial branching from a random cell; many short dead ends.',
    carve: carvePrimSimplified,
  },
};

export function isGeneratorId(value: string): value is GeneratorId {
  return (GENERATOR_IDS as readonly string[]).includes(value);
}
