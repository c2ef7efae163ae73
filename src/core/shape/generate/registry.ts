import { aldousBroderOn } from '../../generate/aldousBroder';
import { backtrackerOn } from '../../generate/backtracker';
import { growingTreeOn } from '../../generate/growingTree';
import type { CarveGraph } from '../../generate/carveGraph';
import { huntAndKillOn } from '../../generate/huntAndKill';
import { kruskalOn } from '../../generate/kruskal';
import { NewestShareCells } from '../../generate/newestShareCells';
import { primOn } from '../../generate/prim';
import { wilsonOn } from '../../generate/wilson';
import type { Random } from '../../random';
import type { Topology } from '../topology';
import { TopologyGraph } from '../topologyGraph';
import type { GraphGeneratorId } from './graphGenerators';

/** Runs a generator on the topology as a carve graph, and gives back the passages it opened. */
function openedBy(topology: Topology, carve: (graph: CarveGraph) => void): Uint8Array {
  const graph = new TopologyGraph(topology);
  carve(graph);
  return graph.open;
}

/**
 * The generators that need only "the neighbours of a cell", so they run on every shape (the
 * same code carves the square block grid, see generate/carveGraph.ts). Each carves a perfect
 * maze on a connected topology and returns its open adjacencies. Where a generator starts at a
 * random cell, the cell is drawn first, as one id of cellCount.
 */
export const GRAPH_GENERATORS: Record<GraphGeneratorId, (topology: Topology, random: Random) => Uint8Array> = {
  backtracker: (topology, random) => openedBy(topology, (graph) => backtrackerOn(graph, random, graph.randomCell(random))),
  prim: (topology, random) => openedBy(topology, (graph) => primOn(graph, random, graph.randomCell(random))),
  'prim-simplified': (topology, random) => openedBy(topology, (graph) => growingTreeOn(graph, random, graph.randomCell(random), new NewestShareCells(graph.cellCount, 0))),
  kruskal: (topology, random) => openedBy(topology, (graph) => kruskalOn(graph, random)),
  wilson: (topology, random) => openedBy(topology, (graph) => wilsonOn(graph, random, graph.randomCell(random))),
  'aldous-broder': (topology, random) => openedBy(topology, (graph) => aldousBroderOn(graph, random, graph.randomCell(random))),
  'hunt-and-kill': (topology, random) => openedBy(topology, (graph) => huntAndKillOn(graph, random, 0)),
  'growing-tree': (topology, random) => openedBy(topology, (graph) => growingTreeOn(graph, random, graph.randomCell(random), new NewestShareCells(graph.cellCount, 0.5))),
};

/**
 * The recursive backtracker on a topology from cell `from` (no draw for the start): a perfect
 * maze of the piece holding it, long winding corridors. Returns its open adjacencies.
 */
export function carveBacktracker(topology: Topology, random: Random, from = 0): Uint8Array {
  return openedBy(topology, (graph) => backtrackerOn(graph, random, from));
}
