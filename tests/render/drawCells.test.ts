import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRandom } from '../../src/core/random';
import { solveCells, type CellMaze } from '../../src/core/shape/cellMaze';
import { carveBacktracker } from '../../src/core/shape/generate/registry';
import { cellBox, shapeBounds } from '../../src/core/shape/geometry';
import { hexTopology, squareTopology, triangleTopology } from '../../src/core/shape/shapes';
import { polarTopology } from '../../src/core/shape/polarTopology';
import type { Topology } from '../../src/core/shape/topology';
import { TRAIL } from '../../src/game/walk';
import {
  cellAtPixel,
  cellCentrePx,
  cellInComfortZone,
  cellSampleMemo,
  cellTooSmallToPlay,
  drawCellMarkers,
  drawCellScene,
  drawCellsChanged,
  fitCellView,
  focusCellView,
  visibleArea,
  type CellScene,
} from '../../src/render/cells';
import { sampledPixels } from '../../src/render/cells/sampledCells';
import { rgbaWord, THEME } from '../../src/render/theme';
import { painted, walls } from './painted';
import { FakeOffscreenCanvas, recordingContext } from './recorder';
import { maskedTopology } from './shapesForTests';

function sceneOf(topology: Topology, seed = 'draw', withSolution = true): CellScene {
  const open = carveBacktracker(topology, createRandom(seed));
  const maze: CellMaze = { topology, open, start: 0, goal: topology.cellCount - 1 };
  return { maze, solution: withSolution ? solveCells(maze) : null, marks: null, player: null, exit: null };
}

beforeEach(() => {
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the line style', () => {
  it('strokes every closed wall once and the outline, less a door at the start and at the goal', () => {
    const topology = squareTopology(3, 3);
    const scene: CellScene = { maze: { topology, open: new Uint8Array(topology.neighbours.length), start: 0, goal: 8 }, solution: null, marks: null, player: null, exit: null };
    const { ctx, calls } = recordingContext();
    drawCellScene(ctx, scene, THEME, { scale: 10, x: 5, y: 5 });
    const stroked = walls(calls);
    // 12 walls inside, 12 sides of outline, two of them doors.
    expect(stroked).toHaveLength(22);
    expect(new Set(stroked).size).toBe(22);
    expect(stroked).not.toContain('moveTo 5.000 15.000 lineTo 5.000 5.000');
    expect(stroked).not.toContain('moveTo 35.000 25.000 lineTo 35.000 35.000');
    expect(stroked).toContain('moveTo 5.000 5.000 lineTo 15.000 5.000');
    // Round caps and joins, a wall a tenth of a cell.
    expect(calls).toContainEqual({ name: 'set lineCap', args: ['round'] });
    expect(calls).toContainEqual({ name: 'set lineJoin', args: ['round'] });
    expect(calls).toContainEqual({ name: 'set lineWidth', args: [1] });
  });

  it('leaves open passages unstroked: a perfect maze on n cells has n - 1 of them', () => {
    for (const topology of [hexTopology(6, 5), triangleTopology(6, 5), polarTopology(4)]) {
      const scene = sceneOf(topology, 'x', false);
      const { ctx, calls } = recordingContext();
      drawCellScene(ctx, scene, THEME, { scale: 20, x: 100, y: 100 });
      const sides = topology.neighbours.length / 2;
      const all = recordingContext();
      drawCellScene(all.ctx, { ...scene, maze: { ...scene.maze, open: new Uint8Array(topology.neighbours.length) } }, THEME, { scale: 20, x: 100, y: 100 });
      const outline = walls(all.calls).length - sides;
      expect(walls(calls)).toHaveLength(sides - (topology.cellCount - 1) + outline);
    }
  });

  it('draws polar walls between rings as true arcs round the centre', () => {
    const scene = sceneOf(polarTopology(5), 'p', false);
    const { ctx, calls } = recordingContext();
    const view = { scale: 16, x: 200, y: 150 };
    drawCellScene(ctx, scene, THEME, view);
    const arcs = painted(calls)
      .filter((p) => p.kind === 'stroke' && p.style === THEME.wall)
      .flatMap((p) => p.ops.filter((op) => op.name === 'arc'));
    expect(arcs.length).toBeGreaterThan(0);
    for (const { args } of arcs) {
      const [x, y, radius, from, to, anticlockwise] = args as [number, number, number, number, number, boolean];
      expect([x, y]).toEqual([200, 150]);
      expect(Number.isInteger(radius / 16) && radius / 16 >= 1 && radius / 16 <= 5).toBe(true);
      expect(anticlockwise).toBe(to < from);
    }
    // The outer ring's outline is arcs at radius 5.
    expect(arcs.some(({ args }) => args[2] === 80)).toBe(true);
  });

  it('fills passages, then the trail and lab marks, each colour one fill', () => {
    const scene = sceneOf(hexTopology(5, 5), 'f', false);
    const marks = new Uint8Array(25);
    marks[3] = TRAIL;
    marks[4] = TRAIL;
    const labMarks = new Uint8Array(25);
    labMarks[10] = 2;
    const { ctx, calls } = recordingContext();
    drawCellScene(ctx, { ...scene, marks, labMarks }, THEME, { scale: 20, x: 0, y: 0 });
    const fills = painted(calls).filter((p) => p.kind === 'fill');
    expect(fills.map((f) => f.style)).toEqual([THEME.passage, THEME.trail, THEME.explored]);
    expect(fills.map((f) => f.ops.filter((op) => op.name === 'closePath').length)).toEqual([25, 2, 1]);
  });

  it('strokes the solution through the centres of its cells, with round joins', () => {
    const topology = triangleTopology(8, 6);
    const scene = sceneOf(topology, 's');
    const view = { scale: 10, x: 3, y: 4 };
    const { ctx, calls } = recordingContext();
    drawCellScene(ctx, scene, THEME, view);
    // In paths of a few dozen steps, each beginning where the last ended.
    const lines = painted(calls).filter((p) => p.kind === 'stroke' && p.style === THEME.solution);
    expect(lines.length).toBe(Math.ceil((scene.solution!.length - 1) / 64));
    const points = lines.flatMap((line) => line.ops.map((op) => op.args)).filter((point, i, all) => i === 0 || String(point) !== String(all[i - 1]));
    expect(points).toEqual([...scene.solution!].map((cell) => cellCentrePx(topology, view, cell)));
  });
});

describe('drawing only what is in view', () => {
  const big = sceneOf(hexTopology(1000, 1000), 'big');
  const { topology } = big.maze;

  it('zoomed in on a million-cell hex maze, strokes walls and fills cells only round the view', () => {
    const [width, height] = [800, 600];
    const focus = big.solution![big.solution!.length >> 1]!;
    const view = focusCellView(topology, width, height, 12, focus);
    const { ctx, calls } = recordingContext();
    drawCellScene(ctx, big, THEME, view, visibleArea(topology, view, width, height));
    // About (800 / (12 · 0.866)) · (600 / 12) ≈ 3,850 cells in view: a bounded number of walls, not millions.
    expect(walls(calls).length).toBeLessThan(3 * 4500);
    const passages = painted(calls).filter((p) => p.kind === 'fill' && p.style === THEME.passage);
    expect(passages.flatMap((p) => p.ops).filter((op) => op.name === 'closePath').length).toBeLessThan(4500);
    const clip = calls.findIndex((c) => c.name === 'clip');
    expect(calls[clip - 1]).toEqual({ name: 'rect', args: [0, 0, width, height] });
    // The solution: the stretches through the view, not the whole route.
    const line = painted(calls).filter((p) => p.kind === 'stroke' && p.style === THEME.solution);
    expect(line.flatMap((p) => p.ops).length).toBeLessThan(4500);
  });

  it('repaints a moved-through cell and only what its drawing touches', () => {
    const view = { scale: 20, x: -5000, y: -5000 };
    const cell = big.solution![1000]!;
    const { ctx, calls } = recordingContext();
    drawCellsChanged(ctx, big, THEME, view, [cell]);
    const clear = calls.find((c) => c.name === 'clearRect')!.args as number[];
    const clip = calls.find((c) => c.name === 'rect')!.args as number[];
    expect(clip).toEqual(clear);
    const box = cellBox(topology, cell, { minX: 0, minY: 0, maxX: 0, maxY: 0 });
    expect(clip[0]!).toBeLessThanOrEqual(view.x + box.minX * 20);
    expect(clip[0]! + clip[2]!).toBeGreaterThanOrEqual(view.x + box.maxX * 20);
    // A hexagon is 2/√3 of a cell wide; the patch adds the reach of the solution's line (3 px) and a pixel, each side.
    expect(clip[2]!).toBeLessThanOrEqual(Math.ceil((20 * 2) / Math.sqrt(3)) + 2 * 4 + 1);
    const passages = painted(calls).find((p) => p.kind === 'fill' && p.style === THEME.passage)!;
    const listed = passages.ops.filter((op) => op.name === 'closePath').length;
    expect(listed).toBeLessThanOrEqual(12);
    const line = painted(calls).find((p) => p.kind === 'stroke' && p.style === THEME.solution)!;
    expect(line.ops.map((op) => op.args)).toContainEqual(cellCentrePx(topology, view, cell));
    // Each cell drawn brings at most its step and the steps either side.
    expect(line.ops.length).toBeLessThanOrEqual(3 * listed);
  });

  it('fitted, a million cells of any shape become one canvas-sized picture: no wall is stroked', () => {
    for (const scene of [big, sceneOf(polarTopology(560), 'polar', false)]) {
      const view = fitCellView(scene.maze.topology, 900, 700);
      expect(view.scale).toBeLessThan(3);
      const { ctx, calls } = recordingContext();
      drawCellScene(ctx, scene, THEME, view, visibleArea(scene.maze.topology, view, 900, 700));
      expect(calls.filter((c) => ['stroke', 'fill', 'lineTo', 'arc'].includes(c.name))).toEqual([]);
      const image = calls.find((c) => c.name === 'drawImage')!;
      const bitmap = image.args[0] as FakeOffscreenCanvas;
      expect(bitmap.width * bitmap.height).toBeLessThanOrEqual(900 * 700);
    }
  });

  it('draws the same walls in bands as whole (the PNG draws in bands)', () => {
    for (const topology of [hexTopology(9, 7), triangleTopology(9, 7), polarTopology(6), maskedTopology(squareTopology(9, 7), (slot) => slot % 5 !== 2)]) {
      const scene = sceneOf(topology, 'bands', false);
      const view = fitCellView(topology, 400, 300);
      const whole = recordingContext();
      drawCellScene(whole.ctx, scene, THEME, view);
      const expected = new Set(walls(whole.calls));
      const found = new Set<string>();
      for (let y = 0; y < 300; y += 37) {
        const band = recordingContext();
        drawCellScene(band.ctx, scene, THEME, view, { x: 0, y, width: 400, height: 37 });
        for (const wall of walls(band.calls)) {
          expect(expected.has(wall)).toBe(true);
          found.add(wall);
        }
      }
      expect(found).toEqual(expected);
    }
  });
});

describe('the sampled picture', () => {
  it('shows each pixel the cell under it: solution, walls, passages, nothing off the shape', () => {
    const topology = polarTopology(12);
    const scene = sceneOf(topology, 'sampled');
    const view = fitCellView(topology, 60, 60);
    const rect = { x: 0, y: 0, width: 60, height: 60 };
    const pixels = sampledPixels(scene, THEME, view, rect);
    const onPath = new Set(scene.solution);
    const kinds = new Set<number>();
    for (let py = 0; py < 60; py++)
      for (let px = 0; px < 60; px++) {
        const cell = cellAtPixel(topology, view, px + 0.5, py + 0.5);
        const colour = pixels[py * 60 + px]!;
        kinds.add(colour);
        if (cell >= 0 && onPath.has(cell)) expect(colour).toBe(rgbaWord(THEME.solution));
        if (cell >= 0 && !onPath.has(cell)) expect([rgbaWord(THEME.wall), rgbaWord(THEME.passage)]).toContain(colour);
        const outline = cellAtPixel(topology, view, px + 1.5, py + 0.5) >= 0 || cellAtPixel(topology, view, px + 0.5, py + 1.5) >= 0;
        if (cell < 0) expect(colour).toBe(outline ? rgbaWord(THEME.wall) : 0);
      }
    expect(kinds.size).toBe(4);
  });

  it('shows cells under a pixel as a texture of their walls, not a black field', () => {
    const topology = hexTopology(200, 200);
    const scene = sceneOf(topology, 'texture', false);
    const view = { scale: 0.8, x: 0, y: 0 };
    const rect = { x: 0, y: 0, width: 130, height: 150 };
    const share = (open: Uint8Array) => {
      const pixels = sampledPixels({ ...scene, maze: { ...scene.maze, open } }, THEME, view, rect);
      let walls = 0;
      let inside = 0;
      for (let j = 2; j < 148; j++)
        for (let i = 2; i < 128; i++) {
          inside++;
          if (pixels[j * 130 + i] === rgbaWord(THEME.wall)) walls++;
        }
      return walls / inside;
    };
    // Walls show in proportion: none where every passage is open, most where none is, and a
    // perfect hex maze (two of every three sides of a cell closed) in between.
    const maze = share(scene.maze.open);
    const closed = share(new Uint8Array(topology.neighbours.length));
    expect(share(new Uint8Array(topology.neighbours.length).fill(1))).toBe(0);
    expect(closed).toBeGreaterThan(0.75);
    expect(maze).toBeGreaterThan(0.3);
    expect(maze).toBeLessThan(closed - 0.1);
  });

  it('gives a patch the pixels of the whole picture, and a memo the same pixels again', () => {
    const scene = sceneOf(hexTopology(120, 90), 'patch');
    for (const scale of [2.5, 0.6]) {
      const view = { scale, x: 3, y: 2 };
      const whole = { x: 0, y: 0, width: 100, height: 80 };
      const memo = cellSampleMemo();
      const all = sampledPixels(scene, THEME, view, whole, memo);
      expect(sampledPixels(scene, THEME, view, whole, memo)).toEqual(all);
      expect(memo.last).not.toBeNull();
      for (const [x, y] of [[31, 17], [0, 0], [91, 74]] as const) {
        const patch = sampledPixels(scene, THEME, view, { x, y, width: 9, height: 6 });
        for (let j = 0; j < 6; j++) for (let i = 0; i < 9; i++) expect(patch[j * 9 + i]).toBe(all[(y + j) * 100 + x + i]);
      }
    }
  });

  it('keeps the route one line when cells are smaller than a pixel', () => {
    const topology = triangleTopology(300, 200);
    const scene = sceneOf(topology, 'route');
    const view = fitCellView(topology, 200, 200);
    expect(view.scale).toBeLessThan(1);
    const pixels = sampledPixels(scene, THEME, view, { x: 0, y: 0, width: 200, height: 200 });
    for (const cell of scene.solution!) {
      const [x, y] = cellCentrePx(topology, view, cell);
      expect(pixels[Math.floor(y) * 200 + Math.floor(x)]).toBe(rgbaWord(THEME.solution));
    }
  });
});

describe('views of a maze on cells', () => {
  const shapes = [squareTopology(30, 20), hexTopology(30, 20), triangleTopology(30, 20), polarTopology(10), maskedTopology(hexTopology(30, 20), (slot) => slot % 7 !== 0)];

  it('fit the whole shape, walls included, inside the canvas less the margin', () => {
    for (const topology of shapes) {
      const view = fitCellView(topology, 640, 480, 12);
      const bounds = shapeBounds(topology);
      const half = Math.max(1, view.scale * 0.1) / 2;
      expect(view.x + bounds.minX * view.scale - half).toBeGreaterThanOrEqual(11);
      expect(view.y + bounds.minY * view.scale - half).toBeGreaterThanOrEqual(11);
      expect(view.x + bounds.maxX * view.scale + half).toBeLessThanOrEqual(640 - 11);
      expect(view.y + bounds.maxY * view.scale + half).toBeLessThanOrEqual(480 - 11);
    }
  });

  it('keep the focused cell in sight, find a cell at its centre pixel, and say when cells are too small', () => {
    for (const topology of shapes) {
      for (const focus of [0, topology.cellCount >> 1, topology.cellCount - 1]) {
        const view = focusCellView(topology, 200, 150, 24, focus);
        const [x, y] = cellCentrePx(topology, view, focus);
        expect(x >= 0 && x <= 200 && y >= 0 && y <= 150).toBe(true);
        expect(cellAtPixel(topology, view, x, y)).toBe(focus);
      }
      const middle = topology.cellCount >> 1;
      expect(cellInComfortZone(topology, focusCellView(topology, 2000, 2000, 24, middle), 2000, 2000, middle)).toBe(true);
    }
    expect(cellTooSmallToPlay(hexTopology(1000, 1000), 800, 600)).toBe(true);
    expect(cellTooSmallToPlay(hexTopology(30, 20), 800, 600)).toBe(false);
    expect(cellTooSmallToPlay(hexTopology(30, 20), 0, 0)).toBe(false);
  });

  it('draw the markers at the cells centres, with halos when small', () => {
    const topology = hexTopology(10, 10);
    const scene = { ...sceneOf(topology, 'm', false), player: 12, exit: 99 };
    const view = { scale: 20, x: 0, y: 0 };
    const { ctx, calls } = recordingContext();
    drawCellMarkers(ctx, scene, THEME, view);
    const [px, py] = cellCentrePx(topology, view, 12);
    expect(calls).toContainEqual({ name: 'arc', args: [px, py, 20 * 0.8 * 0.36, 0, Math.PI * 2] });
    const [ex, ey] = cellCentrePx(topology, view, 99);
    expect(calls).toContainEqual({ name: 'fillRect', args: [ex - 4.8, ey - 4.8, 9.6, 9.6] });
    const small = recordingContext();
    drawCellMarkers(small.ctx, scene, THEME, { scale: 2, x: 0, y: 0 });
    expect(small.calls.filter((c) => c.name === 'arc' && c.args[2] === 11)).toHaveLength(2);
  });
});
