import { describe, expect, it } from 'vitest';
import { generateMaze, generateShaped, heatLevels, HEAT_LEVELS, passageDistances, passagesOfBlocks, passagesOfCells, type PassageGraph } from '../../../src/core';

/** A plain breadth-first search with an array queue and a Map: the reference the heat map's distances must equal. */
function plainBfs(graph: PassageGraph, sources: number[]): Map<number, number> {
  const distance = new Map<number, number>();
  const queue: number[] = [];
  for (const s of sources) {
    if (distance.has(s)) continue;
    distance.set(s, 0);
    queue.push(s);
  }
  while (queue.length > 0) {
    const v = queue.shift()!;
    for (let i = graph.offsets[v]!; i < graph.offsets[v + 1]!; i++) {
      const w = graph.targets[i]!;
      if (!distance.has(w)) {
        distance.set(w, distance.get(v)! + 1);
        queue.push(w);
      }
    }
  }
  return distance;
}

const shaped = (shape: 'square' | 'hex' | 'triangle' | 'polar', braid: number) =>
  passagesOfCells(generateShaped({ shape, width: shape === 'polar' ? 0 : 9, height: shape === 'polar' ? 0 : 7, rings: shape === 'polar' ? 4 : 0, mask: null, algorithm: 'backtracker', seed: 'heat', braid }));

describe('the heat map: steps along open passages', () => {
  const blocks = generateMaze({ algorithm: 'prim', width: 12, height: 9, seed: 'heat' });
  const graphs: [string, PassageGraph][] = [
    ['square blocks', passagesOfBlocks(blocks, blocks.start, blocks.goal)],
    ['square cells, braided', shaped('square', 0.5)],
    ['hex', shaped('hex', 0)],
    ['triangle, braided', shaped('triangle', 0.3)],
    ['polar', shaped('polar', 0)],
  ];

  it.each(graphs)('%s: from the start, every distance equals a plain BFS (-1 where none reaches)', (_name, graph) => {
    const reference = plainBfs(graph, [graph.start]);
    const distance = passageDistances(graph, [graph.start]);
    for (let v = 0; v < graph.size; v++) expect(distance[v]).toBe(reference.get(v) ?? -1);
  });

  it.each(graphs)('%s: from several sources (a solution), the nearest one counts', (_name, graph) => {
    const sources = [graph.start, graph.goal, Math.floor(graph.size / 2)].filter((v) => graph.offsets[v + 1]! > graph.offsets[v]!);
    const reference = plainBfs(graph, sources);
    const distance = passageDistances(graph, sources);
    for (let v = 0; v < graph.size; v++) expect(distance[v]).toBe(reference.get(v) ?? -1);
  });

  it('levels: 0 where nothing reaches, 1 at a source, HEAT_LEVELS at the farthest, never decreasing with distance', () => {
    const distance = Int32Array.from([0, 1, 2, -1, 10, 5]);
    const levels = heatLevels(distance);
    expect(Array.from(levels)).toEqual([1, expect.any(Number), expect.any(Number), 0, HEAT_LEVELS, expect.any(Number)]);
    expect(levels[1]!).toBeLessThanOrEqual(levels[2]!);
    expect(levels[2]!).toBeLessThanOrEqual(levels[5]!);
    expect(levels[5]!).toBeLessThanOrEqual(levels[4]!);
  });
});
