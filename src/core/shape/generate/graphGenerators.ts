// Which generators work on any cell graph, by name: the menus and checks know this without
// loading the generators (registry.ts has their code).

export const GRAPH_GENERATOR_IDS = ['backtracker', 'prim', 'prim-simplified', 'kruskal', 'wilson', 'aldous-broder', 'hunt-and-kill', 'growing-tree'] as const;
export type GraphGeneratorId = (typeof GRAPH_GENERATOR_IDS)[number];
