import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './chromium';
import { chromiumSession, openGame } from './session';

/** A download's file, as the player gets it. */
async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
}

/**
 * The SVG drawn by Chromium at the PNG's size, as RGBA: parsed as a document first (a
 * malformed one fails there), then rasterised through an <img> on a canvas.
 */
async function rasterised(page: Page, svg: string, width: number, height: number): Promise<Uint8Array> {
  const rgba = await page.evaluate(
    async ([text, w, h]) => {
      const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
      if (parsed.querySelector('parsererror') || parsed.documentElement.tagName !== 'svg') throw new Error('not a well-formed SVG');
      const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0, w, h);
      URL.revokeObjectURL(url);
      return Array.from(context.getImageData(0, 0, w, h).data);
    },
    [svg, width, height] as const,
  );
  return Uint8Array.from(rgba);
}

/** The share of pixels whose colour differs by more than anti-aliasing would (a third of the range in any channel). */
function differing(png: PNG, rgba: Uint8Array): number {
  let off = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (Math.abs(png.data[i]! - rgba[i]!) > 85 || Math.abs(png.data[i + 1]! - rgba[i + 1]!) > 85 || Math.abs(png.data[i + 2]! - rgba[i + 2]!) > 85) off++;
  }
  return off / (png.data.length / 4);
}

describe.skipIf(!hasChromium)('Download SVG in Chromium', () => {
  const session = chromiumSession();
  let page: Page;

  beforeAll(async () => {
    page = await session.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  });

  it.each([
    ['a square maze of blocks', '?w=12&h=9&algorithm=kruskal&seed=svg&braid=0', /Maze of/],
    ['a hex maze', '?shape=hex&w=10&h=7&algorithm=wilson&seed=svg&braid=0.2', /Maze of|maze/],
    ['a circular maze', '?shape=polar&rings=6&algorithm=backtracker&seed=svg&braid=0', /maze/],
  ])('gives %s as an SVG that, rasterised, is the PNG of the same maze, with the solution as its own path', async (_, query, name) => {
    await openGame(page, query, name);
    await page.getByRole('button', { name: 'Show solution' }).click();
    const png = await download(page, 'Download PNG');
    const svg = await download(page, 'Download SVG');
    expect(svg.name).toBe(png.name.replace(/\.png$/, '.svg'));
    const text = svg.bytes.toString('utf8');
    expect(text).toMatch(/^<\?xml[^>]*>\s*<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(text.match(/id="solution"/g)).toHaveLength(1);
    const picture = PNG.sync.read(png.bytes);
    const off = differing(picture, await rasterised(page, text, picture.width, picture.height));
    // Only anti-aliased edges may differ: under 1 % of the pixels.
    expect(off).toBeLessThan(0.01);
  });
});
