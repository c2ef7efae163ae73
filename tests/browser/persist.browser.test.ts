import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAVED_TEXT } from '../../src/i18n/saved';
import { EDITOR_KEY, GAME_KEY, LAB_KEY, SETTINGS_KEY } from '../../src/store/saved/parts';
import { ARROW, solutionDirections } from '../support/walk';
import { hasChromium } from './chromium';
import { baseUrl, chromiumSession, DESKTOP, mazeOf, openGame, tapKey } from './session';

const MAZE = '?w=12&h=9&algorithm=backtracker&seed=kept&braid=0';
const GRID = '0 1 0\n0 0 0\n1 0 0';

const moves = async (page: Page) => Number((await page.getByRole('status').locator('span').first().textContent())!.replace(/\D/g, ''));
const time = async (page: Page) => (await page.getByRole('status').locator('span').nth(1).textContent())!;
const notices = async (page: Page) => (await page.getByRole('list', { name: 'Notices' }).getByRole('listitem').allTextContents()).join('\n');

/** The bare page: it opens the kept maze. */
async function reopen(page: Page) {
  await page.goto(`${baseUrl}/`);
  await page.getByRole('img', { name: /Maze of/ }).waitFor({ timeout: 60_000 });
}

describe.skipIf(!hasChromium)('nothing lost on a reload', () => {
  const session = chromiumSession();
  let page: Page;

  beforeAll(async () => {
    page = await session.newPage(DESKTOP);
  });

  it('brings back the game in progress: maze, position, trail, moves and time', async () => {
    await openGame(page, MAZE);
    await page.evaluate(() => localStorage.clear());
    await openGame(page, MAZE);
    const maze = mazeOf(page);
    for (const [i, direction] of solutionDirections(maze).slice(0, 4).entries()) {
      await tapKey(page, ARROW[direction]);
      await expect.poll(() => moves(page)).toBe(i + 1);
    }
    expect(await moves(page)).toBe(4);
    const kept = () => page.evaluate(() => (JSON.parse(localStorage.getItem('maze.game') ?? 'null') as { data: { run: { trail: number[] } } } | null)?.data.run.trail);
    // The game is saved a moment after the last move.
    await expect.poll(kept).toHaveLength(5);
    const trail = await kept();
    expect(trail).toHaveLength(5);
    await reopen(page);
    expect(new URL(page.url()).search).toBe(MAZE);
    expect(await moves(page)).toBe(4);
    expect(await kept()).toEqual(trail);
    // The clock waits, paused at the time played, for the next move.
    // (The clock's text follows a tenth of a second after the maze is drawn.)
    await expect.poll(() => time(page)).not.toBe('Time: 0:00.0');
    const shown = await time(page);
    // The clock rewrites its text every tenth of a second (StatusBar): after four writes, a
    // running clock would show a later time.
    await page.getByRole('status').locator('span').nth(1).evaluate(async (clockText) => {
      await new Promise<void>((resolve) => {
        let writes = 0;
        const observer = new MutationObserver(() => {
          if (++writes < 4) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(clockText, { childList: true, characterData: true, subtree: true });
      });
    });
    expect(await time(page)).toBe(shown);
    await tapKey(page, ARROW[solutionDirections(maze)[4]!]);
    await expect.poll(() => moves(page)).toBe(5);
    await expect.poll(() => time(page)).not.toBe(shown);
    // A reload of the link itself resumes the same run.
    await page.reload();
    await page.getByRole('img', { name: /Maze of/ }).waitFor();
    expect(await moves(page)).toBe(5);
  });

  it('keeps the solution shown', async () => {
    await page.getByRole('button', { name: 'Show solution' }).click();
    await reopen(page);
    await page.getByRole('button', { name: 'Hide solution' }).waitFor();
  });

  it('keeps the Paths editor’s grid', async () => {
    await page.goto(`${baseUrl}/#paths`);
    await page.getByRole('textbox', { name: 'Maze text' }).fill(GRID);
    await page.reload();
    const box = page.getByRole('textbox', { name: 'Maze text' });
    await box.waitFor();
    expect((await box.inputValue()).trim()).toBe(GRID);
  });

  for (const key of [SETTINGS_KEY, GAME_KEY, EDITOR_KEY, LAB_KEY]) {
    it(`${key} corrupted: a notice, the page plays, and the other keys are kept`, async () => {
      await page.goto(`${baseUrl}/#paths`);
      await page.getByRole('textbox', { name: 'Maze text' }).fill(GRID);
      await openGame(page, MAZE);
      await page.evaluate((bad) => localStorage.setItem(bad, '{"version":1,"data":{'), key);
      await reopen(page);
      const expected = key === EDITOR_KEY ? SAVED_TEXT.en.editorReset : key === LAB_KEY ? SAVED_TEXT.en.labReset : SAVED_TEXT.en.gameReset;
      expect(await notices(page)).toContain(expected);
      // Some way is always open: one of the four arrows moves the player.
      const before = await moves(page);
      for (const direction of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) await page.keyboard.press(direction);
      await expect.poll(() => moves(page)).not.toBe(before);
      // A lost settings key leaves the run, which names its maze: only a lost game starts afresh.
      if (key !== GAME_KEY) expect(before).toBeGreaterThan(0);
      if (key !== EDITOR_KEY) {
        await page.goto(`${baseUrl}/#paths`);
        const box = page.getByRole('textbox', { name: 'Maze text' });
        await box.waitFor();
        expect((await box.inputValue()).trim()).toBe(GRID);
      }
      expect(await page.evaluate((bad) => localStorage.getItem(`${bad}.corrupt`), key)).toBe('{"version":1,"data":{');
    });
  }

  it('works with storage blocked, and says once that progress cannot be kept', async () => {
    const blocked = await session.newPage(DESKTOP);
    await blocked.addInitScript(() => {
      for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
        Storage.prototype[method] = () => {
          throw new DOMException('blocked', 'SecurityError');
        };
      }
    });
    await openGame(blocked, MAZE);
    for (const direction of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) await blocked.keyboard.press(direction);
    await expect.poll(() => moves(blocked)).toBeGreaterThan(0);
    expect((await notices(blocked)).split(SAVED_TEXT.en.cannotKeep)).toHaveLength(2);
    await blocked.close();
  });
});
