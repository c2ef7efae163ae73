import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countHamiltonianPaths, countPaths, countShortestPaths, countSpanningTrees, hexTopology, parseGrid, squareTopology } from '../../src/core';
import { seriousViolations } from './axe';
import { hasChromium } from './chromium';
import { countWorkerEnds, workersEnded } from './workerEnds';
import { baseUrl, chromiumSession, DESKTOP, PHONE } from './session';

const open = (rows: number, cols: number) => Array(rows).fill('0'.repeat(cols)).join('\n');

async function openPaths(page: Page, query = '') {
  await page.goto(`${baseUrl}/${query}#paths`);
  await page.getByRole('textbox', { name: /Maze text|迷宫文本/ }).waitFor();
}

const panelOf = (page: Page, name: string | RegExp = 'How many?') => page.getByRole('region', { name });
const KINDS: Record<string, string> = { 'Simple paths': 'simple', 'Shortest paths': 'shortest', 'Hamiltonian paths': 'hamiltonian', 'Perfect mazes': 'mazes' };
/** A row's value in the panel, by the row's name. */
const valueIn = (panel: Locator, label: string) => panel.locator(`[data-kind="${KINDS[label]}"] dd`);

describe.skipIf(!hasChromium)('How many? in Chromium', () => {
  const session = chromiumSession();

  it('counts the simple, shortest and Hamiltonian paths and the perfect mazes of a small grid, as the core does', async () => {
    const page = await session.newPage(DESKTOP);
    await openPaths(page);
    const text = open(7, 7);
    await page.getByRole('textbox', { name: 'Maze text' }).fill(text);
    const panel = panelOf(page);
    await panel.getByRole('button', { name: 'Count', exact: true }).click();
    await panel.getByText('All counted.').waitFor({ timeout: 30_000 });

    const grid = parseGrid(text);
    const expected = {
      'Simple paths': countPaths(grid, 0, 48),
      'Shortest paths': countShortestPaths(grid, 0, 48),
      'Hamiltonian paths': countHamiltonianPaths(grid, 0, 48),
      'Perfect mazes': countSpanningTrees(squareTopology(3, 3)),
    };
    expect(expected).toEqual({ 'Simple paths': 575_780_564n, 'Shortest paths': 924n, 'Hamiltonian paths': 111_712n, 'Perfect mazes': 192n });
    for (const [label, count] of Object.entries(expected)) {
      await expect(valueIn(panel, label).locator('[data-count]').getAttribute('data-count')).resolves.toBe(count.toString());
    }
    await expect(valueIn(panel, 'Simple paths').textContent()).resolves.toBe('575,780,564');
    await panel.getByText('of 3 × 3 cells, the maze whose block grid is this size').waitFor();
    // The listing's total is the same count, not a second one.
    await expect(page.locator('.paths-total').getAttribute('data-total')).resolves.toBe('575780564');
    await panel.screenshot({ path: 'tests/browser/screenshots/how-many-desktop.png' });
    await page.close();
  });

  it('shows a long count’s pass, column or row and time left, and a Cancel lands on the next frame', async () => {
    const page = await session.newPage(DESKTOP);
    // Every worker the page ends, so that the test can see the count's worker go.
    await page.addInitScript(countWorkerEnds);
    const terminatedWorkers = () => workersEnded(page);
    await openPaths(page);
    await page.getByRole('textbox', { name: 'Maze text' }).fill(open(15, 15));
    const panel = panelOf(page);
    await panel.getByRole('button', { name: 'Count', exact: true }).click();
    // A slower device may be told this takes over a minute: then it asks first.
    const anyway = panel.getByRole('button', { name: 'Count anyway' });
    // "Pass 2 of 5 · row 7 of 15 · about 9 s left", or "Passes 1–2 of 4 · …" while passes run side by side.
    const stage = panel.getByText(/^Pass(es \d–)?\d of \d · (row|column) \d+ of 15 · (about \d+ (s|min) left|time left not known yet)$/);
    await Promise.race([anyway.waitFor({ timeout: 30_000 }).then(() => anyway.click()), stage.waitFor({ timeout: 30_000 })]);
    await stage.waitFor({ timeout: 30_000 });
    await panel.getByRole('progressbar', { name: 'Counting simple paths' }).waitFor();
    await page.waitForFunction(() => Number(document.querySelector('.paths-how-many progress')?.getAttribute('value')) > 0.2, undefined, { timeout: 60_000 });
    await panel.screenshot({ path: 'tests/browser/screenshots/how-many-counting.png' });

    // Seen in the page: the panel says the count stopped in the first frame painted after the
    // click, without waiting on the worker (frames, not milliseconds: a busy machine slows both).
    const terminatedBefore = await terminatedWorkers();
    const framesToStop = await page.evaluate(async () => {
      const panelElement = document.querySelector('.paths-how-many')!;
      const cancel = [...panelElement.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')!;
      const simple = panelElement.querySelector('[data-kind="simple"] dd')!;
      cancel.click();
      let frames = 0;
      for (; simple.textContent !== 'stopped' && frames < 1000; frames++) await new Promise((resolve) => requestAnimationFrame(resolve));
      return frames;
    });
    expect(framesToStop).toBeLessThanOrEqual(1);
    await expect(panel.getByRole('button', { name: 'Cancel' }).count()).resolves.toBe(0);
    // The count's worker is gone, not still sweeping (a count cannot pause: it is terminated)...
    await expect.poll(terminatedWorkers).toBeGreaterThan(terminatedBefore);
    // ...and a small count right after answers.
    await page.getByRole('textbox', { name: 'Maze text' }).fill(open(5, 5));
    await panel.getByRole('button', { name: 'Count', exact: true }).click();
    await panel.getByText('All counted.').waitFor({ timeout: 30_000 });
    await expect(valueIn(panel, 'Simple paths').textContent()).resolves.toBe('8,512');
    await page.close();
  });

  it('says up front that an open 40×40 grid cannot be counted here, and gives the floor', async () => {
    const page = await session.newPage(DESKTOP);
    await openPaths(page);
    await page.getByRole('textbox', { name: 'Maze text' }).fill(open(40, 40));
    const panel = panelOf(page);
    await panel.getByRole('button', { name: 'Count', exact: true }).click();
    await panel.getByText(/^Too many to count exactly here: the count would hold about [\d.,]+ × 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ TB in memory at once, and a page may use about 1 GB\./).waitFor({ timeout: 10_000 });
    await panel.getByText(/^about 10[⁰¹²³⁴⁵⁶⁷⁸⁹]+ or more$/).waitFor({ timeout: 30_000 });
    // Corner to corner of an even square, both ends light on a checkerboard: no Hamiltonian path, said at once.
    await panel.getByText(/^None can exist: colour the grid as a checkerboard/).waitFor({ timeout: 30_000 });
    await page.close();
  });

  const layouts: [string, BrowserContextOptions][] = [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ];
  for (const [width, options] of layouts) {
    for (const [language, query, heading, count] of [
      ['English', '?lang=en', 'How many?', 'Count'],
      ['Chinese', '?lang=zh', '有多少？', '计数'],
    ] as const) {
      it(`has no serious or critical axe violations on the panel, counting and asking first (${width}, ${language})`, async () => {
        // axe opens pages of its own in the page's context: a page of browser.newPage() cannot have them.
        const context = await session.browser.newContext(options);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await openPaths(page, query);
        // 17×17: the checkerboard allows a Hamiltonian path corner to corner, so that count runs with its bar.
        await page.getByRole('textbox', { name: /Maze text|迷宫文本/ }).fill(open(17, 17));
        const panel = panelOf(page, heading);
        await panel.getByRole('button', { name: count, exact: true }).click();
        // The simple count asks first (minutes here), while the others count: the panel's busiest state.
        await panel.locator('.paths-how-many-beyond button').waitFor({ timeout: 30_000 });
        await panel.getByRole('progressbar').first().waitFor({ timeout: 30_000 });
        expect(await seriousViolations(page)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await panel.screenshot({ path: `tests/browser/screenshots/how-many-${width}-${language === 'English' ? 'en' : 'zh'}.png` });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('gives the Play tab’s exact number of perfect mazes of a hex maze, from its worker, and stops on a new maze', async () => {
    const context = await session.browser.newContext(PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}/?shape=hex&w=40&h=40&algorithm=backtracker&seed=exact&braid=0`);
    await page.getByText('This is one of about 10¹⁰⁸² possible 40×40 hex mazes.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Exact number' }).click();
    const digits = page.locator('.maze-count-digits');
    await digits.waitFor({ timeout: 30_000 });
    await expect(digits.getAttribute('data-count')).resolves.toBe(countSpanningTrees(hexTopology(40, 40)).toString());
    await page.getByText('Exactly, 1,083 digits:').waitFor();
    // The digits scroll in their box: the page keeps its width on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    // A new maze takes the old one's number away and offers its own.
    await page.getByRole('button', { name: 'New maze' }).click();
    await page.getByRole('button', { name: 'Exact number' }).waitFor({ timeout: 30_000 });
    await expect(digits.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
