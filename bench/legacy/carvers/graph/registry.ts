import type { Random } from '../../../../src/core/random';
import type { GraphGeneratorId } from '../../../../src/core/shape/generate/graphGenerators';
import type { Topology } from '../../../../src/core/shape/topology';
import { carveAldousBroder } from './aldousBroder';
import { carveBacktracker } from './backtracker';
import { carveGrowingTree } from './growingTree';
import { carveHuntAndKill } from './huntAndKill';
import { carveKruskal } from './kruskal';
import { carvePrim } from './prim';
import { carveWilson } from './wilson';

/** Today's (before issue 18) graph generators, as src/core/shape/generate/registry.ts called them. */
export const LEGACY_GRAPH_GENERATORS: Record<GraphGeneratorId, (topology: Topology, random: Random) => Uint8Array> = {
  backtracker: (topology, random) => carveBacktracker(topology, random, random.int(topology.cellCount)),
  prim: (topology, random) => carvePrim(topology, random, random.int(topology.cellCount)),
  'prim-simplified': (topology, random) => carveGrowingTree(topology, random, 0, random.int(topology.cellCount)),
  kruskal: carveKruskal,
  wilson: carveWilson,
  'aldous-broder': carveAldousBroder,
  'hunt-and-kill': (topology, random) => carveHuntAndKill(topology, random, 0),
  'growing-tree': (topology, random) => carveGrowingTree(topology, random, 0.5, random.int(topology.cellCount)),
};
