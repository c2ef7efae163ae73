/**
 * Draws the app's install icons (public/icon-*.png) from public/favicon.svg, so the home-screen
 * icon is the tab's icon: the favicon's 7×7 maze on its own dark paper, rendered by Chromium.
 *
 * - "any" icons leave half a maze unit of paper around the maze: 8 units across, a whole number
 *   of pixels per unit at 192 and 512, so the blocks stay crisp.
 * - maskable icons keep the maze inside the safe zone (the centre circle of radius 40 %) that any
 *   launcher mask leaves visible: 7 of 16 units, whose corners stay within 0.31 of the size.
 *
 * Run with `npm run icons` after changing the favicon; commit the PNGs it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../tests/browser/chromium';

interface Icon {
  readonly file: string;
  readonly size: number;
  /** Maze units across the icon; the maze is 7 units, centred. */
  readonly units: number;
}

const ICONS: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, units: 8 },
  { file: 'icon-512.png', size: 512, units: 8 },
  { file: 'icon-maskable-192.png', size: 192, units: 16 },
  { file: 'icon-maskable-512.png', size: 512, units: 16 },
];

const favicon = readFileSync('public/favicon.svg', 'utf8');
// The favicon's first fill is its paper, the square behind the maze.
const paper = /fill="(#[0-9a-fA-F]{3,6})"/.exec(favicon)?.[1];
if (!paper) throw new Error('public/favicon.svg has no fill colour to use as the icon background');

/** The favicon widened to `units` across, its paper spread to the new edges. */
function iconSvg(icon: Icon): string {
  const margin = (icon.units - 7) / 2;
  const withView = favicon.replace(/viewBox="[^"]*"/, `viewBox="${-margin} ${-margin} ${icon.units} ${icon.units}" width="${icon.size}" height="${icon.size}"`);
  return withView.replace(/(<svg[^>]*>)/, `$1<rect x="${-margin}" y="${-margin}" width="${icon.units}" height="${icon.units}" fill="${paper}"/>`);
}

const browser = await launchChromium();
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(`<!doctype html><html><body style="margin:0">${iconSvg(icon)}</body></html>`);
    writeFileSync(`public/${icon.file}`, await page.locator('svg').screenshot({ type: 'png' }));
    console.log(`public/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
