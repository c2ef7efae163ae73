import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateShaped } from '../../src/core';
import { cellBoard } from '../../src/game/board';
import { writeMoveLog } from '../../src/game/ghost/moveLog';
import { shapeOptions } from '../../src/game/settings';
import { mazeKey, settingsFromQuery } from '../../src/game/url';
import { difficultyOfSettings } from '../../src/workers/bandSeedJob';
import { BANDS } from '../../src/game/bandSeed';
import { ARROW, solutionDirections } from '../support/walk';
import { hasChromium } from './chromium';
import { chromiumSession, DESKTOP, mazeOf, openGame, tapKey } from './session';

const CLIPBOARD = { ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] };

/** The ghost's marker on the marker layer: its violet pixels (#7c3aed, see-through) and their centre, in CSS px; null when none is drawn. */
function ghostOnCanvas(page: Page) {
  return page.locator('.maze-markers').evaluate((canvas: HTMLCanvasElement) => {
    const { data, width } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    let sx = 0;
    let sy = 0;
    for (let i = 0; i < data.length; i += 4) {
      // Violet: blue well above red, red well above green (the player is blue: red under green).
      const [r, g, b, a] = [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
      if (a < 60 || b < 150 || r < 70 || r - g < 40 || b - r < 60) continue;
      count++;
      sx += (i / 4) % width;
      sy += Math.floor(i / 4 / width);
    }
    const ratio = canvas.width / canvas.getBoundingClientRect().width;
    return count < 4 ? null : { count, x: sx / count / ratio, y: sy / count / ratio };
  });
}

/** Where a block's centre is on the page's canvas, in CSS px (the block painter's fitted view). */
async function blockCentre(page: Page, block: number, cols: number, rows: number) {
  return page.locator('.maze-markers').evaluate((canvas: HTMLCanvasElement, [at, c, r]) => {
    const rect = canvas.getBoundingClientRect();
    const size = Math.min((rect.width - 24) / c, (rect.height - 24) / r);
    const x = (rect.width - size * c) / 2 + ((at % c) + 0.5) * size;
    const y = (rect.height - size * r) / 2 + (Math.floor(at / c) + 0.5) * size;
    return { x, y, size };
  }, [block, cols, rows] as const);
}

async function solveByKeyboard(page: Page): Promise<void> {
  const maze = mazeOf(page);
  await page.locator('.maze-stage').focus();
  for (const direction of solutionDirections(maze)) await tapKey(page, ARROW[direction]);
  await page.getByRole('dialog', { name: /Solved/ }).waitFor();
}

describe.skipIf(!hasChromium)('the ghost race', () => {
  const session = chromiumSession();

  it('challenges a friend: the link copied opens the maze with the ghost armed, and the ghost runs to the exit', async () => {
    const page = await session.newPage(CLIPBOARD);
    await openGame(page, '?w=7&h=5&algorithm=backtracker&seed=ghost-race&braid=0');
    await solveByKeyboard(page);
    const dialog = page.getByRole('dialog', { name: /Solved/ });
    await dialog.getByRole('button', { name: 'Challenge a friend' }).click();
    await dialog.getByRole('status').getByText('Link copied: whoever opens it races your run.').waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\?w=7&h=5&algorithm=backtracker&seed=ghost-race&braid=0&ghost=[A-Za-z0-9_-]+$/);

    const friend = await session.newPage(DESKTOP);
    await friend.goto(link);
    await friend.getByRole('img', { name: /Maze of 7 by 5 cells/ }).waitFor();
    await friend.getByText(/^a friend’s run, 0:\d\d\.\d$/).waitFor();
    await expect(friend.getByRole('checkbox', { name: 'Race ghost' }).isChecked()).resolves.toBe(true);
    const maze = mazeOf(friend);
    // Armed at the start, under the player, until the first move.
    const start = await blockCentre(friend, maze.start, maze.cols, maze.rows);
    const waiting = await ghostOnCanvas(friend);
    expect(waiting).not.toBeNull();
    expect(Math.hypot(waiting!.x - start.x, waiting!.y - start.y)).toBeLessThan(start.size);
    // The friend moves once; the ghost sets off at its own pace and reaches the exit.
    await friend.locator('.maze-stage').focus();
    await tapKey(friend, ARROW[solutionDirections(maze)[0]!]);
    const exit = await blockCentre(friend, maze.goal, maze.cols, maze.rows);
    await expect
      .poll(async () => {
        const ghost = await ghostOnCanvas(friend);
        return ghost ? Math.hypot(ghost.x - exit.x, ghost.y - exit.y) : Infinity;
      }, { timeout: 15_000 })
      .toBeLessThan(exit.size);
    await friend.getByTestId('announcer').getByText('The ghost reached the exit.').waitFor();
    for (const direction of solutionDirections(maze).slice(1)) await tapKey(friend, ARROW[direction]);
    await friend.getByRole('dialog', { name: /Solved/ }).getByText(/(You beat the ghost by|The ghost won by) \d+:\d\d\.\d\.|A dead heat with the ghost\./).waitFor();
    await friend.close();
    await page.close();
  });

  it('races a ghost on a hex maze, drawn by the painter of cells', async () => {
    const query = '?shape=hex&w=6&h=5&algorithm=backtracker&seed=ghost-hex&braid=0';
    const { settings } = settingsFromQuery(query);
    const maze = generateShaped(shapeOptions(settings));
    const board = cellBoard(maze);
    // A run along the shortest route, a fifth of a second a move, made in Node.
    const route = [board.start];
    const parents = new Map<number, number>([[board.start, -1]]);
    for (let queue = [board.start]; queue.length > 0; ) {
      const at = queue.shift()!;
      board.forEachWay(at, (to) => {
        if (parents.has(to)) return;
        parents.set(to, at);
        queue.push(to);
      });
    }
    for (let at = board.goal; at !== board.start; at = parents.get(at)!) route.splice(1, 0, at);
    const log = writeMoveLog(board, mazeKey(settings), route, route.map((_, i) => Math.max(0, i - 1) * 200))!;
    const page = await session.newPage(DESKTOP);
    await openGame(page, `${query}&ghost=${log}`, /^Hex maze of 6 by 5 cells/);
    await page.getByText(/^a friend’s run, 0:02\.4$/).waitFor();
    expect(await ghostOnCanvas(page)).not.toBeNull();
    const before = (await ghostOnCanvas(page))!;
    await page.locator('.maze-stage').focus();
    // Any first move starts the race: whichever way is open.
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await tapKey(page, key);
      if ((await page.getByText(/^Moves: [1-9]/).count()) > 0) break;
    }
    await expect
      .poll(async () => {
        const ghost = await ghostOnCanvas(page);
        return ghost ? Math.hypot(ghost.x - before.x, ghost.y - before.y) : 0;
      }, { timeout: 15_000 })
      .toBeGreaterThan(20);
    await page.close();
  });

  it('opens a tampered ghost link with a notice saying what is wrong, and the maze still drawn', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=7&h=5&algorithm=backtracker&seed=ghost-race&braid=0&ghost=AQ5abcdefghijklmnop');
    await page.getByRole('region', { name: /notice/i }).getByText(/^Link value ghost='AQ5abcdefghijklmnop' was ignored: .+\. The maze opens without a ghost\.$/).waitFor();
    await page.getByRole('img', { name: /Maze of 7 by 5 cells/ }).waitFor();
    // No ghost to race: the toggle shows only once there is one (a kept best run, or a link's).
    await expect(page.getByRole('checkbox', { name: 'Race ghost' }).count()).resolves.toBe(0);
    await page.close();
  });
});

describe.skipIf(!hasChromium)('difficulty presets', () => {
  const session = chromiumSession();

  it('Expert gives a maze whose difficulty, computed in Node from the link, is in its band', async () => {
    const page = await session.newPage(DESKTOP);
    await openGame(page, '?w=6&h=6&algorithm=backtracker&seed=before&braid=0');
    await page.getByRole('button', { name: 'Expert' }).click();
    await page.getByRole('img', { name: /Maze of 60 by 40 cells/ }).waitFor();
    await expect.poll(() => new URL(page.url()).searchParams.get('w')).toBe('60');
    const { settings, problems } = settingsFromQuery(new URL(page.url()).search);
    expect(problems).toEqual([]);
    const difficulty = difficultyOfSettings(settings);
    expect(difficulty).toBeGreaterThanOrEqual(BANDS.expert[0]);
    expect(difficulty).toBeLessThanOrEqual(BANDS.expert[1]);
    await page.close();
  });
});
