/**
 * Counting perfect mazes (the spanning trees of a cell graph): exact counts of 40×40 squares
 * and hexes and of 20 polar rings (target ≤ 5 s each), and the count's size, log10, of the
 * largest mazes the generator makes: a 2000×2000 square (closed form) and hex, 1000 polar
 * rings (nested dissection, measured once: tens of seconds each). Every result is checked
 * against an independent figure, so a fast wrong answer fails loudly.
 */
import { circleLevels, countSpanningTrees, hexTopology, log10SpanningTrees, polarTopology, squareTopology, type Topology } from '../src/core';
import { squareGridLogTrees } from '../src/core/trees/squareClosedForm';
import { countAlone } from './countRecord';
import { TREE_SHAPES, type TreeShape } from './recordGrids';
import { measure, type BenchRow } from './measure';

/** log10 of a positive bigint, from its digit count and leading digits. */
function log10Of(x: bigint): number {
  const digits = x.toString();
  const lead = digits.slice(0, 17);
  return digits.length - lead.length + Math.log10(Number(lead));
}

function check(name: string, got: number, expected: number): void {
  if (!(Math.abs(got - expected) <= 1e-9 * Math.max(1, expected))) throw new Error(`bench ${name}: got ${got}, expected ${expected}`);
}

/** An exact count, checked against the floating-point log10 (a different method on the same graph). */
function benchExact(name: string, shape: TreeShape): BenchRow {
  const topology = TREE_SHAPES[shape]();
  const { medianMs, result } = measure(() => countSpanningTrees(topology), 3);
  check(name, log10Of(result), log10SpanningTrees(topology));
  const alone = countAlone('trees', shape);
  if (alone.count !== result.toString()) throw new Error(`bench ${name}: the count in a process of its own differs`);
  return { name, medianMs: Math.round(medianMs), runs: 3, targetMs: 5000, note: `${topology.cellCount} cells, a ${result.toString().length}-digit count; peak memory ${alone.maxRssMb} MB (in a process of its own, Node included)` };
}

/** A count's size, timed once when it takes long (measure would run it twice). */
function benchLog10(name: string, topology: Topology, runs: number, expected?: number): BenchRow {
  let medianMs: number;
  let result: number;
  if (runs === 1) {
    const t0 = performance.now();
    result = log10SpanningTrees(topology);
    medianMs = performance.now() - t0;
  } else {
    ({ medianMs, result } = measure(() => log10SpanningTrees(topology), runs));
  }
  if (expected !== undefined) check(name, result, expected);
  return { name, medianMs: Math.round(medianMs), runs, note: `${topology.cellCount.toLocaleString('en-US')} cells, log10 = ${result.toPrecision(8)}` };
}

export function benchTrees(): BenchRow[] {
  // A hex maze's size checked at a size where the exact count is quick too.
  const smallHex = hexTopology(60, 60);
  const smallHexLog10 = log10Of(countSpanningTrees(smallHex));
  return [
    benchExact('spanning trees exact: square 40x40', 'square'),
    benchExact('spanning trees exact: hex 40x40', 'hex'),
    benchExact('spanning trees exact: polar 20 rings', 'polar'),
    benchLog10('spanning trees log10: square 2000x2000 (closed form)', squareTopology(2000, 2000), 5, squareGridLogTrees(2000, 2000) / Math.LN10),
    benchLog10('spanning trees log10: hex 60x60 (nested dissection, checked against the exact count)', smallHex, 5, smallHexLog10),
    benchLog10('spanning trees log10: hex 1000x1000 (nested dissection)', hexTopology(1000, 1000), 3),
    benchLog10('spanning trees log10: hex 2000x2000 (nested dissection)', hexTopology(2000, 2000), 1),
    benchLog10('spanning trees log10: polar 1000 rings (nested dissection)', polarTopology(circleLevels(1000)), 1),
  ];
}
