import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { forEachSide, solveShaped, type CellMaze } from '../../src/core';
import { drawnCentreX, drawnCentreY } from '../../src/core/shape/geometry';
import { levelOf } from '../../src/core/shape/levels';
import { STAIR_OFFSET } from '../../src/render/cells/stairs';
import { CROSSING_CELLS } from '../../src/core/shape/crossings';
import { BRIDGE_GAP, INSET_SCALE } from '../../src/render/cells/bridges';
import { HEADING_VECTORS, type Heading } from '../../src/game/moves';
import { stepCell } from '../support/moves';
import { settingsFromQuery } from '../../src/game/url';
import { cellPngLayout } from '../../src/render/png';
import { THEME } from '../../src/render/theme';
import { cellCentrePx, fitCellView, fitLevelView, levelShownAlone } from '../../src/render/cells';
import { HALO_ROOM_PX } from '../../src/components/mazePainters';
import { generateAndSolve, type GeneratedCells } from '../../src/workers/generation';
import { hasChromium } from './chromium';
import { chromiumSession, DESKTOP, openGame, PHONE, tapKey } from './session';
import { frames, noticeableTasksSince, watchLongTasksScript } from './longTasks';

/** The longest first task a page may run while it starts (see the outline-code test). */
const STARTUP_MS = 600;

/** One maze of each shape, as a link opens it; squares in lines and an outline too. */
const SHAPED: readonly { name: string; query: string; label: RegExp; file: RegExp }[] = [
  { name: 'hex', query: '?shape=hex&w=12&h=9&algorithm=backtracker&seed=shapes&braid=0', label: /^Hex maze of 12 by 9 cells/, file: /^maze-hex-12x9-backtracker-shapes/ },
  { name: 'triangle', query: '?shape=triangle&w=14&h=8&algorithm=wilson&seed=shapes&braid=0.2', label: /^Triangle maze of 14 by 8 cells/, file: /^maze-triangle-14x8-wilson-shapes/ },
  { name: 'upsilon', query: '?shape=upsilon&w=12&h=9&algorithm=kruskal&seed=shapes&braid=0', label: /^Octagon maze of 12 by 9 cells/, file: /^maze-upsilon-12x9-kruskal-shapes/ },
  { name: 'polar', query: '?shape=polar&rings=7&algorithm=prim&seed=shapes&braid=0', label: /^Circular maze of 7 rings/, file: /^maze-polar-7rings-prim-shapes/ },
  { name: 'square in lines', query: '?w=10&h=8&algorithm=kruskal&seed=shapes&braid=0&style=lines', label: /^Maze of 10 by 8 cells/, file: /^maze-10x8-lines-kruskal-shapes/ },
  { name: 'unicursal', query: '?w=16&h=12&algorithm=backtracker&seed=shapes&braid=0&unicursal=1', label: /^Unicursal labyrinth of 16 by 12 cells/, file: /^maze-16x12-unicursal-backtracker-shapes/ },
  { name: 'levels', query: '?w=6&h=5&levels=3&algorithm=backtracker&seed=s1&braid=0', label: /^Maze of 3 levels, each 6 by 5 cells/, file: /^maze-6x5-3levels-backtracker-s1/ },
  { name: 'hex heart', query: '?shape=hex&w=24&h=20&mask=heart&algorithm=backtracker&seed=shapes&braid=0', label: /^Hex maze of 24 by 20 cells in a heart outline/, file: /^maze-hex-24x20-heart-backtracker-shapes/ },
];

const KEY: Record<Heading, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight', 'up-left': 'q', 'up-right': 'e', 'down-left': 'z', 'down-right': 'c' };

/** The maze a link shows, made again in Node: the same settings give the same maze. */
function shapedOf(query: string): GeneratedCells {
  const { settings, problems } = settingsFromQuery(query);
  expect(problems).toEqual([]);
  const generated = generateAndSolve(settings);
  if (generated.kind !== 'cells') throw new Error(`${query} is not a maze on cells`);
  return generated;
}

/** The key that takes the first step of the solution. */
function firstKey(generated: GeneratedCells): string {
  const { maze, solution } = generated;
  const heading = (Object.keys(HEADING_VECTORS) as Heading[]).find((h) => stepCell(maze, maze.start, h) === solution[1]);
  if (!heading) throw new Error('no key takes the first step');
  return KEY[heading];
}

/** How dark a PNG pixel is (0 black .. 255 white), at device-pixel coordinates. */
function lightness(png: PNG, x: number, y: number): number {
  const at = (Math.min(png.height - 1, Math.max(0, Math.round(y))) * png.width + Math.min(png.width - 1, Math.max(0, Math.round(x)))) * 4;
  return (png.data[at]! + png.data[at + 1]! + png.data[at + 2]!) / 3;
}

/**
 * Checks that a PNG is a picture of this maze: the size its layout gives, every cell's centre
 * clear of walls, and at the middle of every side between two cells a wall exactly where the
 * maze has no passage.
 */
function expectPictureOf(png: PNG, maze: CellMaze): void {
  const { view, width, height } = cellPngLayout(maze.topology);
  expect([png.width, png.height]).toEqual([width, height]);
  const { topology, open } = maze;
  const px = (x: number) => view.x + x * view.scale;
  const py = (y: number) => view.y + y * view.scale;
  let walls = 0;
  let passages = 0;
  for (let cell = 0; cell < topology.cellCount; cell++) {
    expect(lightness(png, px(drawnCentreX(topology, cell)), py(drawnCentreY(topology, cell)))).toBeGreaterThan(60);
    forEachSide(topology, cell, (side) => {
      if (side.neighbour < cell) return; // each shared side once; the border (-1) is the outline
      let mx = (side.x0 + side.x1) / 2;
      let my = (side.y0 + side.y1) / 2;
      if (side.arc) {
        const middle = (side.from + side.to) / 2;
        mx = side.radius * Math.cos(middle);
        my = side.radius * Math.sin(middle);
      }
      let passage = false;
      for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) if (topology.neighbours[i] === side.neighbour) passage = open[i] === 1;
      // The darkest pixel round the side's middle: a wall a couple of pixels wide is black there
      // however it is antialiased; an opening is clear of walls for half a side either way.
      let darkest = 255;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) darkest = Math.min(darkest, lightness(png, px(mx) + dx, py(my) + dy));
      if (passage) {
        passages++;
        expect(darkest).toBeGreaterThan(150);
      } else {
        walls++;
        expect(darkest).toBeLessThan(60);
      }
    });
  }
  expect(walls).toBeGreaterThan(0);
  expect(passages).toBeGreaterThan(0);
}

async function download(page: Page): Promise<{ name: string; file: Buffer }> {
  const [saved] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PNG' }).click()]);
  return { name: saved.suggestedFilename(), file: readFileSync((await saved.path())!) };
}

/** Pixels of the solution's colour on the maze's canvas. */
function solutionPixels(page: Page): Promise<number> {
  const colour = THEME.solution.match(/[0-9a-f]{2}/gi)!.map((hex) => parseInt(hex, 16));
  return page.evaluate((rgb) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.maze-canvas')!;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - rgb[0]!) + Math.abs(data[i + 1]! - rgb[1]!) + Math.abs(data[i + 2]! - rgb[2]!) < 12) count++;
    return count;
  }, colour);
}

describe.skipIf(!hasChromium)('every shape in Chromium, on the production build', () => {
  const session = chromiumSession();

  for (const shaped of SHAPED) {
    it(`${shaped.name}: opens from its link, a key moves the player, the solution shows, the PNG is that maze`, async () => {
      const page = await session.newPage({ ...DESKTOP, acceptDownloads: true });
      try {
        await openGame(page, shaped.query, shaped.label);
        const generated = shapedOf(shaped.query);
        await page.locator('.maze-markers').focus();
        await tapKey(page, firstKey(generated));
        await page.getByText('Moves: 1', { exact: true }).waitFor();

        expect(await solutionPixels(page)).toBe(0);
        await page.getByRole('button', { name: 'Show solution' }).click();
        await page.getByRole('img', { name: /solution shown/ }).waitFor();
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await solutionPixels(page)).toBeGreaterThan(50);
        await page.screenshot({ path: `tests/browser/screenshots/shape-${shaped.name.replace(/ /g, '-')}.png` });

        // The PNG without the solution, so every wall and passage can be checked.
        await page.getByRole('button', { name: 'Hide solution' }).click();
        const { name, file } = await download(page);
        expect(name).toMatch(shaped.file);
        expect(name).not.toMatch(/solution|trail/);
        expectPictureOf(PNG.sync.read(file), generated.maze);
      } finally {
        await page.close();
      }
    });
  }

  it('each shape fits a phone: no sideways scrolling, the whole maze in view', async () => {
    const page = await session.newPage(PHONE);
    try {
      for (const shaped of SHAPED) {
        await openGame(page, shaped.query, shaped.label);
        const box = (await page.locator('.maze-markers').boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.screenshot({ path: `tests/browser/screenshots/shape-phone-${shaped.name.replace(/ /g, '-')}.png` });
      }
    } finally {
      await page.close();
    }
  });

  it.each(SHAPED.filter(({ name }) => name === 'hex' || name === 'upsilon' || name === 'levels'))('$name: a tap on a neighbouring open cell steps there; a drag walks on along the cells under it', async ({ query, label }) => {
    const page = await session.newPage(PHONE);
    try {
      await openGame(page, query, label);
      const { maze, solution } = shapedOf(query);
      // Where the page draws a cell: the view that fits the maze, as the canvas computes it.
      const canvas = page.locator('.maze-markers');
      const box = (await canvas.boundingBox())!;
      const size = await canvas.evaluate((element: HTMLCanvasElement) => ({ width: element.width, height: element.height, ratio: window.devicePixelRatio }));
      // A maze of levels too big to show side by side on a phone shows the player's level alone (levelView.ts).
      const alone = levelShownAlone(maze.topology, size.width, size.height, size.ratio, maze.start);
      const view = alone === null ? fitCellView(maze.topology, size.width, size.height, HALO_ROOM_PX * size.ratio) : fitLevelView(maze.topology, size.width, size.height, HALO_ROOM_PX * size.ratio, alone);
      const onScreen = (cell: number) => {
        const [x, y] = cellCentrePx(maze.topology, view, cell);
        return { x: box.x + x / size.ratio, y: box.y + y / size.ratio };
      };
      const first = onScreen(solution[1]!);
      await page.touchscreen.tap(first.x, first.y);
      await page.getByText('Moves: 1', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Show solution' }).waitFor();
      // A drag through the next cells of the solution walks them, one move a cell.
      const steps = solution.slice(1, 6);
      const points = Array.from(steps, (cell) => onScreen(cell));
      await page.mouse.move(points[0]!.x, points[0]!.y);
      await canvas.dispatchEvent('pointerdown', { clientX: points[0]!.x, clientY: points[0]!.y, pointerId: 7, isPrimary: true });
      for (let i = 1; i < points.length; i++) {
        const [a, b] = [points[i - 1]!, points[i]!];
        for (let t = 0.25; t <= 1; t += 0.25) await canvas.dispatchEvent('pointermove', { clientX: a.x + (b.x - a.x) * t, clientY: a.y + (b.y - a.y) * t, pointerId: 7, isPrimary: true });
      }
      await canvas.dispatchEvent('pointerup', { clientX: points.at(-1)!.x, clientY: points.at(-1)!.y, pointerId: 7, isPrimary: true });
      await page.getByText(`Moves: ${steps.length}`, { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Show solution' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('a unicursal labyrinth: one Shift-run walks its one path from the start to the exit, every cell once', async () => {
    const page = await session.newPage(DESKTOP);
    try {
      const query = '?w=12&h=8&algorithm=wilson&seed=calm&braid=0&unicursal=1';
      await openGame(page, query, /^Unicursal labyrinth of 12 by 8 cells/);
      const { maze, solution } = shapedOf(query);
      expect(solution.length).toBe(maze.topology.cellCount);
      await page.locator('.maze-markers').focus();
      const heading = (Object.keys(HEADING_VECTORS) as Heading[]).find((h) => stepCell(maze, maze.start, h) === solution[1])!;
      // A corridor with no junction anywhere: the run only stops at the exit.
      await page.evaluate((key) => {
        const target = document.activeElement ?? document.body;
        target.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey: true, bubbles: true, cancelable: true }));
        target.dispatchEvent(new KeyboardEvent('keyup', { key, shiftKey: true, bubbles: true, cancelable: true }));
      }, KEY[heading]);
      await page.getByRole('dialog', { name: /Solved/ }).waitFor();
      await expect.poll(() => page.getByRole('dialog', { name: /Solved/ }).textContent()).toContain(`${maze.topology.cellCount - 1}`);
    } finally {
      await page.close();
    }
  });

  it('a weave: opens by its link, walks under a bridge by keys ("Under a bridge."), and its PNG shows each bridge: the rail unbroken, the tunnel walls stopping short', async () => {
    const page = await session.newPage({ ...DESKTOP, acceptDownloads: true });
    try {
      const query = '?w=10&h=8&algorithm=kruskal&seed=bridges&braid=0&weave=0.6';
      await openGame(page, query, /^Weave maze of 10 by 8 cells/);
      const { maze } = shapedOf(query);
      const crossings = maze.crossings!;
      expect(crossings.length).toBeGreaterThan(0);
      await page.locator('.maze-markers').focus();
      const [a, c] = [crossings[1]!, crossings[2]!];
      const route = [...solveShaped({ ...maze, goal: a }, 'bfs').path!, c];
      let cameFrom = -1;
      for (let i = 1; i < route.length; i++) {
        const heading = (Object.keys(HEADING_VECTORS) as Heading[]).find((h) => stepCell(maze, route[i - 1]!, h, cameFrom) === route[i])!;
        await tapKey(page, KEY[heading]);
        await page.getByText(`Moves: ${i}`, { exact: true }).waitFor();
        cameFrom = route[i - 1]!;
      }
      await expect.poll(() => page.getByTestId('announcer').textContent()).toMatch(/^Under a bridge\. /);

      const { name, file } = await download(page);
      expect(name).toMatch(/^maze-10x8-weave0\.6-kruskal-bridges/);
      const png = PNG.sync.read(file);
      const { view } = cellPngLayout(maze.topology);
      const { centres } = maze.topology;
      const px = (x: number, y: number): [number, number] => [view.x + x * view.scale, view.y + y * view.scale];
      for (let k = 0; k < crossings.length; k += CROSSING_CELLS) {
        const [b, under] = [crossings[k]!, crossings[k + 1]!];
        const [ox, oy] = [centres[2 * b]!, centres[2 * b + 1]!];
        // v: from the over cell towards a tunnel end; q: across it. Rails are INSET_SCALE / 2 from the centre.
        const [vx, vy] = [centres[2 * under]! - ox, centres[2 * under + 1]! - oy];
        const [qx, qy] = [-vy, vx];
        const rail = INSET_SCALE / 2;
        const at = (along: number, across: number) => lightness(png, ...px(ox + along * vx + across * qx, oy + along * vy + across * qy));
        // The rail runs unbroken across the tunnel's middle line; the tunnel's middle is clear.
        expect(at(rail, 0), `rail of ${b}`).toBeLessThan(80);
        expect(at(0.44, 0), `tunnel of ${b}`).toBeGreaterThan(170);
        for (const side of [-rail, rail]) {
          // The tunnel's wall near the cell's edge, then the gap before the rail.
          expect(at(0.47, side), `tunnel wall of ${b}`).toBeLessThan(80);
          expect(at(rail + BRIDGE_GAP / 2 + 0.02, side), `gap at ${b}`).toBeGreaterThan(170);
        }
      }
    } finally {
      await page.close();
    }
  });

  it('a maze of levels: Page Up, Page Down and the stairs buttons take the stairs, said with the level reached and shown in the status line; walked to Solved; its solution PNG marks the stairs it takes', async () => {
    const page = await session.newPage({ ...DESKTOP, acceptDownloads: true });
    try {
      const query = '?w=6&h=5&levels=3&algorithm=backtracker&seed=s2&braid=0';
      await openGame(page, query, /^Maze of 3 levels, each 6 by 5 cells/);
      const { maze, solution } = shapedOf(query);
      const { topology } = maze;
      await page.locator('.status').getByText('Level 1 of 3').waitFor();
      await page.locator('.maze-markers').focus();
      let cameFrom = -1;
      let climbs = 0;
      for (let i = 1; i < solution.length; i++) {
        const [from, to] = [solution[i - 1]!, solution[i]!];
        if (levelOf(topology, to) !== levelOf(topology, from)) {
          const up = levelOf(topology, to) > levelOf(topology, from);
          // The keys take the first staircases, the buttons the rest.
          if (climbs < 2) await tapKey(page, up ? 'PageUp' : 'PageDown');
          else await page.getByRole('button', { name: up ? 'Up stairs' : 'Down stairs' }).click();
          climbs++;
          if (to !== maze.goal) {
            await expect.poll(() => page.getByTestId('announcer').textContent()).toMatch(new RegExp(`^${up ? 'Up' : 'Down'} the stairs to level ${levelOf(topology, to) + 1} of 3\\. `));
            await page.locator('.status').getByText(`Level ${levelOf(topology, to) + 1} of 3`).waitFor();
          }
          if (climbs > 2) await page.locator('.maze-markers').focus();
        } else {
          const heading = (Object.keys(HEADING_VECTORS) as Heading[]).find((h) => stepCell(maze, from, h, cameFrom) === to)!;
          expect(heading, `step ${i}`).toBeDefined();
          await tapKey(page, KEY[heading]);
        }
        await page.getByText(`Moves: ${i}`, { exact: true }).waitFor();
        cameFrom = from;
      }
      expect(climbs).toBeGreaterThan(2);
      await page.getByRole('dialog', { name: /Solved/ }).waitFor();
      await page.getByRole('button', { name: 'Close', exact: true }).click();

      // The PNG with the solution: each staircase it takes is a triangle in the solution's colour, the others in the walls'.
      await page.getByRole('button', { name: 'Show solution' }).click();
      await page.getByRole('img', { name: /solution shown/ }).waitFor();
      const { name, file } = await download(page);
      expect(name).toMatch(/^maze-6x5-3levels-backtracker-s2-solution/);
      const png = PNG.sync.read(file);
      const { view } = cellPngLayout(topology);
      const taken = new Set<number>();
      for (let i = 1; i < solution.length; i++) {
        const [from, to] = [solution[i - 1]!, solution[i]!];
        if (levelOf(topology, to) !== levelOf(topology, from)) taken.add(from * 2 + (to > from ? 1 : 0)).add(to * 2 + (to > from ? 0 : 1));
      }
      const red = (x: number, y: number) => {
        const at = (Math.round(y) * png.width + Math.round(x)) * 4;
        return png.data[at]! - png.data[at + 1]!;
      };
      let checked = 0;
      for (let cell = 0; cell < topology.cellCount; cell++) {
        for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
          const other = topology.neighbours[i]!;
          if (levelOf(topology, other) === levelOf(topology, cell) || maze.open[i] !== 1) continue;
          const up = other > cell;
          const x = view.x + (drawnCentreX(topology, cell) + (up ? STAIR_OFFSET : -STAIR_OFFSET)) * view.scale;
          const y = view.y + (drawnCentreY(topology, cell) + (up ? -STAIR_OFFSET : STAIR_OFFSET)) * view.scale;
          expect(lightness(png, x, y), `stairs at ${cell}`).toBeLessThan(160);
          expect(red(x, y) > 80, `stairs at ${cell} ${up ? 'up' : 'down'}`).toBe(taken.has(cell * 2 + (up ? 1 : 0)));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(taken.size);
    } finally {
      await page.close();
    }
  });

  it('a 15-character outline code that expands to four million cells opens without holding the page: its pieces are counted in the worker', async () => {
    const page = await session.newPage(DESKTOP);
    try {
      await page.addInitScript(watchLongTasksScript);
      await openGame(page, '?shape=triangle&mask=-gPosAAAHoSACsQ&seed=a', /^Triangle maze of 4000 by 1000 cells/);
      await frames(page, 2);
      // The link is read in the page's first task, with the app's own start (parsing the bundle,
      // the first render), which on a busy 2-core machine alone can run ~300 ms; the outline's
      // check on this thread made two tasks of 0.9–1.4 s. So the page's start gets a bound between
      // the two, and everything after it what a person would notice.
      const tasks = await page.evaluate(() => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks);
      expect(tasks.filter((task) => task.duration > STARTUP_MS)).toEqual([]);
      // The page's start ends with its first render (App's `page-started` mark); the HTML's first
      // paint comes before the bundle even runs, so it cannot tell the start from what follows.
      const started = await page.evaluate(() => performance.getEntriesByName('page-started')[0]!.startTime);
      expect(await noticeableTasksSince(page, started)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a link with a value its shape cannot take opens its maze and says what it ignored', async () => {
    const page = await session.newPage(DESKTOP);
    try {
      await openGame(page, '?shape=hex&w=8&h=6&rings=12&style=blocks&seed=stray', /^Hex maze of 8 by 6 cells/);
      await page.getByText("This link has 2 bad values, so their defaults were used.").waitFor();
    } finally {
      await page.close();
    }
  });
});

