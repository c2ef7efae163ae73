import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { digest } from '../golden/digest';
import { expectGolden } from '../golden/golden';
import { ARROW, solutionDirections } from '../support/walk';
import { hasChromium } from './chromium';
import { chromiumSession, DESKTOP, mazeOf, openGame } from './session';

/**
 * The PNG of a square maze is a contract: the same link gives the same pixels. The digests were
 * taken on the block-grid engine before squares moved onto the cell graph (issue 18): the
 * picture alone, with its solution, and with a few moves of trail.
 */
const LINKS: Readonly<Record<string, string>> = {
  blocks: '?w=12&h=9&algorithm=backtracker&seed=png-a&braid=0',
  braided: '?w=17&h=11&algorithm=prim&seed=png-b&braid=0.4',
};

const GOLDEN = new URL('../golden/squarePng.json', import.meta.url);

/** The pixels of the PNG that Download PNG saves, as a digest with the picture's size. */
async function downloadedPixels(page: Page): Promise<string> {
  const [saved] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PNG' }).click()]);
  const png = PNG.sync.read(readFileSync((await saved.path())!));
  return `${png.width}x${png.height}:${digest(png.data)}`;
}

describe.skipIf(!hasChromium)('square PNGs keep their pixels', () => {
  const session = chromiumSession();

  for (const [name, link] of Object.entries(LINKS)) {
    it(`${name}: the maze, its solution, and a trail`, async () => {
      const page = await session.newPage({ ...DESKTOP, acceptDownloads: true });
      try {
        await openGame(page, link);
        const plain = await downloadedPixels(page);
        await page.getByRole('button', { name: 'Show solution' }).click();
        const solved = await downloadedPixels(page);
        await page.getByRole('button', { name: 'Hide solution' }).click();
        const moves = solutionDirections(mazeOf(page)).slice(0, 6);
        await page.getByRole('img', { name: /Maze of/ }).focus();
        for (const move of moves) await page.keyboard.press(ARROW[move]);
        await page.getByText(`Moves: ${moves.length}`).waitFor();
        await page.getByLabel('Include my trail in the PNG').check();
        const trail = await downloadedPixels(page);
        expectGolden(GOLDEN, name, { plain, solved, trail });
      } finally {
        await page.close();
      }
    });
  }
});
