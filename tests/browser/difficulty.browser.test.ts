import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { leaningDirections } from '../support/leaningWalk';
import { ARROW } from '../support/walk';
import { hasChromium } from './chromium';
import { chromiumSession, DESKTOP, mazeOf, openGame, tapKey } from './session';

/**
 * Three square mazes whose scores lie apart (3, 5 and 6 here): the page's difficulty must rank
 * them as a player who leans toward the goal pays for them. The player is walked by keys in the
 * page, and the page's own move counter is read, so the check is of what the page shows and counts.
 */
const MAZES = ['?w=12&h=12&algorithm=backtracker&seed=a&braid=0', '?w=20&h=20&algorithm=backtracker&seed=c&braid=0', '?w=60&h=40&algorithm=backtracker&seed=b&braid=0'];

const movesShown = async (page: Page) => Number((await page.getByRole('status').locator('span').first().textContent())!.replace(/\D/g, ''));

describe.skipIf(!hasChromium)('the difficulty on the page, against walks made in it', () => {
  const session = chromiumSession();

  it('ranks mazes as a goal-leaning walker pays for them: a higher score, more moves', async () => {
    const page = await session.newPage(DESKTOP);
    const walks: { difficulty: number; moves: number }[] = [];
    for (const query of MAZES) {
      await openGame(page, query);
      const line = page.getByText(/^Difficulty \d+\/10$/);
      await line.waitFor({ timeout: 30_000 });
      const difficulty = Number(/(\d+)\/10/.exec((await line.textContent())!)![1]);
      const directions = leaningDirections(mazeOf(page));
      await page.getByRole('img', { name: /Maze of/ }).focus();
      for (const [i, direction] of directions.entries()) {
        await tapKey(page, ARROW[direction]);
        if (i % 50 === 49) await expect.poll(() => movesShown(page)).toBe(i + 1);
      }
      // The walk ends at the exit: the page says it was solved, in as many moves as were walked.
      await page.getByRole('dialog', { name: /solved/i }).waitFor();
      expect(await movesShown(page)).toBe(directions.length);
      walks.push({ difficulty, moves: directions.length });
    }
    expect(walks.map((walk) => walk.difficulty)).toEqual([3, 5, 6]);
    for (let i = 1; i < walks.length; i++) expect(walks[i]!.moves).toBeGreaterThan(walks[i - 1]!.moves);
    await page.close();
  });
});
