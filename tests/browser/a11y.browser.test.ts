import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { arrivalOf } from '../../src/store/announce';
import { blockBoard } from '../../src/game/board';
import type { Direction } from '../../src/game/moves';
import { runDirections as corridorRun, step } from '../support/moves';
import { seriousViolations } from './axe';
import { hasChromium } from './chromium';
import { chromiumSession, DESKTOP, mazeOf, openGame, PHONE, tapKey } from './session';

const TABS = ['Play', 'Solvers', 'Paths', 'Print'] as const;
const KEYS: Record<Direction, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };

/** Where a tab's screenshot goes: tab, language, width and colour scheme in its name. */
function screenshotOf(tab: string, language: 'en' | 'zh', options: BrowserContextOptions): string {
  const width = options.viewport && options.viewport.width < 600 ? 'phone' : 'desktop';
  return `tests/browser/screenshots/tab-${tab.toLowerCase()}-${language}-${width}-${String(options.colorScheme)}.png`;
}

const announced = (page: Page) => page.getByTestId('announcer').textContent();
const moves = async (page: Page) => Number((await page.getByText(/^Moves: \d+$/).textContent())!.slice(7));

describe.skipIf(!hasChromium)('accessibility', () => {
  const session = chromiumSession();

  const widths: [string, BrowserContextOptions][] = [
    ['desktop, 1280×800', DESKTOP],
    ['phone, 390×844', PHONE],
  ];
  // Both colour schemes, as the system asks for them (the page follows it while nothing was chosen).
  const cases = widths.flatMap(([name, options]) => (['light', 'dark'] as const).map((colorScheme) => [`${name}, ${colorScheme}`, { ...options, colorScheme }] as const));
  for (const [name, options] of cases) {
    it(`has no serious or critical axe violations on any tab (${name}); leaves its screenshots in both languages`, async () => {
      // axe opens pages of its own in the page's context: a page of browser.newPage() cannot have them.
      const context = await session.browser.newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openGame(page, '?w=15&h=15&algorithm=backtracker&seed=axe&braid=0');
      await expect(page.evaluate(() => document.documentElement.dataset.scheme)).resolves.toBe(options.colorScheme);
      const found: Record<string, string[]> = {};
      for (const tab of TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await page.locator('.loading').waitFor({ state: 'detached', timeout: 30_000 });
        await page.getByRole('tabpanel', { name: tab }).waitFor();
        found[tab] = await seriousViolations(page);
        await page.screenshot({ path: screenshotOf(tab, 'en', options) });
      }
      expect(found).toEqual({ Play: [], Solvers: [], Paths: [], Print: [] });
      // The same tabs in Chinese, to look at (tests/browser/screenshots): the tabs in their order.
      await page.getByRole('button', { name: '中文' }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      for (const [i, tab] of TABS.entries()) {
        await page.getByRole('tab').nth(i).click();
        await page.locator('.loading').waitFor({ state: 'detached', timeout: 30_000 });
        await expect.poll(() => page.getByRole('tab').nth(i).getAttribute('aria-selected')).toBe('true');
        await page.screenshot({ path: screenshotOf(tab, 'zh', options) });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('offers the maze as an application region that explains its keys', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=6&h=6&algorithm=backtracker&seed=region&braid=0');
    const region = page.getByRole('application', { name: 'Maze game' });
    await expect(region.getAttribute('aria-describedby')).resolves.toBeTruthy();
    const describedBy = (await region.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toMatch(/Arrow keys.*Shift/);
    // The focusable canvas is inside it: focusing the maze puts a screen reader in application mode.
    await page.getByRole('img', { name: /Maze of/ }).focus();
    await expect(region.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await page.close();
  });

  it('says the open ways on each move, a bumped wall once, and the win, read from the live region while walking a known maze', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=5&h=5&algorithm=backtracker&seed=speak&braid=0');
    const maze = mazeOf(page);
    await page.getByRole('img', { name: /Maze of/ }).focus();
    // A wall next to the entrance, bumped twice: said once (the region's text stays the same node).
    const wall = (Object.keys(KEYS) as Direction[]).find((direction) => !step(maze, maze.start, direction))!;
    await tapKey(page, KEYS[wall]);
    await expect.poll(() => announced(page)).toMatch(/^Wall /);
    const node = await page.getByTestId('announcer').locator('span').elementHandle();
    await tapKey(page, KEYS[wall]);
    await expect(node!.evaluate((span) => span.isConnected)).resolves.toBe(true);
    // Walk the shortest way out, reading each arrival from the live region.
    let at = maze.start;
    const seen = new Set<string>();
    const route = shortestRoute(maze);
    for (const [i, direction] of route.entries()) {
      at = step(maze, at, direction)!.to;
      await tapKey(page, KEYS[direction]);
      const expected = i === route.length - 1 ? /^Solved in \d+ moves/ : arrivalOf(blockBoard(maze), at);
      if (typeof expected === 'string') await expect.poll(() => announced(page)).toBe(expected);
      else await expect.poll(() => announced(page)).toMatch(expected);
      seen.add((await announced(page))!.replace(/:.*/, ''));
    }
    expect(seen.has('Open')).toBe(true);
    await page.close();
  });

  it('walks to the next junction on Shift with an arrow', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=15&h=15&algorithm=backtracker&seed=shift&braid=0');
    const maze = mazeOf(page);
    await page.getByRole('img', { name: /Maze of/ }).focus();
    const way = (Object.keys(KEYS) as Direction[]).find((direction) => step(maze, maze.start, direction))!;
    await page.keyboard.press(`Shift+${KEYS[way]}`);
    await expect.poll(() => moves(page)).toBe(corridorRun(maze, maze.start, way).length);
    await page.close();
  });

  it('hides the running time on request, and still times the run', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=6&h=6&algorithm=backtracker&seed=clock&braid=0');
    await page.getByText(/^Time: /).waitFor();
    await page.getByRole('checkbox', { name: 'Hide timer' }).check();
    await page.getByText(/^Time: /).waitFor({ state: 'hidden' });
    // The run is timed unseen: a move starts the clock, which goes on counting.
    const maze = mazeOf(page);
    const way = (Object.keys(KEYS) as Direction[]).find((direction) => step(maze, maze.start, direction))!;
    await page.getByRole('img', { name: /Maze of/ }).focus();
    await tapKey(page, KEYS[way]);
    const clock = page.locator('.status span[hidden]');
    const first = await clock.textContent();
    await expect.poll(() => clock.textContent(), { timeout: 30_000 }).not.toBe(first);
    await page.getByRole('checkbox', { name: 'Hide timer' }).uncheck();
    await page.getByText(/^Time: /).waitFor();
    await page.close();
  });
});

/** The moves of the shortest way from the entrance to the exit, found breadth first over the rules' moves. */
function shortestRoute(maze: ReturnType<typeof mazeOf>): Direction[] {
  const cameBy = new Map<number, { from: number; direction: Direction }>();
  const queue = [maze.start];
  const seen = new Set([maze.start]);
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === maze.goal) break;
    for (const direction of Object.keys(KEYS) as Direction[]) {
      const next = step(maze, at, direction);
      if (!next || seen.has(next.to)) continue;
      seen.add(next.to);
      cameBy.set(next.to, { from: at, direction });
      queue.push(next.to);
    }
  }
  const route: Direction[] = [];
  for (let at = maze.goal; at !== maze.start; ) {
    const link = cameBy.get(at)!;
    route.unshift(link.direction);
    at = link.from;
  }
  return route;
}
