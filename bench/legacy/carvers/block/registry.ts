import type { Carve } from '../../../../src/core/generate/carve';
import type { GraphGeneratorId } from '../../../../src/core/shape/generate/graphGenerators';
import { carveAldousBroder } from './aldousBroder';
import { carveBacktracker } from './backtracker';
import { carveGrowingTree } from './growingTree';
import { carveHuntAndKill } from './huntAndKill';
import { carveKruskal } from './kruskal';
import { carvePrim } from './prim';
import { carvePrimSimplified } from './primSimplified';
import { carveWilson } from './wilson';

/** Today's (before issue 18) block carvers of the eight generators that also run on any cell graph. */
export const LEGACY_BLOCK_CARVERS: Record<GraphGeneratorId, Carve> = {
  backtracker: carveBacktracker,
  prim: carvePrim,
  'prim-simplified': carvePrimSimplified,
  kruskal: carveKruskal,
  wilson: carveWilson,
  'aldous-broder': carveAldousBroder,
  'hunt-and-kill': carveHuntAndKill,
  'growing-tree': carveGrowingTree,
};
