import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { allPaths, formatPath, parseGrid } from '../../src/core';
import { hasChromium } from './chromium';
import { frames, NOTICEABLE_MS, pageRunsOn } from './longTasks';
import { baseUrl, chromiumSession } from './session';

const EXAMPLE = '0 0 0 1\n0 0 0 0\n0 0 1 0';
const OPEN_7X7 = Array(7).fill('0 0 0 0 0 0 0').join('\n');

async function openPaths(page: Page) {
  await page.goto(`${baseUrl}/#paths`);
  await page.getByRole('textbox', { name: 'Maze text' }).waitFor();
}

/** Types a grid into "Maze text", as a user does (a fill, then the editor follows). */
async function typeGrid(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Maze text' }).fill(text);
}

async function listed(page: Page): Promise<number> {
  return Number(await page.locator('[data-listed]').getAttribute('data-listed'));
}

async function lines(page: Page, count: number): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Paths' }).getByRole('listitem');
  return (await items.allTextContents()).slice(0, count);
}

/** Collects every main-thread task over 50 ms from now on (see noticeable). */
async function watchLongTasks(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
}

/** The tasks collected since watchLongTasks that a person would notice (over NOTICEABLE_MS; see longTasks.ts). */
async function noticeable(page: Page): Promise<number[]> {
  const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  return tasks.filter((duration) => duration > NOTICEABLE_MS);
}

describe.skipIf(!hasChromium)('the Paths tab in Chromium', () => {
  const session = chromiumSession();
  let page: Page;

  beforeAll(async () => {
    page = await session.newPage({ viewport: { width: 1280, height: 860 } });
  });

  it('lists the paths of a small maze typed in, with the exact count and source lines', async () => {
    await openPaths(page);
    await typeGrid(page, EXAMPLE);
    await page.getByLabel('Order').selectOption('DFS');
    await page.getByRole('button', { name: 'Find all paths' }).click();
    await page.getByText('Listed: 6').waitFor();
    await page.getByText('Total: 6').waitFor();
    expect(await lines(page, 2)).toEqual([
      'Path 1   :->(0,0)->(0,1)->(0,2)->(1,2)->(1,3)->(2,3)',
      'Path 2   :->(0,0)->(0,1)->(1,1)->(1,2)->(1,3)->(2,3)',
    ]);

    // BFS on a grid where the orders differ: the page agrees with the core, line for line.
    const grid = '0 0 0\n0 1 0\n0 0 0\n0 0 0';
    await typeGrid(page, grid);
    await page.getByLabel('Order').selectOption('BFS');
    await page.getByRole('button', { name: 'Find all paths' }).click();
    const expected = Array.from(allPaths(parseGrid(grid), 0, 11, 'bfs'), (p, i) => formatPath(i + 1, p, 3));
    await page.getByText(`Listed: ${expected.length}`).waitFor();
    await page.getByText(`Total: ${expected.length}`).waitFor();
    expect(await lines(page, expected.length)).toEqual(expected);

    await page.getByRole('list', { name: 'Paths' }).getByRole('listitem').nth(3).click();
    await page.screenshot({ path: 'tests/browser/screenshots/paths-desktop.png' });
  });

  it('says "no way out" when there is none', async () => {
    await openPaths(page);
    await typeGrid(page, '0 1\n1 0');
    await page.getByRole('button', { name: 'Find all paths' }).click();
    await page.getByText('This maze has no way out.').waitFor();
    await page.getByText('Total: 0').waitFor();
  });

  it('streams an open 7×7 grid (575,780,564 paths) without freezing the page, and cancels', async () => {
    await openPaths(page);
    await typeGrid(page, OPEN_7X7);
    await page.getByLabel('Order').selectOption('DFS');
    await page.getByRole('button', { name: 'Find all paths' }).click();
    await page.getByText('Total: 575,780,564').waitFor();
    await page.getByText(/Listing all 575,780,564 paths would take/).waitFor();
    await page.waitForFunction(() => Number(document.querySelector('[data-listed]')?.getAttribute('data-listed')) > 100_000);
    // From here on the paths stream: no main-thread task a person would notice, clicks and Cancel included.
    await watchLongTasks(page);

    // The page answers clicks while paths stream in: a radio button switches at once...
    const startRadio = page.getByRole('radio', { name: 'Start' });
    await startRadio.click();
    await expect(startRadio.isChecked()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'Walls' }).click();
    // ...and, measured inside the page, a task queued now (as a click's is) starts before a person would notice.
    const clickDelays = await page.evaluate(async () => {
      const delays: number[] = [];
      for (let i = 0; i < 20; i++) {
        const queued = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 0));
        delays.push(performance.now() - queued);
        await new Promise((resolve) => setTimeout(resolve, 37));
      }
      return delays;
    });
    expect(Math.max(...clickDelays)).toBeLessThan(NOTICEABLE_MS);

    const growing = await listed(page);
    await expect.poll(() => listed(page)).toBeGreaterThan(growing);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Cancelled.').waitFor();
    const stopped = await listed(page);
    // Long enough, by the page's own clock and frames, for a stream that went on to show it.
    await pageRunsOn(page, 500, 10);
    expect(await listed(page)).toBe(stopped);
    expect(await noticeable(page)).toEqual([]);

    // What was listed is there, in order, from Path 1.
    expect((await lines(page, 1))[0]).toBe('Path 1   :->(0,0)->(0,1)->(0,2)->(0,3)->(0,4)->(0,5)->(0,6)->(1,6)->(1,5)->(1,4)->(1,3)->(1,2)->(1,1)->(1,0)->(2,0)->(2,1)->(2,2)->(2,3)->(2,4)->(2,5)->(2,6)->(3,6)->(3,5)->(3,4)->(3,3)->(3,2)->(3,1)->(3,0)->(4,0)->(4,1)->(4,2)->(4,3)->(4,4)->(4,5)->(4,6)->(5,6)->(5,5)->(5,4)->(5,3)->(5,2)->(5,1)->(5,0)->(6,0)->(6,1)->(6,2)->(6,3)->(6,4)->(6,5)->(6,6)');
  });

  it('reads a pasted 2000×2000 grid (8 MB) off the page: no task a person would notice, and the grid arrives', async () => {
    await openPaths(page);
    // The text is made in the page before watching, as a clipboard holds it before a paste.
    await page.evaluate(() => {
      const row = Array(2000).fill('0').join(' ');
      (window as unknown as { bigText: string }).bigText = Array(2000).fill(row).join('\n') + '\n';
    });
    await watchLongTasks(page);
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', (window as unknown as { bigText: string }).bigText);
      const box = document.querySelector('textarea')!;
      box.focus();
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await page.getByRole('application', { name: /Maze editor, 2000 by 2000 blocks/ }).waitFor({ timeout: 30_000 });
    await frames(page, 3); // the editor's first frames of the new grid count too
    expect(await noticeable(page)).toEqual([]);
    // The box does not hold 8 MB; it says why, and Save .txt gives the grid whole.
    expect(await page.getByRole('textbox', { name: 'Maze text' }).inputValue()).toBe('');
    await expect(page.getByRole('textbox', { name: 'Maze text' }).getAttribute('placeholder')).resolves.toMatch(/2000 × 2000 grid is too large to show as text here/);
    await page.getByText('2000 × 2000').waitFor();
    // Save .txt formats the 8 MB in the worker: the file comes, the page does not stall.
    await page.evaluate(() => ((window as unknown as { longTasks: number[] }).longTasks.length = 0));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save .txt' }).click();
    expect((await download).suggestedFilename()).toBe('maze-2000x2000.txt');
    await frames(page, 2);
    expect(await noticeable(page)).toEqual([]);
  });

  it('loads a 2000×2000 .txt file the same way', async () => {
    await openPaths(page);
    await page.evaluate(() => {
      const row = Array(2000).fill('1').join('');
      const file = new File([Array(2000).fill(row).join('\n')], 'walls.txt', { type: 'text/plain' });
      (window as unknown as { bigFile: File }).bigFile = file;
    });
    await watchLongTasks(page);
    await page.evaluate(() => {
      const files = new DataTransfer();
      files.items.add((window as unknown as { bigFile: File }).bigFile);
      const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
      input.files = files.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.locator('.paths-text-actions').getByText('Loaded walls.txt.').waitFor({ timeout: 30_000 });
    await page.getByRole('application', { name: /Maze editor, 2000 by 2000 blocks/ }).waitFor();
    await frames(page, 3); // the editor's first frames of the new grid count too
    expect(await noticeable(page)).toEqual([]);
  });

  it('refuses 5 million rows at once, from the first lines, and keeps the grid', async () => {
    await openPaths(page);
    await typeGrid(page, EXAMPLE);
    // Timed in the page, from the paste to the refusal on screen (the test's own round trips to a
    // busy browser are not the page's time): reading all 5 million rows would take far longer.
    const refusedAfterMs = await page.evaluate(async () => {
      const data = new DataTransfer();
      data.setData('text/plain', '0\n'.repeat(5_000_000));
      const began = performance.now();
      document.querySelector('textarea')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      while (!document.querySelector('[role=alert]')?.textContent) await new Promise((resolve) => requestAnimationFrame(resolve));
      return performance.now() - began;
    });
    await expect(page.getByRole('alert').textContent()).resolves.toBe('The text holds about 5,000,000 rows; a grid may have at most 8,001. The grid above is unchanged.');
    expect(refusedAfterMs).toBeLessThan(2000);
    await page.getByRole('application', { name: /Maze editor, 3 by 4 blocks/ }).waitFor();
  });

  it('estimates the paths of an open 40×40 grid, which no count can hold', async () => {
    await openPaths(page);
    await typeGrid(page, Array(40).fill('0'.repeat(40)).join('\n'));
    await page.getByRole('button', { name: 'Find all paths' }).click();
    await page.getByText(/^Total: about 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ or more \(estimate\)$/).waitFor({ timeout: 60_000 });
    await page.getByText(/Listing all of about 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ paths would take about [\d.]+ × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ years/).waitFor();
    const log10 = Number(await page.locator('[data-estimate-log10]').getAttribute('data-estimate-log10'));
    expect(log10).toBeGreaterThan(280);
    expect(log10).toBeLessThan(360);
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('looks right at phone width', async () => {
    const phone = await session.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
    try {
      await openPaths(phone);
      await phone.getByRole('button', { name: 'Find all paths' }).tap();
      await phone.getByText('Listed: 6').waitFor();
      // The run brings its card up: the whole listing in sight, under the screen's top.
      await expect.poll(async () => (await phone.locator('.paths-results').boundingBox())!.y, { timeout: 5000 }).toBeLessThan(40);
      // The count is in sight right after the tap, next to the grid (a sticky summary at the foot).
      const total = (await phone.locator('.paths-total').boundingBox())!;
      expect(total.y).toBeGreaterThanOrEqual(0);
      expect(total.y + total.height).toBeLessThanOrEqual(844);
      // The results come before the maze text, straight after the grid.
      const results = (await phone.locator('.paths-results').boundingBox())!;
      const text = (await phone.getByRole('textbox', { name: 'Maze text' }).boundingBox())!;
      const grid = (await phone.locator('.paths-canvas').boundingBox())!;
      expect(results.y).toBeLessThan(text.y);
      expect(results.y - (grid.y + grid.height)).toBeLessThan(80);
      await phone.getByRole('list', { name: 'Paths' }).getByRole('listitem').nth(5).tap();
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.screenshot({ path: 'tests/browser/screenshots/paths-phone.png', fullPage: true });
    } finally {
      await phone.close();
    }
  });
});
