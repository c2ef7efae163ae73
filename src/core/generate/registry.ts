import type { Random } from '../random';
import { carveAldousBroder } from './aldousBroder';
import { carveBacktracker } from './backtracker';
import { carveBinaryTree } from './binaryTree';
import { carveEller } from './eller';
import { carveGrowingTree } from './growingTree';
import { carveHuntAndKill } from './huntAndKill';
import { carveKruskal } from './kruskal';
import type { CellLayout } from './layout';
import { carvePrim } from './prim';
import { carvePrimSimplified } from './primSimplified';
import { carveRecursiveDivision } from './recursiveDivision';
import { carveSidewinder } from './sidewinder';
import { carveWilson } from './wilson';
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

export const GENERATOR_IDS = [
  'backtracker',
  'prim',
  'prim-simplified',
  'kruskal',
  'wilson',
  'aldous-broder',
  'eller',
  'hunt-and-kill',
  'sidewinder',
  'binary-tree',
  'recursive-division',
  'growing-tree',
] as const;
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
  kruskal: {
    id: 'kruskal',
    label: "Kruskal's",
    texture: 'Evenly random with no direction or centre; many short dead ends.',
    carve: carveKruskal,
  },
  wilson: {
    id: 'wilson',
    label: "Wilson's",
    texture: 'Uniform over all mazes: unbiased, many short dead ends, a meandering solution.',
    carve: carveWilson,
  },
  'aldous-broder': {
    id: 'aldous-broder',
    label: 'Aldous–Broder',
    texture: "Uniform over all mazes, as Wilson's, but slow on big mazes (a random walk must cover the grid).",
    carve: carveAldousBroder,
  },
  eller: {
    id: 'eller',
    label: "Eller's",
    texture: 'Built row by row: evenly random with a horizontal grain and a long bottom corridor.',
    carve: carveEller,
  },
  'hunt-and-kill': {
    id: 'hunt-and-kill',
    label: 'Hunt-and-kill',
    texture: 'Long winding corridors and few dead ends, like the backtracker, without a stack.',
    carve: carveHuntAndKill,
  },
  sidewinder: {
    id: 'sidewinder',
    label: 'Sidewinder',
    texture: 'An open top corridor with short horizontal runs hanging from it; a vertical grain.',
    carve: carveSidewinder,
  },
  'binary-tree': {
    id: 'binary-tree',
    label: 'Binary tree',
    texture: 'Diagonal north-east grain; open top row and right column; trivial to solve toward the top-right.',
    carve: carveBinaryTree,
  },
  'recursive-division': {
    id: 'recursive-division',
    label: 'Recursive division',
    texture: 'Long straight walls and nested rectangular rooms joined by single gaps.',
    carve: carveRecursiveDivision,
  },
  'growing-tree': {
    id: 'growing-tree',
    label: 'Growing tree',
    texture: 'Half backtracker, half Prim: winding corridors with some bushy branching.',
    carve: carveGrowingTree,
  },
};

export function isGeneratorId(value: string): value is GeneratorId {
  return (GENERATOR_IDS as readonly string[]).includes(value);
}
