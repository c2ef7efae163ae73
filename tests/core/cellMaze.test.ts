import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reachedFrom } from './support/shapes';
import { braidCells, carveBacktracker, cellDeadEnds, createRandom, GRAPH_GENERATOR_IDS, GRAPH_GENERATORS, hexTopology, isPassage, passageCount, polarTopology, solveCells, squareTopology, triangleTopology, upsilonTopology, type CellMaze, type Topology } from '../../src/core';

const shapes = fc.oneof(
  fc.tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 })).map(([w, h]) => squareTopology(w, h)),
  fc.tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 })).map(([w, h]) => hexTopology(w, h)),
  fc.tuple(fc.integer({ min: 2, max: 25 }), fc.integer({ min: 1, max: 25 })).map(([w, h]) => triangleTopology(w, h)),
  fc.tuple(fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 25 })).map(([w, h]) => upsilonTopology(w, h)),
  fc.integer({ min: 1, max: 12 }).map((rings) => polarTopology(rings)),
);

describe('mazes on any topology', () => {
  it('the backtracker carves a spanning tree: every cell reached, passages = cells − 1, each between neighbours', () => {
    fc.assert(
      fc.property(shapes, fc.string(), (topology: Topology, seed) => {
        const open = carveBacktracker(topology, createRandom(seed));
        const maze: CellMaze = { topology, open, start: 0, goal: topology.cellCount - 1 };
        expect(passageCount(maze)).toBe(topology.cellCount - 1);
        expect(reachedFrom(maze, 0)).toBe(topology.cellCount);
        // Open from both sides, and the same seed gives the same maze.
        for (let cell = 0; cell < topology.cellCount; cell++) {
          for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) expect(isPassage(maze, topology.neighbours[i]!, cell)).toBe(open[i] === 1);
        }
        expect(carveBacktracker(topology, createRandom(seed))).toEqual(open);
      }),
      { numRuns: 150 },
    );
  });

  it('every graph generator carves a deterministic spanning tree on every shape', () => {
    fc.assert(
      fc.property(shapes, fc.constantFrom(...GRAPH_GENERATOR_IDS), fc.string(), (topology: Topology, id, seed) => {
        const open = GRAPH_GENERATORS[id](topology, createRandom(seed));
        const maze: CellMaze = { topology, open, start: 0, goal: topology.cellCount - 1 };
        expect(passageCount(maze)).toBe(topology.cellCount - 1);
        expect(reachedFrom(maze, 0)).toBe(topology.cellCount);
        for (let cell = 0; cell < topology.cellCount; cell++) {
          for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) expect(isPassage(maze, topology.neighbours[i]!, cell)).toBe(open[i] === 1);
        }
        expect(GRAPH_GENERATORS[id](topology, createRandom(seed))).toEqual(open);
      }),
      { numRuns: 300 },
    );
  });

  it('braid removes the promised share of dead ends on every shape, keeps the maze in one piece, only adds passages', () => {
    fc.assert(
      fc.property(shapes, fc.string(), fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })), (topology: Topology, seed, fraction) => {
        const open = GRAPH_GENERATORS.backtracker(topology, createRandom(seed));
        const before = open.slice();
        const exits = [0, topology.cellCount - 1];
        const ends = cellDeadEnds(topology, open, exits).length;
        braidCells(topology, open, fraction, createRandom(`${seed}/braid`), exits);
        for (let i = 0; i < open.length; i++) if (before[i]) expect(open[i]).toBe(1);
        const maze: CellMaze = { topology, open, start: 0, goal: topology.cellCount - 1 };
        expect(reachedFrom(maze, 0)).toBe(topology.cellCount);
        // A dead end with no closed wall left (a cell with a single neighbour) cannot go.
        const left = cellDeadEnds(topology, open, exits);
        const stuck = left.filter((cell) => {
          for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) if (!open[i]) return false;
          return true;
        }).length;
        expect(left.length).toBeLessThanOrEqual(ends - Math.round(fraction * ends) + stuck);
        if (fraction === 1) expect(left.length).toBe(stuck);
      }),
      { numRuns: 300 },
    );
  });

  it('solves through open passages only, start to goal, each step to a neighbour', () => {
    fc.assert(
      fc.property(shapes, fc.string(), (topology: Topology, seed) => {
        const maze: CellMaze = { topology, open: carveBacktracker(topology, createRandom(seed)), start: 0, goal: topology.cellCount - 1 };
        const path = solveCells(maze)!;
        expect(path[0]).toBe(maze.start);
        expect(path[path.length - 1]).toBe(maze.goal);
        for (let i = 1; i < path.length; i++) expect(isPassage(maze, path[i - 1]!, path[i]!)).toBe(true);
        expect(new Set(path).size).toBe(path.length);
      }),
      { numRuns: 150 },
    );
  });
});

/** Spanning trees of a topology by the matrix-tree theorem: any cofactor of its Laplacian. */
function spanningTreeCount(topology: Topology): number {
  const n = topology.cellCount - 1;
  const m = Array.from({ length: n }, () => new Float64Array(n));
  for (let cell = 1; cell <= n; cell++) {
    for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
      const other = topology.neighbours[i]!;
      m[cell - 1]![cell - 1]! += 1;
      if (other > 0) m[cell - 1]![other - 1]! -= 1;
    }
  }
  let det = 1;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    if (pivot !== col) det = -det;
    det *= m[col]![col]!;
    for (let row = col + 1; row < n; row++) {
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k < n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return Math.round(det);
}

/** Upper 0.1% point of chi-square with `df` degrees of freedom (Wilson–Hilferty; close for df over 30). */
function chiSquareP001(df: number): number {
  const z = 3.0902;
  return df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
}

describe('uniform spanning trees on other shapes (chi-square at p = 0.001)', () => {
  const cases: [string, Topology][] = [
    ['hex 3×2', hexTopology(3, 2)],
    ['triangle 5×3', triangleTopology(5, 3)],
    ['upsilon 3×2', upsilonTopology(3, 2)],
  ];
  for (const [name, topology] of cases) {
    const trees = spanningTreeCount(topology);
    for (const id of ['wilson', 'aldous-broder'] as const) {
      it(`${id} on ${name} (${trees} spanning trees) draws each tree equally often`, () => {
        const perTree = 40;
        const counts = new Map<string, number>();
        for (let i = 0; i < trees * perTree; i++) {
          const key = GRAPH_GENERATORS[id](topology, createRandom(`u${i}`)).join('');
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
        expect(counts.size).toBe(trees);
        let chiSquare = 0;
        for (const observed of counts.values()) chiSquare += (observed - perTree) ** 2 / perTree;
        expect(chiSquare).toBeLessThan(chiSquareP001(trees - 1));
      });
    }
    it(`the backtracker on ${name} is not uniform (the test can tell)`, () => {
      const perTree = 40;
      const counts = new Map<string, number>();
      for (let i = 0; i < trees * perTree; i++) {
        const key = GRAPH_GENERATORS.backtracker(topology, createRandom(`u${i}`)).join('');
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      let chiSquare = 0;
      for (const observed of counts.values()) chiSquare += (observed - perTree) ** 2 / perTree;
      chiSquare += (trees - counts.size) * perTree;
      expect(chiSquare).toBeGreaterThan(chiSquareP001(trees - 1));
    });
  }
});
