import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { heatPalette } from '../../src/render/heatRamp';
import { THEME, rgbaWord } from '../../src/render/theme';
import { hasChromium } from './chromium';
import { clock, frames, noticeableTasksSince, screenshotWindow, watchLongTasksScript } from './longTasks';
import { chromiumSession, DESKTOP, openGame, tapKey } from './session';

const SQUARE = '?w=20&h=20&algorithm=backtracker&seed=heat&braid=0';
const HEX = '?shape=hex&w=16&h=16&algorithm=backtracker&seed=heat&braid=0';
const BIG = '?w=2000&h=2000&algorithm=backtracker&seed=heat&braid=0';
/** Each shape: its name, its link, and the maze's name to a screen reader. */
const SHAPES: [string, string, RegExp][] = [
  ['square', SQUARE, /Maze of 20 by 20 cells/],
  ['hex', HEX, /of 16 by 16 cells/],
];

/** The maze canvas's colours: how many pixels are the plain passage colour, the fog's, and a digest of them all. */
async function canvasColours(page: Page): Promise<{ passage: number; fog: number; painted: number; digest: number }> {
  const [wall, passage] = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    return [style.getPropertyValue('--maze-wall').trim(), style.getPropertyValue('--maze-passage').trim()];
  });
  const theme = { ...THEME, wall, passage };
  const fogWord = heatPalette(theme).fogWord;
  return page.locator('.maze-canvas').evaluate(
    (canvas: HTMLCanvasElement, [passageWord, fog]) => {
      const words = new Uint32Array(canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data.buffer);
      let plain = 0;
      let fogged = 0;
      let painted = 0;
      let digest = 0;
      for (let i = 0; i < words.length; i++) {
        const word = words[i]!;
        if (word >>> 24 === 0) continue;
        painted++;
        if (word === passageWord) plain++;
        if (word === fog) fogged++;
        digest = (digest * 31 + word) | 0;
      }
      return { passage: plain, fog: fogged, painted, digest };
    },
    [rgbaWord(passage), fogWord] as const,
  );
}

async function ready(page: Page, query: string, name: RegExp): Promise<void> {
  await openGame(page, query, name);
  await page.getByText(/^Difficulty \d+\/10$/).waitFor({ timeout: 60_000 });
  await frames(page);
}

describe.skipIf(!hasChromium)('difficulty, heat map and fog in Chromium', () => {
  const session = chromiumSession();

  it.each(SHAPES)('%s: the heat map shades the passages, and turns off again', async (_shape, query, name) => {
    const page = await session.newPage(DESKTOP);
    try {
      await ready(page, query, name);
      const plain = await canvasColours(page);
      expect(plain.passage).toBeGreaterThan(plain.painted * 0.2);
      await page.getByRole('button', { name: 'Heat map' }).click();
      // Nearly every passage pixel takes a shade: what stays the plain colour is at most anti-aliasing.
      await expect.poll(async () => (await canvasColours(page)).passage).toBeLessThan(plain.passage * 0.05);
      const shaded = await canvasColours(page);
      expect(shaded.digest).not.toBe(plain.digest);
      await page.getByRole('button', { name: 'Heat map' }).click();
      await expect.poll(async () => (await canvasColours(page)).digest).toBe(plain.digest);
    } finally {
      await page.close();
    }
  });

  it.each(SHAPES)('%s: fog covers all but what is near the player, which moves with them; Classic shows the maze again', async (_shape, query, name) => {
    const page = await session.newPage(DESKTOP);
    try {
      await ready(page, query, name);
      const plain = await canvasColours(page);
      // Anti-aliased wall edges may blend to the fog's colour here and there, never an area.
      expect(plain.fog).toBeLessThan(plain.painted * 0.01);
      await page.getByRole('combobox', { name: 'Mode' }).selectOption('fog');
      await expect.poll(async () => (await canvasColours(page)).fog).toBeGreaterThan(plain.painted * 0.8);
      const start = await canvasColours(page);
      // Some of the maze is still in sight round the player.
      expect(start.painted - start.fog).toBeGreaterThan(plain.painted * 0.005);
      await page.getByRole('img', { name }).focus();
      for (const key of ['ArrowRight', 'ArrowDown', 'ArrowRight', 'ArrowDown']) await tapKey(page, key);
      await expect.poll(async () => (await canvasColours(page)).digest).not.toBe(start.digest);
      await page.getByRole('combobox', { name: 'Mode' }).selectOption('classic');
      await expect.poll(async () => (await canvasColours(page)).fog).toBeLessThan(plain.painted * 0.01);
    } finally {
      await page.close();
    }
  });

  // In lines, the square lattice crosses from the generation worker to the page and on to the analysis worker as its fields alone.
  it.each([
    ['in blocks', BIG],
    ['in lines', `${BIG}&style=lines`],
  ])('toggling the heat map of a 2000×2000 maze %s never holds the page', async (style, query) => {
    const page = await session.newPage(DESKTOP);
    await page.addInitScript(watchLongTasksScript);
    try {
      await ready(page, query, /Maze of 2000 by 2000 cells/);
      const since = await clock(page);
      const plain = await canvasColours(page);
      const toggle = page.getByRole('button', { name: 'Heat map' });
      await toggle.click();
      await expect.poll(async () => (await canvasColours(page)).digest, { timeout: 60_000 }).not.toBe(plain.digest);
      await toggle.click();
      await expect.poll(async () => (await canvasColours(page)).digest).toBe(plain.digest);
      await toggle.click();
      await expect.poll(async () => (await canvasColours(page)).digest, { timeout: 60_000 }).not.toBe(plain.digest);
      const shot = await screenshotWindow(page, `tests/browser/screenshots/heat-2000-${style.replace(' ', '-')}.png`);
      expect(await noticeableTasksSince(page, since, [shot])).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
