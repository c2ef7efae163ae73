import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeMask, gridTopology, type Mask } from '../../src/core';
import { enclosedGaps } from '../../src/game/outline/fillInside';
import { checkOutline } from '../../src/game/outline/outlineCheck';
import { settingsFromQuery } from '../../src/game/url';
import { seriousViolations } from './axe';
import { hasChromium } from './chromium';
import { chromiumSession, DESKTOP, openGame } from './session';

/** Opens the outline editor from the Maze section (its chunk loads on the click). */
async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Draw outline…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Draw an outline' });
  await dialog.waitFor({ timeout: 60_000 });
  return dialog;
}

/** Drags the pointer round a circle on the grid, as a hand tracing a ring: a closed stroke. */
async function traceRing(page: Page, grid: Locator): Promise<void> {
  const box = (await grid.boundingBox())!;
  const [cx, cy, r] = [box.x + box.width / 2, box.y + box.height / 2, Math.min(box.width, box.height) * 0.32];
  await page.mouse.move(cx + r, cy);
  await page.mouse.down();
  for (let step = 1; step <= 48; step++) {
    const angle = (step / 48) * 2 * Math.PI;
    await page.mouse.move(cx + r * Math.cos(angle), cy + r * Math.sin(angle));
  }
  await page.mouse.up();
}

/** The count of cells the editor's check line says ("52 cells in one piece"). */
async function cellsSaid(dialog: Locator): Promise<number> {
  const said = (await dialog.getByRole('status').textContent()) ?? '';
  const match = /^([\d,]+) cells in one piece$/.exec(said);
  expect(match, said).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ''));
}

/** The outline of the maze the page shows, read back from its link, once the editor's outline became the maze. */
async function outlineInLink(page: Page): Promise<{ shape: 'square' | 'hex' | 'triangle'; mask: Mask }> {
  await page.waitForFunction(() => (new URL(location.href).searchParams.get('mask') ?? '').length > 10, undefined, { timeout: 60_000 });
  const { settings } = settingsFromQuery(new URL(page.url()).search);
  return { shape: (settings.shape ?? 'square') as 'square' | 'hex' | 'triangle', mask: decodeMask(settings.mask!) };
}

describe.skipIf(!hasChromium)('the outline editor in Chromium, on the production build', () => {
  const session = chromiumSession();

  it('a stroke that closes a ring offers "Fill inside"; one click fills it, Undo takes it back; the Fill tool fills the same', async () => {
    // axe opens pages of its own in the page's context: a page of browser.newPage() cannot have them.
    const context = await session.browser.newContext(DESKTOP);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openGame(page, '?w=20&h=20&algorithm=backtracker&seed=ring&braid=0');
    const dialog = await openEditor(page);
    const grid = dialog.getByRole('application');
    await dialog.getByRole('button', { name: 'Clear' }).click();

    // An open stroke (a straight line) closes nothing, and offers nothing.
    const box = (await grid.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.1, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => cellsSaid(dialog)).toBeGreaterThan(5);
    expect(await dialog.getByRole('button', { name: 'Fill inside' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Undo' }).click();
    await dialog.getByText('No cells yet: paint some, or start from a preset.').waitFor();

    await traceRing(page, grid);
    const fillInside = dialog.getByRole('button', { name: 'Fill inside' });
    await fillInside.waitFor();
    // The tools and the offer pass axe as the rest of the dialog does.
    expect(await seriousViolations(page)).toEqual([]);
    const ring = await cellsSaid(dialog);
    await fillInside.click();
    const filled = await cellsSaid(dialog);
    expect(filled).toBeGreaterThan(ring * 1.5);
    expect(await fillInside.count()).toBe(0);

    await dialog.getByRole('button', { name: 'Undo' }).click();
    expect(await cellsSaid(dialog)).toBe(ring);

    // The Fill tool: a click inside the ring fills the same region.
    await dialog.getByRole('button', { name: 'Fill', exact: true }).click();
    await grid.click({ position: { x: box.width / 2, y: box.height / 2 } });
    expect(await cellsSaid(dialog)).toBe(filled);

    await dialog.getByRole('button', { name: 'Use this outline' }).click();
    const { shape, mask } = await outlineInLink(page);
    expect(mask.cells.reduce((sum, cell) => sum + cell, 0)).toBe(filled);
    // A disc, not a ring: no gap is left inside it.
    expect(enclosedGaps(gridTopology(shape, mask.width, mask.height), mask.cells).every((gap) => gap === 0)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('typed "MAZE" sizes the grid to itself: letters at least 7 cells tall, in one piece, the size shown in the form', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=20&h=20&algorithm=backtracker&seed=text&braid=0');
    const dialog = await openEditor(page);
    await dialog.getByLabel('Text').fill('MAZE');
    await dialog.getByRole('button', { name: 'Use text' }).click();
    await expect.poll(() => dialog.getByLabel('Width').inputValue()).not.toBe('20');
    const [width, height] = await Promise.all([dialog.getByLabel('Width').inputValue(), dialog.getByLabel('Height').inputValue()]);
    await dialog.getByRole('button', { name: 'Use this outline' }).click();
    const { shape, mask } = await outlineInLink(page);
    expect([String(mask.width), String(mask.height)]).toEqual([width, height]);
    expect(mask.width).toBeGreaterThan(mask.height * 2);
    expect(checkOutline(shape, mask)).toMatchObject({ pieces: 1, usable: true });
    // Upright strokes (M's, E's, A's legs) run at least 7 cells down a column.
    let tallColumns = 0;
    for (let col = 0; col < mask.width; col++) {
      let run = 0;
      let longest = 0;
      for (let row = 0; row < mask.height; row++) longest = Math.max(longest, (run = mask.cells[row * mask.width + col] ? run + 1 : 0));
      if (longest >= 7) tallColumns++;
    }
    expect(tallColumns).toBeGreaterThanOrEqual(4);
    await page.close();
  });

  it("picking a preset sets the size it reads at; a link's own sides stay", async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?shape=triangle&w=20&h=10&mask=star&algorithm=backtracker&seed=star&braid=0', /^Triangle maze of 20 by 10 cells in a star outline/);
    await page.getByLabel('Outline', { exact: true }).selectOption('heart');
    await page.getByRole('img', { name: /^Triangle maze of 60 by 34 cells in a heart outline/ }).waitFor({ timeout: 60_000 });
    expect(await page.getByLabel('Width', { exact: true }).inputValue()).toBe('60');
    await page.close();
  });
});
