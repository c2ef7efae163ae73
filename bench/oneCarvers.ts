import { LEGACY_BLOCK_CARVERS } from './legacy/carvers/block/registry';
import { LEGACY_GRAPH_GENERATORS } from './legacy/carvers/graph/registry';
import type { Carve } from '../src/core/generate/carve';
import { createLayout } from '../src/core/generate/layout';
import { CARVERS } from '../src/core/generate/registry';
import { createRandom, type Random } from '../src/core/random';
import { GRAPH_GENERATOR_IDS, type GraphGeneratorId } from '../src/core/shape/generate/graphGenerators';
import { GRAPH_GENERATORS } from '../src/core/shape/generate/registry';
import { hexTopology } from '../src/core/shape/shapes';
import type { Topology } from '../src/core/shape/topology';
import { measureInTurns, type BenchRow } from './measure';

/**
 * Issue 18, one carver set: each graph generator once, against the two copies it replaced
 * (bench/legacy/carvers), timed in turns in one process. Square: the carve of a fresh W×H
 * layout, block carver of today against the unified carver on BlockGraph; target ≤ 1.1× for
 * the backtracker and Prim. Hex: today's graph generator against the unified one on
 * TopologyGraph, ≤ 1.1× for all. Aldous–Broder must cover the grid by luck (seconds at a
 * million cells), so it runs at 300×300.
 *
 * Before timing, every unified generator carves both kinds of graph, so what is timed is the
 * code the page and CLI run: call sites that have seen the block grid and a topology.
 */
const RUNS = 7;

function sideOf(id: GraphGeneratorId): number {
  return id === 'aldous-broder' ? 300 : 1000;
}

function carveSquare(carve: Carve, side: number): () => Uint8Array {
  return () => {
    const layout = createLayout(side, side);
    carve(layout, createRandom('bench'));
    return layout.grid.cells;
  };
}

function carveTopology(generate: (topology: Topology, random: Random) => Uint8Array, topology: Topology): () => Uint8Array {
  return () => generate(topology, createRandom('bench'));
}

function row(name: string, before: number, after: number, target: number | null): BenchRow {
  const ratio = after / before;
  return {
    name,
    medianMs: after,
    runs: RUNS,
    ...(target === null ? {} : { check: { target: `≤ ${target}× today`, ok: ratio <= target } }),
    note: `today ${before.toFixed(1)} ms, unified ${after.toFixed(1)} ms: ${ratio.toFixed(3)}×`,
  };
}

export function benchOneCarvers(): BenchRow[] {
  const small = hexTopology(20, 20);
  for (const id of GRAPH_GENERATOR_IDS) {
    for (let i = 0; i < 20; i++) {
      carveSquare(CARVERS[id], 20)();
      GRAPH_GENERATORS[id](small, createRandom(`warm${i}`));
    }
  }
  const rows: BenchRow[] = [];
  for (const id of GRAPH_GENERATOR_IDS) {
    const side = sideOf(id);
    const square = measureInTurns(carveSquare(LEGACY_BLOCK_CARVERS[id], side), carveSquare(CARVERS[id], side), RUNS);
    if (!equal(square.a.result, square.b.result)) throw new Error(`${id}: the unified square maze differs from today's`);
    const target = id === 'backtracker' || id === 'prim' ? 1.1 : null;
    rows.push(row(`one carver set: ${id} square ${side}x${side}`, square.a.medianMs, square.b.medianMs, target));
  }
  for (const id of GRAPH_GENERATOR_IDS) {
    const side = sideOf(id);
    const hex = hexTopology(side, side);
    const timed = measureInTurns(carveTopology(LEGACY_GRAPH_GENERATORS[id], hex), carveTopology(GRAPH_GENERATORS[id], hex), RUNS);
    if (!equal(timed.a.result, timed.b.result)) throw new Error(`${id}: the unified hex maze differs from today's`);
    rows.push(row(`one carver set: ${id} hex ${side}x${side}`, timed.a.medianMs, timed.b.medianMs, 1.1));
  }
  return rows;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
