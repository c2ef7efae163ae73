import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDailyDate } from '../../src/game/daily/dailyDate';
import { dailyMaze } from '../../src/game/daily/dailyMaze';
import { settingsFromQuery, settingsToQuery } from '../../src/game/url';
import { runMaze } from '../support/cli';
import { ARROW, solutionDirections } from '../support/walk';
import { hasChromium } from './chromium';
import { baseUrl, chromiumSession, DESKTOP, mazeOf, tapKey } from './session';

/** A Friday (a 24×24 square, Hard, in the week's rotation) and the Monday before it (12×12, Easy). */
const TODAY = '2026-11-27';
const ARCHIVED = '2026-11-23';

const moves = async (page: Page) => Number((await page.getByRole('status').locator('span').first().textContent())!.replace(/\D/g, ''));

/** The page's maze settings, as its address bar carries them. */
const pageQuery = (page: Page) => settingsToQuery(settingsFromQuery(new URL(page.url()).search).settings);

/** Walks the shortest way out by the arrow keys, one tap at a time, each move seen on screen. */
async function solveByKeys(page: Page) {
  const directions = solutionDirections(mazeOf(page));
  for (const [i, direction] of directions.entries()) {
    await tapKey(page, ARROW[direction]);
    if (i % 10 === 9) await expect.poll(() => moves(page)).toBe(i + 1);
  }
  return directions.length;
}

describe.skipIf(!hasChromium)('the daily maze, on a fixed date', () => {
  const session = chromiumSession();
  let page: Page;
  const errors: string[] = [];
  const card = () => page.getByRole('region', { name: /^Daily maze #/ });
  const streak = async () => (await card().getByRole('definition').nth(3).textContent())!;

  beforeAll(async () => {
    const context = await session.browser.newContext({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await page.clock.setFixedTime(new Date(`${TODAY}T12:00:00`));
    // The Web Share API, where the browser has one, would open a share sheet: the clipboard is what is read here.
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  });

  it('opens today’s maze at #daily: the CLI’s maze of the same date, its query in the address bar', async () => {
    await page.goto(`${baseUrl}/#daily`);
    await page.getByRole('img', { name: /Maze of/ }).waitFor({ timeout: 60_000 });
    await page.waitForURL(/#daily=2026-11-27$/);
    // The CLI's line for the date, run here in Node: the page's address bar carries exactly it.
    const { stdout } = await runMaze(['daily', '--date', TODAY]);
    expect(stdout).toBe(`${settingsToQuery(dailyMaze(parseDailyDate(TODAY)!).settings)}\n`);
    expect(new URL(page.url()).search).toBe(stdout.trim());
    expect(pageQuery(page)).toBe(stdout.trim());
    await page.locator('.daily-banner').getByText('Daily maze #331 · Fri 27 Nov · Hard').waitFor();
    await page.evaluate(() => localStorage.removeItem('maze.daily.v1'));
  });

  it('solved by keyboard, shows the result card; Share copies the text', async () => {
    await page.getByRole('img', { name: /Maze of/ }).focus();
    const fewest = await solveByKeys(page);
    await card().waitFor();
    const text = (await card().textContent())!;
    expect(text).toContain('Daily maze #331');
    expect(text).toMatch(/Time\d+:\d\d/);
    expect(text).toContain('Efficiency100%');
    expect(text).toContain(`Moves${fewest} of ${fewest}`);
    expect(await streak()).toBe('1 day');
    await card().getByRole('button', { name: 'Share' }).click();
    await card().getByText('Copied').waitFor();
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared.startsWith('Maze #331 · Square 24×24 · Hard')).toBe(true);
    expect(shared).toMatch(/\d+:\d\d/);
    expect(shared).toContain('100%');
    expect(shared).toContain('🟩🟩🟩🟩🟩🟩🟩🟩🟩🟩');
    expect(shared.endsWith(`/#daily=${TODAY}`)).toBe(true);
  });

  it('keeps the streak over a reload', async () => {
    await page.reload();
    await card().waitFor({ timeout: 60_000 });
    expect(await streak()).toBe('1 day');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('maze.daily.v1')))!)).toEqual({ onTheDay: [TODAY], solved: [TODAY] });
  });

  it('plays an archived day from the archive: counted as played, the streak unchanged', async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Past days' }).click();
    await page.getByLabel('Day', { exact: true }).fill(ARCHIVED);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    await page.locator('.daily-banner').getByText('Daily maze #327 · Mon 23 Nov · Easy').waitFor({ timeout: 60_000 });
    await page.waitForURL(/#daily=2026-11-23$/);
    expect(pageQuery(page)).toBe(settingsToQuery(dailyMaze(parseDailyDate(ARCHIVED)!).settings));
    await page.getByRole('img', { name: /Maze of/ }).focus();
    await solveByKeys(page);
    await card().waitFor();
    expect(await streak()).toBe('1 day');
    expect((await card().textContent())!).toContain('Days played2 days');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('maze.daily.v1')))!)).toEqual({ onTheDay: [TODAY], solved: [ARCHIVED, TODAY] });
  });

  it('refuses a future day with a notice, and opens today’s', async () => {
    await page.goto(`${baseUrl}/#daily=2026-11-28`);
    await page.getByText('The daily maze of 2026-11-28 is not out yet: here is today’s.').waitFor({ timeout: 60_000 });
    await page.waitForURL(/#daily=2026-11-27$/);
    expect(errors).toEqual([]);
  });
});
