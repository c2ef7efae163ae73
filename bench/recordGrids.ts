/**
 * The grids of the record-class counts (issue 11) and their known counts, and the cell graphs
 * whose spanning trees are counted exactly, for the Node benches (countRecord.ts,
 * countRecordRun.ts, countPaths.ts, trees.ts) and the page's (browserCount.ts).
 */
import { circleLevels, hexTopology, polarTopology, squareTopology, type Topology } from '../src/core';
import type { Grid } from '../src/core/grid';
import { createRandom } from '../src/core/random';

/** OEIS A007764: simple paths between opposite corners of an open n×n grid. */
export const A007764: Readonly<Record<number, string>> = {
  14: '69450664761521361664274701548907358996488',
  15: '227449714676812739631826459327989863387613323440',
  16: '2266745568862672746374567396713098934866324885408319028',
  17: '68745445609149931587631563132489232824587945968099457285419306',
  18: '6344814611237963971310297540795524400449443986866480693646369387855336',
};

/** The count of obstacleGrid(16), corner to corner, found alike by the hashing and the dense sweep. */
export const OBSTACLES_16 = '27285942769169812275517888410548';

export function openGrid(side: number): Grid {
  return { rows: side, cols: side, blocks: new Uint8Array(side * side) };
}

/** A side×side grid with 15 % walls from a fixed seed, both corners open. */
export function obstacleGrid(side: number): Grid {
  const random = createRandom(`obstacles-${side}`);
  const cells = Uint8Array.from({ length: side * side }, () => (random.int(100) < 15 ? 1 : 0));
  cells[0] = 0;
  cells[side * side - 1] = 0;
  return { rows: side, cols: side, blocks: cells };
}

/** The exact spanning-tree counts: a 40×40 square and hex, and 20 polar rings (the circle the game draws). */
export const TREE_SHAPES = {
  square: (): Topology => squareTopology(40, 40),
  hex: (): Topology => hexTopology(40, 40),
  polar: (): Topology => polarTopology(circleLevels(20)),
} as const;
export type TreeShape = keyof typeof TREE_SHAPES;
