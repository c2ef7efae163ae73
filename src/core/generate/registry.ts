import { carveAldousBroder } from './aldousBroder';
import { carveBacktracker } from './backtracker';
import { carveBinaryTree } from './binaryTree';
import { carveEller } from './eller';
import { carveGrowingTree } from './growingTree';
import { carveHuntAndKill } from './huntAndKill';
import { carveKruskal } from './kruskal';
import { carvePrim } from './prim';
import { carvePrimSimplified } from './primSimplified';
import { carveRecursiveDivision } from './recursiveDivision';
import { carveSidewinder } from './sidewinder';
import { carveWilson } from './wilson';
import type { Carve } from './carve';
import type { GeneratorId } from './generators';

export type { Carve } from './carve';

/** Each generator's carving of a block grid's cells (see generators.ts for their names and textures). */
export const CARVERS: Readonly<Record<GeneratorId, Carve>> = {
  backtracker: carveBacktracker,
  prim: carvePrim,
  'prim-simplified': carvePrimSimplified,
  kruskal: carveKruskal,
  wilson: carveWilson,
  'aldous-broder': carveAldousBroder,
  eller: carveEller,
  'hunt-and-kill': carveHuntAndKill,
  sidewinder: carveSidewinder,
  'binary-tree': carveBinaryTree,
  'recursive-division': carveRecursiveDivision,
  'growing-tree': carveGrowingTree,
};
