import type { Random } from '../../random';
import { carveBacktracker } from '../cellMaze';
import type { Topology } from '../topology';
import { carveAldousBroder } from './aldousBroder';
import { carveGrowingTree } from './growingTree';
import { carveHuntAndKill } from './huntAndKill';
import { carveKruskal } from './kruskal';
import { carvePrim } from './prim';
import { carveWilson } from './wilson';
import type { GraphGeneratorId } from './graphGenerators';

/**
 * The generators that need only "the neighbours of a cell", so they run on every shape. Each
 * carves a perfect maze on a connected topology and returns its open adjacencies.
 */
export const GRAPH_GENERATORS: Record<GraphGeneratorId, (topology: Topology, random: Random) => Uint8Array> = {
  backtracker: (topology, random) => carveBacktracker(topology, random, random.int(topology.cellCount)),
  prim: (topology, random) => carvePrim(topology, random, random.int(topology.cellCount)),
  'prim-simplified': (topology, random) => carveGrowingTree(topology, random, 0, random.int(topology.cellCount)),
  kruskal: carveKruskal,
  wilson: carveWilson,
  'aldous-broder': carveAldousBroder,
  'hunt-and-kill': (topology, random) => carveHuntAndKill(topology, random, 0),
  'growing-tree': (topology, random) => carveGrowingTree(topology, random, 0.5, random.int(topology.cellCount)),
};
