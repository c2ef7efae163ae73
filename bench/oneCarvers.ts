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
import { median, type BenchRow } from './measure';

/**
 * Issue 18, one carver set: each graph generator once, against the two copies it replaced
 * (bench/legacy/carvers), timed in turns in one process by CPU time (see cpuInTurns). Square: the carve of a fresh W×H
 * layout, block carver of today against the unified carver on BlockGraph; target ≤ 1.1× for
 * the backtracker and Prim. Hex: today's graph generator against the unified one on
 * TopologyGraph, ≤ 1.1× for all. Aldous–Broder must cover the grid by luck (seconds at a
 * million cells), so it runs at 300×300.
 *
 * Before timing, every unified generator carves both kinds of graph, so what is timed is the
 * code the page and CLI run: call sites that have seen the block grid and a topology.
 */
const RUNS = 9;

/**
 * Today's carver and the unified one timed in turns (a, b, a, b, …) after a warm-up of each,
 * by the CPU time the process spent (user + system), not the wall clock: on a machine other
 * jobs share, the wall time of a run is mostly how long it waited for a core, and CPU time is
 * the work done. Medians of both, and the last result of each.
 */
function cpuInTurns(a: () => Uint8Array, b: () => Uint8Array): { a: number; b: number; wallA: number; wallB: number; same: boolean } {
  let resultA = a();
  let resultB = b();
  const cpu: [number[], number[]] = [[], []];
  const wall: [number[], number[]] = [[], []];
  const timed = (side: 0 | 1, run: () => Uint8Array): Uint8Array => {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const result = run();
    const used = process.cpuUsage(c0);
    wall[side].push(performance.now() - t0);
    cpu[side].push((used.user + used.system) / 1000);
    return result;
  };
  for (let i = 0; i < RUNS; i++) {
    resultA = timed(0, a);
    resultB = timed(1, b);
  }
  return { a: median(cpu[0]), b: median(cpu[1]), wallA: median(wall[0]), wallB: median(wall[1]), same: equal(resultA, resultB) };
}

function sideOf(id: GraphGeneratorId): number {
  return id === 'aldous-broder' ? 300 : 1000;
}

function carveSquare(carve: Carve, side: number): () => Uint8Array {
  return () => {
    const layout = createLayout(side, side);
    carve(layout, createRandom('bench'));
    return layout.grid.blocks;
  };
}

function carveTopology(generate: (topology: Topology, random: Random) => Uint8Array, topology: Topology): () => Uint8Array {
  return () => generate(topology, createRandom('bench'));
}

function row(name: string, timed: ReturnType<typeof cpuInTurns>, target: number | null): BenchRow {
  if (!timed.same) throw new Error(`${name}: the unified maze differs from today's`);
  const ratio = timed.b / timed.a;
  return {
    name,
    medianMs: timed.b,
    runs: RUNS,
    ...(target === null ? {} : { check: { target: `≤ ${target}× today`, ok: ratio <= target } }),
    note: `CPU ms today ${timed.a.toFixed(1)}, unified ${timed.b.toFixed(1)}: ${ratio.toFixed(3)}× (wall ${timed.wallA.toFixed(1)} → ${timed.wallB.toFixed(1)}: ${(timed.wallB / timed.wallA).toFixed(3)}×)`,
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
    const square = cpuInTurns(carveSquare(LEGACY_BLOCK_CARVERS[id], side), carveSquare(CARVERS[id], side));
    const target = id === 'backtracker' || id === 'prim' ? 1.1 : null;
    rows.push(row(`one carver set: ${id} square ${side}x${side}`, square, target));
  }
  for (const id of GRAPH_GENERATOR_IDS) {
    const side = sideOf(id);
    const hex = hexTopology(side, side);
    rows.push(row(`one carver set: ${id} hex ${side}x${side}`, cpuInTurns(carveTopology(LEGACY_GRAPH_GENERATORS[id], hex), carveTopology(GRAPH_GENERATORS[id], hex)), 1.1));
  }
  return rows;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
