import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Maze } from '../../src/core';
import { arrivalOf } from '../../src/store/announce';
import { blockBoard } from '../../src/game/board';
import type { Direction } from '../../src/game/moves';
import { step } from '../support/moves';
import { seriousViolations } from './axe';
import { hasChromium } from './chromium';
import { baseUrl, chromiumSession, DESKTOP, mazeOf, openGame, PHONE, tapKey } from './session';
import { loadChineseFirst } from '../support/chinese';

// The test reads the Chinese books itself (arrivalOf) to know what the page should say.
loadChineseFirst();

const KEYS: Record<Direction, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' };
const CHINESE_MAZE = /^方格迷宫，/;

const announced = (page: Page) => page.getByTestId('announcer').textContent();
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The moves of the shortest way from the entrance to the exit (breadth first over the blocks). */
function shortestRoute(maze: Maze): Direction[] {
  const came = new Map<number, [number, Direction]>([[maze.start, [-1, 'up']]]);
  const queue = [maze.start];
  for (let i = 0; i < queue.length && !came.has(maze.goal); i++) {
    for (const direction of Object.keys(KEYS) as Direction[]) {
      const next = step(maze, queue[i]!, direction);
      if (next && !came.has(next.to)) {
        came.set(next.to, [queue[i]!, direction]);
        queue.push(next.to);
      }
    }
  }
  const route: Direction[] = [];
  for (let at = maze.goal; at !== maze.start; at = came.get(at)![0]) route.unshift(came.get(at)![1]);
  return route;
}

describe.skipIf(!hasChromium)('Chinese and English', () => {
  const session = chromiumSession();

  it('opens in Chinese with ?lang=zh, switches to English and back, and keeps the choice over a reload', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=8&h=8&algorithm=backtracker&seed=zh&braid=0&lang=zh', CHINESE_MAZE);
    await expect(htmlLang(page)).resolves.toBe('zh-CN');
    await page.getByRole('button', { name: '生成新迷宫' }).waitFor();
    await expect(page.getByRole('button', { name: '中文' }).getAttribute('aria-pressed')).resolves.toBe('true');
    // The link named its language: the address bar keeps naming it.
    expect(new URL(page.url()).searchParams.get('lang')).toBe('zh');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(htmlLang(page)).resolves.toBe('en');
    await page.getByRole('button', { name: 'New maze' }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('en');

    await page.getByRole('button', { name: '中文' }).click();
    await page.getByRole('button', { name: '生成新迷宫' }).waitFor();

    // A link without lang= opens in the kept choice, and stays without it.
    await openGame(page, '?w=8&h=8&algorithm=backtracker&seed=kept&braid=0', CHINESE_MAZE);
    await expect(htmlLang(page)).resolves.toBe('zh-CN');
    expect(new URL(page.url()).search).toBe('?w=8&h=8&algorithm=backtracker&seed=kept&braid=0');
    await page.reload();
    await page.getByRole('img', { name: CHINESE_MAZE }).waitFor();

    // ?lang=en wins over the kept zh.
    await openGame(page, '?w=8&h=8&algorithm=backtracker&seed=en&braid=0&lang=en', /Maze of/);
    await expect(htmlLang(page)).resolves.toBe('en');
    await page.getByRole('button', { name: 'New maze' }).waitFor();
    await page.close();
  });

  it('lets a Chinese player walk a maze out, hearing each move and the win in Chinese', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=5&h=5&algorithm=backtracker&seed=speak&braid=0&lang=zh', CHINESE_MAZE);
    const maze = mazeOf(page);
    await page.getByRole('img', { name: CHINESE_MAZE }).focus();
    const wall = (Object.keys(KEYS) as Direction[]).find((direction) => !step(maze, maze.start, direction))!;
    await tapKey(page, KEYS[wall]);
    await expect.poll(() => announced(page)).toMatch(/^.边是墙。$/);
    let at = maze.start;
    const route = shortestRoute(maze);
    for (const [i, direction] of route.entries()) {
      at = step(maze, at, direction)!.to;
      await tapKey(page, KEYS[direction]);
      if (i === route.length - 1) await expect.poll(() => announced(page)).toMatch(/^走出来了！用了 \d+ 步、[\d.]+ 秒。$/);
      else await expect.poll(() => announced(page)).toBe(arrivalOf(blockBoard(maze), at, 'zh'));
    }
    // The dialog's code arrives on demand (fetched on the first move), so it shows a moment after the win is said.
    await page.getByRole('dialog', { name: '走出来了！' }).waitFor();
    await page.close();
  });

  const widths: [string, BrowserContextOptions, string][] = [
    ['desktop, 1280×800', DESKTOP, 'play-zh-desktop'],
    ['phone, 390×844', PHONE, 'play-zh-phone'],
  ];
  for (const [name, options, shot] of widths) {
    it(`has no serious or critical axe violations on the Play tab in Chinese, and the switch above the fold (${name})`, async () => {
      const context = await session.browser.newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${baseUrl}/?w=15&h=15&algorithm=backtracker&seed=axe&braid=0&lang=zh`);
      await page.getByRole('img', { name: CHINESE_MAZE }).waitFor({ timeout: 60_000 });
      await page.screenshot({ path: `tests/browser/screenshots/${shot}.png` });
      const viewport = page.viewportSize()!;
      for (const label of ['中文', 'English']) {
        const box = (await page.getByRole('button', { name: label }).boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(await seriousViolations(page)).toEqual([]);
      // The same page in English, to compare the header's row.
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('img', { name: /Maze of/ }).waitFor();
      await page.screenshot({ path: `tests/browser/screenshots/${shot.replace('zh', 'en')}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
