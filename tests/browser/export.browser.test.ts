import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateMaze } from '../../src/core';
import { settingsFromQuery } from '../../src/game/url';
import { ARROW, solutionDirections } from '../support/walk';
import { hasChromium } from './chromium';
import { countWorkerEnds, workersEnded } from './workerEnds';
import { clock, frames, noticeableTasksSince, screenshotWindow, watchLongTasksScript } from './longTasks';
import { chromiumSession, DESKTOP, openGame as openMaze, PHONE, type ChromiumSession, tapKey } from './session';

const BIG = '?w=2000&h=2000&algorithm=backtracker&seed=export&braid=0';

/** Records every main-thread task over 50 ms, from the page's first script on (a test fails on those over NOTICEABLE_MS). */
async function newWatchedPage(session: ChromiumSession, options: { noOffscreenCanvas?: boolean; phone?: boolean } = {}): Promise<Page> {
  const page = await session.newPage({ ...(options.phone ? { ...PHONE, deviceScaleFactor: 3 } : DESKTOP), acceptDownloads: true });
  await page.addInitScript((noOffscreenCanvas) => {
    // A browser without OffscreenCanvas: the export falls back to the page, in bands.
    if (noOffscreenCanvas) delete (window as { OffscreenCanvas?: unknown }).OffscreenCanvas;
  }, options.noOffscreenCanvas ?? false);
  await page.addInitScript(watchLongTasksScript);
  return page;
}

const twoFrames = (page: Page) => frames(page, 2);

async function download(page: Page): Promise<{ name: string; file: Buffer }> {
  const [saved] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: 'Download PNG' }).click()]);
  return { name: saved.suggestedFilename(), file: readFileSync((await saved.path())!) };
}

/** A PNG's width and height from its header, without decoding 64 M pixels. */
function pngSize(file: Buffer): [number, number] {
  return [file.readUInt32BE(16), file.readUInt32BE(20)];
}

describe.skipIf(!hasChromium)('PNG export and big zoomed mazes in Chromium', () => {
  const session = chromiumSession();

  it('zoomed in on a 2000×2000 maze with its solution shown, zooming and following the player never holds the page', async () => {
    const page = await newWatchedPage(session);
    try {
      await openMaze(page, BIG, 'Maze of 2000 by 2000 cells');
      const maze = generateMaze(settingsFromQuery(BIG).settings);
      const moves = solutionDirections(maze).slice(0, 160);
      await twoFrames(page);
      const since = await clock(page);
      await page.getByRole('button', { name: 'Show solution' }).click();
      await page.getByRole('button', { name: 'Hide solution' }).waitFor();
      for (const key of ['+', '+', '+', '+', '-', '+']) {
        await page.keyboard.press(key);
        await twoFrames(page);
      }
      // Along the solution: the view scrolls to follow the player, redrawing what is in sight.
      for (const move of moves) await tapKey(page, ARROW[move]);
      await page.getByText(`Moves: ${moves.length}`).waitFor();
      await page.keyboard.press('-');
      await twoFrames(page);
      const shot = await screenshotWindow(page, 'tests/browser/screenshots/zoomed-2000-solution.png');
      // Before: 110–210 ms for every zoom step and follow-scroll, stroking the whole solution.
      expect(await noticeableTasksSince(page, since, [shot])).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('fitted on a phone, showing and hiding the solution of a 2000×2000 maze never holds the page', async () => {
    const page = await newWatchedPage(session, { phone: true });
    try {
      await openMaze(page, BIG, 'Maze of 2000 by 2000 cells');
      // The line saying how many such mazes there are comes once the page is idle, above the
      // buttons on a phone: tapped before it, a button moves away under the finger.
      await page.getByText(/possible 2000×2000 mazes/).waitFor();
      await twoFrames(page);
      const since = await clock(page);
      for (let i = 0; i < 4; i++) {
        await page.getByRole('button', { name: i % 2 === 0 ? 'Show solution' : 'Hide solution' }).tap();
        await twoFrames(page);
      }
      await page.getByRole('button', { name: 'Show solution' }).tap();
      await twoFrames(page);
      const shot = await screenshotWindow(page, 'tests/browser/screenshots/phone-2000-solution.png');
      // Before: 90–130 ms a redraw, stroking a polyline of 300,000 sampled points on a 1100-pixel canvas.
      expect(await noticeableTasksSince(page, since, [shot])).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('draws a new maze once, not once for each part of the game that changes', async () => {
    const page = await newWatchedPage(session);
    try {
      await page.addInitScript(() => {
        const drawImage = CanvasRenderingContext2D.prototype.drawImage;
        const counted = { fullDraws: 0 };
        (window as unknown as { counted: typeof counted }).counted = counted;
        CanvasRenderingContext2D.prototype.drawImage = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
          if (this.canvas.classList.contains('maze-canvas')) counted.fullDraws++;
          return (drawImage as (...a: unknown[]) => void).apply(this, args);
        } as typeof drawImage;
      });
      await openMaze(page, '?w=300&h=300&algorithm=backtracker&seed=once&braid=0', 'Maze of 300 by 300 cells');
      await twoFrames(page);
      const fullDraws = () => page.evaluate(() => (window as unknown as { counted: { fullDraws: number } }).counted.fullDraws);
      const before = await fullDraws();
      await page.getByRole('button', { name: 'New maze' }).click();
      await page.getByRole('img', { name: 'Maze of 300 by 300 cells' }).waitFor();
      await page.waitForFunction((seed) => !window.location.search.includes(seed), 'seed=once');
      await twoFrames(page);
      // The maze, its walk and its solution arrive in separate store updates: one picture.
      expect((await fullDraws()) - before).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('makes the PNG of a 2000×2000 maze in a worker, showing progress, while the page stays free', async () => {
    const page = await newWatchedPage(session);
    try {
      await openMaze(page, BIG, 'Maze of 2000 by 2000 cells');
      await page.getByRole('button', { name: 'Show solution' }).click();
      await twoFrames(page);
      const since = await clock(page);
      const t0 = Date.now();
      const saving = download(page);
      await page.getByRole('progressbar', { name: 'PNG progress' }).waitFor();
      const shot = await screenshotWindow(page, 'tests/browser/screenshots/png-progress.png');
      const { name, file } = await saving;
      console.log(`PNG of 2000×2000 with solution: ${Date.now() - t0} ms from click to file, ${(file.length / 2 ** 20).toFixed(1)} MB, ${pngSize(file).join('×')} px`);
      expect(name).toBe('maze-2000x2000-backtracker-export-solution.png');
      const [width, height] = pngSize(file);
      expect(width % 4001).toBe(0);
      expect(height).toBe(width);
      await page.getByRole('progressbar', { name: 'PNG progress' }).waitFor({ state: 'detached' });
      // Before: one 2 s task (drawing and encoding on the main thread). The screenshot's repaint is the test's.
      expect(await noticeableTasksSince(page, since, [shot])).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('cancels a long export: no file, and the button is ready again', async () => {
    const page = await newWatchedPage(session);
    try {
      await openMaze(page, BIG, 'Maze of 2000 by 2000 cells');
      let downloads = 0;
      page.on('download', () => downloads++);
      // Every worker the page ends: a cancelled export's worker is terminated, so no file can come.
      await page.evaluate(countWorkerEnds);
      // Cancel is pressed the moment it shows: a plain export takes under a second, shorter than
      // a polling click can be relied on to catch under load.
      await page.evaluate(() => {
        const observer = new MutationObserver(() => {
          const cancel = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Cancel PNG');
          if (!cancel) return;
          observer.disconnect();
          cancel.click();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await page.getByRole('button', { name: 'Download PNG' }).click();
      await page.getByText('PNG download cancelled.').waitFor({ state: 'attached' });
      await page.getByRole('progressbar', { name: 'PNG progress' }).waitFor({ state: 'detached' });
      await expect(page.getByRole('button', { name: 'Download PNG' }).isEnabled()).resolves.toBe(true);
      await expect.poll(() => workersEnded(page)).toBeGreaterThan(0);
      // The arrow keys work again straight away.
      await tapKey(page, ARROW[solutionDirections(generateMaze(settingsFromQuery(BIG).settings))[0]!]);
      await page.getByText('Moves: 1').waitFor();
      expect(downloads).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('after the trail checkbox and after a download, the arrow keys still walk the maze', async () => {
    const query = '?w=12&h=9&algorithm=backtracker&seed=keys&braid=0';
    const page = await newWatchedPage(session);
    try {
      await openMaze(page, query, 'Maze of 12 by 9 cells');
      const moves = solutionDirections(generateMaze(settingsFromQuery(query).settings));
      await page.getByRole('checkbox', { name: 'Include my trail in the PNG' }).click();
      await tapKey(page, ARROW[moves[0]!]);
      await page.getByText('Moves: 1').waitFor();
      const { name } = await download(page);
      expect(name).toBe('maze-12x9-backtracker-keys-trail.png');
      await tapKey(page, ARROW[moves[1]!]);
      await page.getByText('Moves: 2').waitFor();
    } finally {
      await page.close();
    }
  });

  it('without OffscreenCanvas, makes the same PNG on the page, in bands', async () => {
    const query = '?w=60&h=40&algorithm=prim&seed=bands&braid=0.2';
    const maze = generateMaze(settingsFromQuery(query).settings);
    const pictures: PNG[] = [];
    for (const noOffscreenCanvas of [false, true]) {
      const page = await newWatchedPage(session, { noOffscreenCanvas });
      try {
        await openMaze(page, query, 'Maze of 60 by 40 cells');
        await tapKey(page, ARROW[solutionDirections(maze)[0]!]);
        await page.getByRole('button', { name: 'Show solution' }).click();
        await page.getByRole('checkbox', { name: 'Include my trail in the PNG' }).check();
        const { name, file } = await download(page);
        expect(name).toBe('maze-60x40-prim-bands-solution-trail.png');
        pictures.push(PNG.sync.read(file));
      } finally {
        await page.close();
      }
    }
    const [inWorker, onPage] = pictures as [PNG, PNG];
    expect([onPage.width, onPage.height]).toEqual([inWorker.width, inWorker.height]);
    expect(onPage.width % maze.cols).toBe(0);
    expect(Buffer.compare(onPage.data, inWorker.data)).toBe(0);
  });
});
