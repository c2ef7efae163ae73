import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectShortestSolvers } from './support/shapes';
import { generateShaped, GRAPH_GENERATOR_IDS, mazeFromJson, mazeToJson, MazeOptionsError, type CellMaze, type ShapeOptions } from '../../src/core';
import { cellAcrossLevels, levelCount, levelOf } from '../../src/core/shape/levels';
import { levelsTopology } from '../../src/core/shape/levelsTopology';
import { cellAt, cellBox, drawnCentreX, drawnCentreY, forEachSide, newSide, shapeBounds } from '../../src/core/shape/geometry';

/** Multi-level options: every graph generator, small sizes, 2 to 4 levels, braided or not. */
const levelsOptions = fc.record({
  width: fc.integer({ min: 1, max: 7 }),
  height: fc.integer({ min: 1, max: 6 }),
  levels: fc.integer({ min: 2, max: 4 }),
  algorithm: fc.constantFrom(...GRAPH_GENERATOR_IDS),
  seed: fc.string({ maxLength: 6 }),
  braid: fc.oneof(fc.constant(0), fc.constant(0), fc.double({ min: 0, max: 1, noNaN: true })),
});

type LevelsOptions = { width: number; height: number; levels: number; algorithm: ShapeOptions['algorithm']; seed: string; braid: number };

function stacked(options: LevelsOptions): CellMaze {
  return generateShaped({ ...options, shape: 'square', rings: 0, mask: null });
}

function ways(maze: CellMaze, cell: number, openOnly: boolean): number[] {
  const { topology, open } = maze;
  const found: number[] = [];
  for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) if (!openOnly || open[i]) found.push(topology.neighbours[i]!);
  return found;
}

describe('multi-level mazes', () => {
  it('a cell borders its four on its level and the cells straight above and below, in that order (brute force over the grid)', () => {
    for (const [width, height, levels] of [[1, 1, 2], [3, 2, 2], [4, 3, 3], [2, 5, 10]] as const) {
      const topology = levelsTopology(width, height, levels);
      expect(topology.cellCount).toBe(width * height * levels);
      expect(levelCount(topology)).toBe(levels);
      for (let cell = 0; cell < topology.cellCount; cell++) {
        // Place by place, the levels of a place together (levels.ts).
        const z = cell % levels;
        const y = Math.floor(Math.floor(cell / levels) / width);
        const x = Math.floor(cell / levels) % width;
        const expected: number[] = [];
        const at = (xx: number, yy: number, zz: number) => (yy * width + xx) * levels + zz;
        if (x > 0) expected.push(at(x - 1, y, z));
        if (x < width - 1) expected.push(at(x + 1, y, z));
        if (y > 0) expected.push(at(x, y - 1, z));
        if (y < height - 1) expected.push(at(x, y + 1, z));
        if (z > 0) expected.push(at(x, y, z - 1));
        if (z < levels - 1) expected.push(at(x, y, z + 1));
        expect(Array.from(topology.neighbours.subarray(topology.offsets[cell]!, topology.offsets[cell + 1]!))).toEqual(expected);
        expect(levelOf(topology, cell)).toBe(z);
        expect(cellAcrossLevels(topology, cell, 1)).toBe(z < levels - 1 ? at(x, y, z + 1) : -1);
        expect(cellAcrossLevels(topology, cell, -1)).toBe(z > 0 ? at(x, y, z - 1) : -1);
        // A cell's centre is its place on its level: the same on every level.
        expect([topology.centres[2 * cell], topology.centres[2 * cell + 1]]).toEqual([x + 0.5, y + 0.5]);
      }
    }
  });

  it('without a braid, passages (stairs included) are a spanning tree; neighbours and passages are mutual; start on level 0, goal on the top; the same options give the same maze', () => {
    fc.assert(
      fc.property(levelsOptions, (options) => {
        const maze = stacked({ ...options, braid: 0 });
        const { topology } = maze;
        const seen = new Set([0]);
        for (const cell of seen) for (const next of ways(maze, cell, true)) seen.add(next);
        let passages = 0;
        for (let cell = 0; cell < topology.cellCount; cell++) {
          passages += ways(maze, cell, true).length;
          for (const next of ways(maze, cell, false)) expect(ways(maze, next, false)).toContain(cell);
          for (const next of ways(maze, cell, true)) expect(ways(maze, next, true)).toContain(cell);
        }
        expect(seen.size).toBe(topology.cellCount);
        expect(passages / 2).toBe(topology.cellCount - 1);
        expect(levelOf(topology, maze.start)).toBe(0);
        expect(levelOf(topology, maze.goal)).toBe(options.levels - 1);
        expect(stacked({ ...options, braid: 0 }).open).toEqual(maze.open);
      }),
      { numRuns: 300 },
    );
  });

  it('has stairs: a maze of levels joins its levels', () => {
    for (const algorithm of GRAPH_GENERATOR_IDS) {
      const maze = stacked({ width: 10, height: 10, levels: 3, algorithm, seed: 'stairs', braid: 0 });
      let stairs = 0;
      for (let cell = 0; cell < maze.topology.cellCount; cell++) for (const next of ways(maze, cell, true)) if (levelOf(maze.topology, next) !== levelOf(maze.topology, cell)) stairs++;
      expect(stairs / 2, algorithm).toBeGreaterThanOrEqual(2);
    }
  });

  it('BFS, A* and bidirectional BFS take the stairs: their lengths are Floyd–Warshall’s', () => {
    fc.assert(
      fc.property(levelsOptions, fc.nat(), fc.nat(), (options, a, b) => {
        const maze = stacked(options);
        const count = maze.topology.cellCount;
        const [start, goal] = [a % count, b % count];
        expectShortestSolvers(maze, start, goal);
      }),
      { numRuns: 200 },
    );
  });

  it('its JSON gives every cell its level z after x and y, and reads back to the same maze', () => {
    const maze = stacked({ width: 3, height: 2, levels: 2, algorithm: 'backtracker', seed: 'json', braid: 0 });
    const data = JSON.parse(mazeToJson(maze)) as { cells: { x: number; y: number; z: number }[] };
    expect(data.cells.map((cell) => cell.z)).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(Object.keys(data.cells[7]!)).toEqual(['x', 'y', 'z', 'neighbours', 'passages']);
    expect(data.cells[7]).toMatchObject({ x: 0.5, y: 1.5, z: 1 });
    expect(mazeFromJson(mazeToJson(maze)).open).toEqual(maze.open);
  });

  it('draws its levels side by side: each cell a unit square on its level’s panel, the cell under a point found back, no side between levels', () => {
    const topology = levelsTopology(4, 3, 5);
    const bounds = shapeBounds(topology);
    // Five levels: three across, two rows, a cell apart.
    expect(bounds).toEqual({ minX: 0, minY: 0, maxX: 3 * 4 + 2, maxY: 2 * 3 + 1 });
    const box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
    const side = newSide();
    for (let cell = 0; cell < topology.cellCount; cell++) {
      cellBox(topology, cell, box);
      expect(box.maxX - box.minX).toBe(1);
      expect(box.maxY - box.minY).toBe(1);
      expect(drawnCentreX(topology, cell)).toBe(box.minX + 0.5);
      expect(drawnCentreY(topology, cell)).toBe(box.minY + 0.5);
      expect(cellAt(topology, box.minX + 0.5, box.minY + 0.5)).toBe(cell);
      forEachSide(topology, cell, (s) => {
        if (s.neighbour >= 0) expect(levelOf(topology, s.neighbour)).toBe(levelOf(topology, cell));
      }, side);
    }
    // The gaps between panels are no cell.
    expect(cellAt(topology, 4.5, 0.5)).toBe(-1);
    expect(cellAt(topology, 0.5, 3.5)).toBe(-1);
    expect(cellAt(topology, 3 * 5 - 0.5, 4.5)).toBe(-1);
  });

  it('says what is wrong: a count out of range, another shape, an outline, a labyrinth, a weave, a row-by-row generator, too many cells', () => {
    const base: ShapeOptions = { shape: 'square', width: 8, height: 8, rings: 0, mask: null, algorithm: 'backtracker', seed: 's', braid: 0 };
    const refused = (options: Partial<ShapeOptions>, pattern: RegExp) => {
      expect(() => generateShaped({ ...base, ...options })).toThrow(MazeOptionsError);
      expect(() => generateShaped({ ...base, ...options })).toThrow(pattern);
    };
    refused({ levels: 11 }, /levels must be a whole number from 2 to 10 \(got 11\)/);
    refused({ levels: 0 }, /levels must be a whole number from 2 to 10/);
    refused({ levels: 2.5 }, /levels must be a whole number/);
    refused({ shape: 'hex', levels: 2 }, /several levels is made on squares only, not hex/);
    refused({ levels: 2, mask: { width: 2, height: 1, cells: new Uint8Array([1, 1]) } }, /without an outline/);
    refused({ levels: 2, unicursal: true }, /one level/);
    refused({ levels: 2, weave: 0.3 }, /a weave or levels, not both/);
    refused({ levels: 3, algorithm: 'eller' }, /cannot carve stairs between levels/);
    refused({ levels: 10, width: 1000, height: 1000 }, /at most 4,000,000 cells; 10 levels of 1,000,000 have 10,000,000/);
    // One level is a plain square maze.
    expect(generateShaped({ ...base, levels: 1 }).topology.levels).toBeUndefined();
  });
});
