import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedMaze } from '../../src/core';
import { ARROW, solutionDirections } from '../support/walk';
import { FASTEST_RUN_MS } from '../../src/game/bestTimes';
import { hasChromium } from './chromium';
import { clock, noticeableTasksSince, watchLongTasksScript } from './longTasks';
import { baseUrl, chromiumSession, mazeOf, openGame as open, tapKey } from './session';

interface Download {
  name: string;
  png: PNG;
  /** Pixels per block. */
  k: number;
}

async function downloadPng(page: Page, cols: number): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
  const png = PNG.sync.read(readFileSync((await download.path())!));
  return { name: download.suggestedFilename(), png, k: png.width / cols };
}

function colourAt({ png, k }: Download, block: number, cols: number): number[] {
  const x = (block % cols) * k + (k >> 1);
  const y = Math.floor(block / cols) * k + (k >> 1);
  const offset = (y * png.width + x) * 4;
  return [png.data[offset]!, png.data[offset + 1]!, png.data[offset + 2]!];
}

/** Blocks whose centre pixel is not black for a wall or white for a passage. */
function wrongBlocks(download: Download, maze: GeneratedMaze): number {
  expect(Number.isInteger(download.k)).toBe(true);
  let wrong = 0;
  for (let block = 0; block < maze.blocks.length; block++) {
    const expected = maze.blocks[block] === 1 ? [0, 0, 0] : [255, 255, 255];
    const actual = colourAt(download, block, maze.cols);
    if (actual.some((v, i) => v !== expected[i])) wrong++;
  }
  return wrong;
}

async function press(page: Page, keys: readonly string[]) {
  for (const key of keys) await tapKey(page, key);
}

describe.skipIf(!hasChromium)('the game in Chromium', () => {
  const session = chromiumSession();
  let page: Page;

  beforeAll(async () => {
    page = await session.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  });

  it('opens straight into a playable maze and records it in the URL', async () => {
    await open(page, '');
    // The address bar and the panel follow the maze on screen within a frame: waited for, not raced.
    await page.waitForURL(/\?w=15&h=15&algorithm=backtracker&seed=\w+&braid=0$/);
    await page.getByText('Moves: 0').waitFor();
    await page.getByText(/Generated in [\d.]+ ms/).waitFor();
  });

  it('moves with the keys, blocked by walls, and counts moves', async () => {
    await open(page, '?w=10&h=10&algorithm=backtracker&seed=keys&braid=0');
    const maze = mazeOf(page);
    const first = solutionDirections(maze)[0]!;
    await press(page, ['ArrowLeft']); // the entrance is on the left border: a wall
    await page.getByText('Moves: 0').waitFor();
    await press(page, [ARROW[first]]);
    await page.getByText('Moves: 1').waitFor();
    await page.getByText(/Time: 0:0\d\.\d/).waitFor();
  });

  it('toggles the solution by button, by H and by a click on the maze', async () => {
    await open(page, '?w=10&h=10&algorithm=backtracker&seed=toggle&braid=0');
    await page.getByRole('button', { name: 'Show solution' }).click();
    await page.getByRole('button', { name: 'Hide solution' }).waitFor();
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('h');
    await page.getByRole('button', { name: 'Show solution' }).waitFor();
    await page.getByRole('img', { name: /Maze of/ }).click();
    await page.getByRole('button', { name: 'Hide solution' }).waitFor();
  });

  it('downloads the PNG it shows: block for block the maze its URL describes', async () => {
    await open(page, '?w=14&h=11&algorithm=prim-simplified&seed=png&braid=0.1');
    const maze = mazeOf(page);
    const plain = await downloadPng(page, maze.cols);
    expect(plain.name).toBe('maze-14x11-prim-simplified-png.png');
    expect(plain.k).toBeGreaterThanOrEqual(1);
    expect(plain.png.height).toBe(maze.rows * plain.k);
    expect(wrongBlocks(plain, maze)).toBe(0);

    await page.getByRole('button', { name: 'Show solution' }).click();
    const solved = await downloadPng(page, maze.cols);
    expect(solved.name).toBe('maze-14x11-prim-simplified-png-solution.png');
    expect(colourAt(solved, maze.start, maze.cols)).toEqual([0xbe, 0x12, 0x3c]);
    await page.getByRole('button', { name: 'Hide solution' }).click();
  });

  it('reproduces the same maze from the same URL in a new page', async () => {
    const query = '?w=21&h=13&algorithm=backtracker&seed=same&braid=0.3';
    await open(page, query);
    const first = await downloadPng(page, 43);
    const other = await session.newPage({ acceptDownloads: true });
    try {
      await open(other, query);
      const second = await downloadPng(other, 43);
      expect(Buffer.compare(first.png.data, second.png.data)).toBe(0);
      expect(wrongBlocks(second, mazeOf(other))).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('walks the solution to the exit and shows the Solved dialog', async () => {
    await open(page, '?w=9&h=7&algorithm=prim&seed=walk&braid=0');
    const maze = mazeOf(page);
    const moves = solutionDirections(maze);
    // At a person's pace at least: a whole run under FASTEST_RUN_MS is no best time
    // (game/bestTimes.ts), and a fast machine presses 18 keys in less. So the last key waits
    // until, by the page's clock, the run begun by the first has lasted that long.
    const keys = moves.map((d) => ARROW[d]);
    await tapKey(page, keys[0]!);
    const began = await clock(page);
    for (const key of keys.slice(1, -1)) await tapKey(page, key);
    await page.waitForFunction((after) => performance.now() > after, began + FASTEST_RUN_MS);
    await tapKey(page, keys.at(-1)!);
    const dialog = page.getByRole('dialog', { name: /Solved/ });
    await dialog.waitFor();
    await expect(dialog.getByText(String(moves.length), { exact: true }).count()).resolves.toBeGreaterThan(0);
    await dialog.getByText('100%').waitFor();
    await page.screenshot({ path: 'tests/browser/screenshots/solved-desktop.png' });
    await dialog.getByRole('button', { name: 'Play again' }).click();
    await page.getByText('Moves: 0').waitFor();
    await page.getByText(/^Best: /).waitFor();
  });

  it('plays at phone width with the direction pad, and looks right at both widths', async () => {
    await open(page, '?w=15&h=15&algorithm=backtracker&seed=looks&braid=0');
    await press(page, ['ArrowRight', 'h']);
    await page.screenshot({ path: 'tests/browser/screenshots/desktop.png' });
    const phone = await session.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
    try {
      await open(phone, '?w=15&h=15&algorithm=backtracker&seed=looks&braid=0');
      const maze = mazeOf(phone);
      const first = solutionDirections(maze)[0]!;
      await phone.getByRole('button', { name: first[0]!.toUpperCase() + first.slice(1), exact: true }).tap();
      await phone.getByText('Moves: 1').waitFor();
      for (const name of ['Up', 'Down', 'Left', 'Right']) await phone.getByRole('button', { name, exact: true }).waitFor();
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.screenshot({ path: 'tests/browser/screenshots/phone.png', fullPage: true });
    } finally {
      await phone.close();
    }
  });

  it('makes and plays a 1000×1000 maze without freezing the page', async () => {
    await open(page, '?w=20&h=20&algorithm=backtracker&seed=x&braid=0');
    await page.getByLabel('Width').fill('1000');
    await page.getByLabel('Height').fill('1000');
    // While the worker generates, the page keeps answering: no task a person would notice.
    await page.evaluate(watchLongTasksScript);
    const since = await clock(page);
    await page.getByRole('button', { name: 'New maze' }).click();
    await expect(page.evaluate(() => 1 + 1)).resolves.toBe(2);
    await page.getByRole('img', { name: 'Maze of 1000 by 1000 cells' }).waitFor({ timeout: 20_000 });
    expect(await noticeableTasksSince(page, since)).toEqual([]);
    const maze = mazeOf(page);
    await press(page, [ARROW[solutionDirections(maze)[0]!]]);
    await page.getByText('Moves: 1').waitFor();
  });

  it('shows progress while a slow maze is made, and stops it on request', async () => {
    await open(page, '?w=20&h=20&algorithm=backtracker&seed=x&braid=0');
    // Aldous–Broder's random walk needs minutes for 4 million cells: a job worth stopping.
    await page.goto(`${baseUrl}/?w=2000&h=2000&algorithm=aldous-broder&seed=slow&braid=0`);
    await page.getByRole('progressbar', { name: 'Maze generation progress' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Stop generating' }).click();
    await page.getByText('Generating…').waitFor({ state: 'detached' });
    // Stopped before any maze was shown: the default one takes its place.
    await page.getByRole('img', { name: 'Maze of 15 by 15 cells' }).waitFor({ timeout: 5_000 });
    // The page is free again: a new maze comes at once.
    await page.getByLabel('Algorithm').selectOption('backtracker');
    await page.getByLabel('Width').fill('30');
    await page.getByLabel('Height').fill('20');
    await page.getByRole('button', { name: 'New maze' }).click();
    await page.getByRole('img', { name: 'Maze of 30 by 20 cells' }).waitFor({ timeout: 5_000 });
  });

  it('zooms in, follows the player across a big maze to the exit, and zooms back to fit', async () => {
    await open(page, '?w=60&h=40&algorithm=backtracker&seed=zoom&braid=0');
    const maze = mazeOf(page);
    for (let i = 0; i < 3; i++) await page.keyboard.press('+');
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await press(page, solutionDirections(maze).map((d) => ARROW[d]));
    await page.getByRole('dialog', { name: /Solved/ }).waitFor();
    await page.screenshot({ path: 'tests/browser/screenshots/zoomed-solved.png' });
    await page.getByRole('dialog').getByRole('button', { name: 'Play again' }).click();
    await page.getByRole('button', { name: 'Fit' }).click();
    await expect(page.getByRole('button', { name: 'Fit' }).getAttribute('aria-pressed')).resolves.toBe('true');
  });
});
