import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './chromium';
import { chromiumSession, DESKTOP, openGame } from './session';

const MAZE = '?w=6&h=6&algorithm=backtracker&seed=scheme&braid=0';

/** The colours (#rrggbb) the maze's own canvas shows, and how many pixels each. */
function mazeColours(page: Page): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.maze-canvas')!;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    const counts: Record<string, number> = {};
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] !== 255) continue;
      const hex = `#${((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!).toString(16).padStart(6, '0')}`;
      counts[hex] = (counts[hex] ?? 0) + 1;
    }
    return counts;
  });
}

/** Whether the canvas shows a colour over a good share of the maze (walls or passages, not a marker's edge). */
async function shows(page: Page, colour: string): Promise<boolean> {
  const counts = await mazeColours(page);
  return (counts[colour] ?? 0) > 200;
}

const schemeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.scheme);
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const toggle = (page: Page) => page.getByRole('button', { name: 'Dark mode' });

describe.skipIf(!hasChromium)('dark mode', () => {
  const session = chromiumSession();

  it('opens dark on a dark system, flips the page and the maze with the switch, keeps the choice, and downloads the light PNG either way', async () => {
    const page = await session.newPage({ ...DESKTOP, colorScheme: 'dark', acceptDownloads: true });
    await openGame(page, MAZE);
    await expect(schemeOf(page)).resolves.toBe('dark');
    await expect(toggle(page).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(pageBackground(page)).resolves.toBe('rgb(15, 23, 42)');
    // The maze on screen: light walls on dark passages (styles.css, --maze-*).
    await expect.poll(() => shows(page, '#111a2b')).toBe(true);
    await expect(shows(page, '#a8b5c8')).resolves.toBe(true);

    // The PNG keeps the export palette: black walls, white passages, whatever the screen shows.
    const [saved] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PNG' }).click()]);
    const png = PNG.sync.read(readFileSync((await saved.path())!));
    const colours = new Set<number>();
    for (let i = 0; i < png.data.length; i += 4) colours.add(png.data.readUInt32BE(i));
    expect(colours.has(0x000000ff)).toBe(true);
    expect(colours.has(0xffffffff)).toBe(true);
    expect(colours.has(0x111a2bff)).toBe(false);

    await toggle(page).click();
    await expect(schemeOf(page)).resolves.toBe('light');
    await expect(toggle(page).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(pageBackground(page)).resolves.toBe('rgb(248, 250, 252)');
    // Slate walls on (near) white passages: the screen's light palette, not the export's.
    await expect.poll(() => shows(page, '#fefefe')).toBe(true);
    await expect(shows(page, '#334155')).resolves.toBe(true);
    await expect(shows(page, '#111a2b')).resolves.toBe(false);

    // The choice outlives a reload on a system that still prefers dark.
    await page.reload();
    await page.getByRole('img', { name: /Maze of/ }).waitFor();
    await expect(schemeOf(page)).resolves.toBe('light');
    await expect.poll(() => shows(page, '#fefefe')).toBe(true);
    await page.close();
  });

  it('opens light on a light system', async () => {
    const page = await session.newPage({ ...DESKTOP, colorScheme: 'light' });
    await openGame(page, MAZE);
    await expect(schemeOf(page)).resolves.toBe('light');
    await expect(toggle(page).getAttribute('aria-pressed')).resolves.toBe('false');
    await page.close();
  });
});
