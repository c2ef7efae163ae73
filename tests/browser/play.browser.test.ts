import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitView } from '../../src/render/scene';
import { HALO_ROOM_PX } from '../../src/components/mazePainters';
import { runDirections as corridorRun } from '../support/moves';
import { hasChromium } from './chromium';
import { frames } from './longTasks';
import { chromiumSession, DESKTOP, mazeOf, openGame as open, PHONE } from './session';

const moves = async (page: Page) => Number((await page.getByText(/^Moves: \d+$/).textContent())!.slice(7));
const solutionShown = (page: Page) => page.getByRole('img', { name: /solution shown/ }).count();

/** A pointer gesture on the maze: down at its centre, through the given offsets, up at the last. */
async function gesture(page: Page, path: readonly [number, number][]) {
  const box = (await page.getByRole('img', { name: /Maze of/ }).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (const [dx, dy] of path) await page.mouse.move(x + dx, y + dy, { steps: 3 });
  await page.mouse.up();
}

/** The share of a canvas's pixels that are painted, and the painted area's bounding box as a fraction of the canvas. */
async function paint(page: Page, selector: string) {
  return page.locator(selector).evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let painted = 0;
    let [left, top, right, bottom] = [canvas.width, canvas.height, -1, -1];
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 0) continue;
      painted++;
      const p = i / 4;
      const x = p % canvas.width;
      const y = Math.floor(p / canvas.width);
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
    return { share: painted / (canvas.width * canvas.height), width: (right - left + 1) / canvas.width, height: (bottom - top + 1) / canvas.height };
  });
}

describe.skipIf(!hasChromium)('playing, as a new player does', () => {
  const session = chromiumSession();
  let page: Page;

  beforeAll(async () => {
    page = await session.newPage(DESKTOP);
  });

  it('reveals the solution only on a deliberate tap: never after a short swipe or a drag', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=spoil&braid=0');
    await gesture(page, [[14, 0]]); // a short swipe, under 24 px
    await gesture(page, [[60, 0], [2, 2]]); // a drag that comes back
    expect(await solutionShown(page)).toBe(0);
    await gesture(page, [[2, 1]]); // a tap that barely moves
    expect(await solutionShown(page)).toBe(1);
  });

  it('on a square maze, a click on the cell beside the player steps there; a click further off warns, then shows the solution', async () => {
    const [width, height] = [12, 9];
    await open(page, `?w=${width}&h=${height}&algorithm=backtracker&seed=click&braid=0`);
    const box = (await page.getByRole('img', { name: /Maze of/ }).boundingBox())!;
    // Where the page draws block (row, col): the same fitted view the canvas uses (device pixels = CSS pixels here).
    const view = fitView({ rows: 2 * height + 1, cols: 2 * width + 1, blocks: new Uint8Array(0) }, box.width, box.height, HALO_ROOM_PX);
    const click = (row: number, col: number) => page.mouse.click(box.x + view.x + (col + 0.5) * view.block, box.y + view.y + (row + 0.5) * view.block);
    // The start is the entrance, block (1, 0); the cell to its right is block (1, 1).
    await click(1, 1);
    await page.getByText('Moves: 1', { exact: true }).waitFor();
    expect(await solutionShown(page)).toBe(0);
    // Far from the player, during a run: first a word of warning, and nothing shown.
    await click(2 * height - 1, 2 * width - 1);
    const warning = page.locator('.status .solution-asked');
    await expect.poll(() => warning.textContent()).toBe('Tap again for the solution · no best time then');
    await warning.waitFor();
    await expect.poll(() => page.getByTestId('announcer').textContent()).toBe('Click or tap again to see the solution: this run will then count as assisted.');
    expect(await solutionShown(page)).toBe(0);
    await click(2 * height - 1, 2 * width - 1);
    await page.getByRole('img', { name: /solution shown/ }).waitFor();
    expect(await warning.count()).toBe(0);
    expect(await moves(page)).toBe(1);
  });

  it('starts each new maze with the solution hidden', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=next&braid=0');
    await page.getByRole('button', { name: 'Show solution' }).click();
    await page.getByRole('button', { name: 'New maze' }).click();
    await page.getByRole('button', { name: 'Show solution' }).waitFor();
    await page.getByRole('button', { name: 'Show solution' }).click();
    await page.getByRole('button', { name: 'Easy' }).click();
    await page.getByRole('img', { name: 'Maze of 10 by 10 cells' }).waitFor();
    expect(await solutionShown(page)).toBe(0);
  });

  it('runs along a corridor on a long swipe, and steps one cell on a flick', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=run&braid=0');
    await gesture(page, [[40, 0]]);
    expect(await moves(page)).toBe(1);
    await gesture(page, [[-200, 0]]); // back out to the entrance
    await expect.poll(() => moves(page)).toBe(2);
    await gesture(page, [[200, 0]]);
    // The run glides a cell at a time (the clock sees it: no 0 ms teleport), then stops at the
    // first junction: as far as the corridor from the entrance goes (game/moves.ts, rebuilt in Node).
    const maze = mazeOf(page);
    const run = corridorRun(maze, maze.start, 'right').length;
    expect(run).toBeGreaterThan(1);
    await expect.poll(() => moves(page)).toBe(2 + run);
    expect(await moves(page)).toBeGreaterThan(3);
  });

  it('redraws the solution when "Solution from here" is ticked or unticked', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=here&braid=0');
    for (let i = 0; i < 6; i++) await gesture(page, [[40, 0]]);
    await page.keyboard.press('h');
    const crimson = () =>
      page.locator('.maze-canvas').evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let n = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] === 0xbe && data[i + 1] === 0x12 && data[i + 2] === 0x3c) n++;
        return n;
      });
    // The solution from here is drawn (in crimson) on the next frame.
    await expect.poll(crimson).toBeGreaterThan(0);
    const fromHere = await crimson();
    await page.getByRole('checkbox', { name: 'Solution from here' }).uncheck();
    await expect.poll(crimson).not.toBe(fromHere);
    await page.getByRole('checkbox', { name: 'Solution from here' }).check();
    await expect.poll(crimson).toBe(fromHere);
  });

  it('gives the keys back to the maze after Enter in a field and after a checkbox', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=focus&braid=0');
    await page.getByLabel('Width').fill('12');
    await page.getByLabel('Width').press('Enter');
    await page.getByRole('img', { name: 'Maze of 12 by 15 cells' }).waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await moves(page)).toBe(1);
    await page.keyboard.press('h');
    expect(await solutionShown(page)).toBe(1);
    await page.getByRole('checkbox', { name: 'Include my trail in the PNG' }).check();
    await page.keyboard.press('h');
    expect(await solutionShown(page)).toBe(0);
    await page.keyboard.press('ArrowLeft');
    expect(await moves(page)).toBe(2);
  });

  it('starts a huge maze zoomed in on the player, and fills the frame at Fit', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=huge&braid=0');
    await page.getByRole('button', { name: 'Huge' }).click();
    await page.getByRole('img', { name: 'Maze of 200 by 200 cells' }).waitFor();
    await expect(page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed')).resolves.toBe('false');
    await page.getByRole('button', { name: 'Fit' }).click();
    const fitted = await paint(page, '.maze-canvas');
    // The 401-block maze spans the frame's height (whole pixels would leave a third empty).
    expect(Math.max(fitted.width, fitted.height)).toBeGreaterThan(0.95);
  });

  it('shows a usable strip for a 4000×1 maze, not a blank canvas', async () => {
    await open(page, '?w=4000&h=1&algorithm=backtracker&seed=strip&braid=0');
    await page.keyboard.press('ArrowRight');
    const strip = await paint(page, '.maze-canvas');
    expect(strip.share).toBeGreaterThan(0.05);
    expect(strip.width).toBeGreaterThan(0.95);
  });

  it('nudges on a wall bump: the marker layer flashes the wall', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=bump&braid=0');
    const flash = await page.evaluate(async () => {
      const overlay = document.querySelector<HTMLCanvasElement>('.maze-markers')!;
      const red = () => {
        const data = overlay.getContext('2d')!.getImageData(0, 0, overlay.width, overlay.height).data;
        let n = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! > 180 && data[i + 1]! < 80 && data[i + 2]! < 80 && data[i + 3]! > 100) n++;
        return n;
      };
      const before = red();
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true, cancelable: true }));
      window.dispatchEvent(new KeyboardEvent('keyup', { key: 'ArrowLeft', bubbles: true }));
      // Frame by frame: the flash shows, then fades to nothing (within a few hundred frames at most).
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      let during = 0;
      let seen = 0;
      for (; during === 0 && seen < 300; seen++) {
        await frame();
        during = red();
      }
      let after = during;
      for (; after > 0 && seen < 600; seen++) {
        await frame();
        after = red();
      }
      return { before, during, after };
    });
    expect(flash.before).toBe(0);
    expect(flash.during).toBeGreaterThan(0);
    expect(flash.after).toBe(0);
  });

  it('fits the maze, the status and the legend in one 1280×800 screen', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=fold&braid=0');
    const legend = (await page.getByRole('list', { name: 'Legend' }).boundingBox())!;
    const maze = (await page.getByRole('img', { name: /Maze of/ }).boundingBox())!;
    const status = (await page.getByText(/^Moves: /).boundingBox())!;
    expect(legend.y + legend.height).toBeLessThanOrEqual(800);
    expect(maze.y + maze.height).toBeLessThanOrEqual(800);
    expect(status.y).toBeGreaterThanOrEqual(0);
  });

  it('keeps tabs the same width when selected, and pressed toggles a neutral colour', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=tabs&braid=0');
    const widths = () => page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().width));
    const before = await widths();
    await page.getByRole('tab', { name: 'Paths' }).click();
    await page.getByRole('tab', { name: 'Play' }).click();
    await page.getByRole('tab', { name: 'Solvers' }).click();
    expect(await widths()).toEqual(before);
    await page.getByRole('tab', { name: 'Play' }).click();
    const fit = page.getByRole('button', { name: 'Fit' });
    await expect(fit.getAttribute('aria-pressed')).resolves.toBe('true');
    const [r, g, b] = (await fit.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g)!.map(Number);
    // Not the pink of an error: no channel leans red.
    expect(r! - Math.min(g!, b!)).toBeLessThan(24);
  });

  it('does not move the maze when a big maze starts generating', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=still&braid=0');
    const frame = () => page.locator('.canvas-frame').boundingBox();
    await page.getByLabel('Algorithm').selectOption('aldous-broder');
    await page.getByLabel('Width').fill('2000');
    await page.getByLabel('Height').fill('2000');
    // The panel runs past the fold at 1280×800: the button is scrolled to first, as a person
    // scrolls to it, so only the generation could move the maze after.
    await page.getByRole('button', { name: 'New maze' }).scrollIntoViewIfNeeded();
    const before = await frame();
    await page.getByRole('button', { name: 'New maze' }).click();
    await page.getByRole('button', { name: 'Stop generating' }).waitFor({ timeout: 20_000 });
    expect(await frame()).toEqual(before);
    await page.getByRole('button', { name: 'Stop generating' }).click();
  });

  it('goes back to the tab and the maze before with the browser\'s Back', async () => {
    await open(page, '?w=12&h=9&algorithm=prim&seed=shared&braid=0');
    await page.getByRole('button', { name: 'New maze' }).click();
    await page.waitForURL((url) => !url.search.includes('seed=shared'));
    await page.getByRole('tab', { name: 'Paths' }).click();
    await page.goBack();
    await page.getByRole('tab', { name: 'Play', selected: true }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.search.includes('seed=shared'));
    await page.getByRole('img', { name: 'Maze of 12 by 9 cells' }).waitFor();
    await expect(page.getByLabel('Seed').inputValue()).resolves.toBe('shared');
  });

  it('opens each tab at its top', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=scroll&braid=0');
    await page.getByRole('tab', { name: 'Paths' }).click();
    await page.getByRole('button', { name: 'Find all paths' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Play' }).click();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('tells a phone player how to play in one line, without the developer figures', async () => {
    const phone = await session.newPage(PHONE);
    try {
      await open(phone, '?w=15&h=15&algorithm=backtracker&seed=phone&braid=0');
      const hint = phone.getByText(/Swipe to walk/);
      await hint.waitFor();
      expect((await hint.boundingBox())!.height).toBeLessThan(24);
      await phone.getByText(/Generated in/).waitFor({ state: 'hidden' });
      const status = (await phone.getByRole('status').first().boundingBox())!;
      expect(status.height).toBeLessThanOrEqual(30);
    } finally {
      await phone.close();
    }
  });

  it('leaves screenshots of every tab at desktop and phone sizes', async () => {
    for (const [options, name] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      const shot = await session.newPage(options);
      try {
        await open(shot, '?w=15&h=15&algorithm=backtracker&seed=shots&braid=0');
        await shot.keyboard.press('ArrowRight');
        await shot.screenshot({ path: `tests/browser/screenshots/tab-play-${name}.png` });
        for (const [tab, ready] of [
          ['Solvers', shot.getByRole('region', { name: 'Watch a solver' }).getByRole('img', { name: /solving a/ })],
          ['Paths', shot.getByRole('application', { name: /Maze editor/ })],
        ] as const) {
          await shot.getByRole('tab', { name: tab }).click();
          await ready.waitFor({ timeout: 30_000 });
          await frames(shot, 2);
          await shot.screenshot({ path: `tests/browser/screenshots/tab-${tab.toLowerCase()}-${name}.png` });
        }
      } finally {
        await shot.close();
      }
    }
  });
});
