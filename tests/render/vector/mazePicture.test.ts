// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { generateMaze, GENERATOR_IDS, routeFrom, routesToGoal } from '../../../src/core';
import { createRandom } from '../../../src/core/random';
import { solveCells, type CellMaze } from '../../../src/core/shape/cellMaze';
import { carveBacktracker } from '../../../src/core/shape/generate/registry';
import { hexTopology, squareTopology, triangleTopology } from '../../../src/core/shape/shapes';
import { polarTopology } from '../../../src/core/shape/polarTopology';
import type { Topology } from '../../../src/core/shape/topology';
import { drawCellScene, type CellScene } from '../../../src/render/cells';
import { cellPngLayout, exportBlockSize } from '../../../src/render/png';
import { THEME } from '../../../src/render/theme';
import { vectorPictureOf } from '../../../src/render/vector/mazePicture';
import { svgDocument } from '../../../src/render/vector/svgDocument';
import { painted } from '../painted';
import { recordingContext } from '../recorder';
import { maskedTopology } from '../shapesForTests';

const BARE = { marks: null, player: null, exit: null } as const;

/** The blocks an SVG's filled rectangles (M x y h w v h h -w Z) of one colour cover, as a 0/1 grid. */
function blocksFilled(d: string, block: number, rows: number, cols: number): Uint8Array {
  const covered = new Uint8Array(rows * cols);
  for (const [, x, y, w, h] of d.matchAll(/M(-?[\d.]+) (-?[\d.]+)h(-?[\d.]+)v(-?[\d.]+)h-?[\d.]+Z/g)) {
    const row = Number(y) / block;
    const col = Number(x) / block;
    expect(Number(h)).toBe(block);
    for (let c = col; c < col + Number(w) / block; c++) covered[row * cols + c] = 1;
  }
  return covered;
}

/** Each piece of an SVG path as [x0, y0, x1, y1]: a move and the line or arc after it (the path of a maze's walls). */
function piecesOf(d: string): number[][] {
  const pieces: number[][] = [];
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([MlLA])([^MlLAZ]*)/g)) {
    const n = args!.trim().split(/[ ,]+/).map(Number);
    if (command === 'M') [x, y] = n as [number, number];
    else {
      const [x1, y1] = command === 'l' ? [x + n[0]!, y + n[1]!] : command === 'L' ? [n[0]!, n[1]!] : [n[5]!, n[6]!];
      pieces.push([x, y, x1, y1]);
      [x, y] = [x1, y1];
    }
  }
  return pieces;
}

/** The walls a canvas is asked to stroke, as [x0, y0, x1, y1] (a line's or an arc's ends). */
function canvasWalls(scene: CellScene, view: { scale: number; x: number; y: number }): number[][] {
  const { ctx, calls } = recordingContext();
  drawCellScene(ctx, scene, THEME, view);
  const found: number[][] = [];
  for (const path of painted(calls).filter((p) => p.kind === 'stroke' && p.style === THEME.wall))
    path.ops.forEach((op, i) => {
      if (op.name !== 'moveTo') return;
      const [x0, y0] = op.args as number[];
      const next = path.ops[i + 1]!;
      const a = next.args as number[];
      found.push(next.name === 'lineTo' ? [x0!, y0!, a[0]!, a[1]!] : [x0!, y0!, a[0]! + a[2]! * Math.cos(a[4]!), a[1]! + a[2]! * Math.sin(a[4]!)]);
    });
  return found;
}

/** Whether two lists of pieces are the same, each point to within the hundredth an SVG is written in. */
function samePieces(a: number[][], b: number[][]): boolean {
  if (a.length !== b.length) return false;
  const unused = new Set(b.keys());
  return a.every((piece) => {
    for (const j of unused)
      if (piece.every((v, k) => Math.abs(v - b[j]![k]!) <= 0.02)) {
        unused.delete(j);
        return true;
      }
    return false;
  });
}

function sceneOf(topology: Topology, seed: string): CellScene {
  const open = carveBacktracker(topology, createRandom(seed));
  const maze: CellMaze = { topology, open, start: 0, goal: topology.cellCount - 1 };
  return { maze, solution: solveCells(maze), ...BARE };
}

describe('a maze as a vector picture', () => {
  it('gives a block maze its walls as rectangles covering exactly its wall blocks, at the PNG\'s size', () => {
    for (const algorithm of GENERATOR_IDS) {
      const maze = generateMaze({ algorithm, width: 9, height: 6, seed: `vector-${algorithm}`, braid: algorithm === 'prim' ? 0.5 : 0 });
      const picture = vectorPictureOf({ kind: 'blocks', scene: { grid: maze, solution: null, ...BARE } }, THEME);
      const block = exportBlockSize(maze);
      expect([picture.width, picture.height]).toEqual([maze.cols * block, maze.rows * block]);
      // Passages are the paper: one mark, the walls.
      expect(picture.marks).toHaveLength(1);
      expect(picture.marks[0]!.fill).toBe(THEME.wall);
      expect(blocksFilled(picture.marks[0]!.d, block, maze.rows, maze.cols)).toEqual(maze.blocks);
    }
  });

  it('strokes a block maze\'s solution through its blocks\' centres, as its own mark', () => {
    const maze = generateMaze({ algorithm: 'wilson', width: 6, height: 5, seed: 'answer', braid: 0 });
    const solution = routeFrom(routesToGoal(maze, maze.goal), maze.start)!;
    const picture = vectorPictureOf({ kind: 'blocks', scene: { grid: maze, solution, ...BARE } }, THEME);
    const line = picture.marks.find((m) => m.stroke === THEME.solution)!;
    const block = exportBlockSize(maze);
    const points = [[...line.d.matchAll(/M([\d.]+) ([\d.]+)/g)][0]!.slice(1).map(Number)];
    for (const [, dx, dy] of line.d.matchAll(/l(-?[\d.]+) (-?[\d.]+)/g)) points.push([points.at(-1)![0]! + Number(dx), points.at(-1)![1]! + Number(dy)]);
    expect(points).toEqual(Array.from(solution, (b) => [((b % maze.cols) + 0.5) * block, (Math.floor(b / maze.cols) + 0.5) * block]));
  });

  it('gives a maze on cells the walls the canvas strokes, line for line and arc for arc, on every shape', () => {
    const topologies = [hexTopology(7, 5), triangleTopology(8, 5), polarTopology(5), squareTopology(6, 4), maskedTopology(hexTopology(9, 7), (slot) => slot % 5 !== 2)];
    for (const [i, topology] of topologies.entries()) {
      const scene = sceneOf(topology, `cells-${i}`);
      const picture = vectorPictureOf({ kind: 'cells', scene }, THEME);
      const { view, width, height } = cellPngLayout(topology);
      expect([picture.width, picture.height]).toEqual([width, height]);
      const wallMarks = picture.marks.filter((m) => m.stroke === THEME.wall);
      expect(wallMarks).toHaveLength(1);
      const svgWalls = piecesOf(wallMarks[0]!.d);
      expect(svgWalls.length).toBeGreaterThan(topology.cellCount / 2);
      expect(samePieces(svgWalls, canvasWalls(scene, view))).toBe(true);
    }
  });

  it('is a well-formed SVG document with a viewBox, its solution an element of its own only when shown, its title escaped', () => {
    const scene = sceneOf(polarTopology(4), 'doc');
    const withAnswer = svgDocument(vectorPictureOf({ kind: 'cells', scene }, THEME), { title: 'Maze <4 rings> & "more"', solutionColour: THEME.solution });
    const document = new DOMParser().parseFromString(withAnswer, 'image/svg+xml');
    expect(document.querySelector('parsererror')).toBeNull();
    const svg = document.documentElement;
    expect(svg.tagName).toBe('svg');
    expect(svg.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
    expect(document.querySelector('title')!.textContent).toBe('Maze <4 rings> & "more"');
    expect(document.querySelectorAll('#solution')).toHaveLength(1);
    expect(document.querySelector('#solution')!.getAttribute('stroke')).toBe(THEME.solution);
    const without = svgDocument(vectorPictureOf({ kind: 'cells', scene: { ...scene, solution: null } }, THEME), { solutionColour: THEME.solution });
    expect(without).not.toContain('solution');
  });
});
