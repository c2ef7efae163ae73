import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { hasChromium } from './chromium';
import { clock, noticeableTasksSince, watchLongTasksScript } from './longTasks';
import { baseUrl, chromiumSession, DESKTOP, openGame, PHONE, type ChromiumSession } from './session';

/** A page that records every main-thread task over 50 ms from its first script (a test fails on those over NOTICEABLE_MS), and Print's calls to window.print (a headless print dialog would do nothing). */
async function newWatchedPage(session: ChromiumSession, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const page = await session.newPage({ ...options, acceptDownloads: true });
  await page.addInitScript(watchLongTasksScript);
  await page.addInitScript(() => {
    const watched = window as unknown as { printed: number };
    watched.printed = 0;
    window.print = () => void (watched.printed += 1);
  });
  return page;
}

async function openStudio(page: Page, query = ''): Promise<void> {
  await page.goto(`${baseUrl}/${query}#print`);
  await page.getByRole('button', { name: /Make PDF|生成 PDF/ }).waitFor({ timeout: 60_000 });
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).fill(value);
}

describe.skipIf(!hasChromium)('Print and the Print studio in Chromium', () => {
  const session = chromiumSession();

  it('#print opens the studio; a 12-maze book with answers builds and downloads as a PDF of 3 maze pages and 3 answer pages', async () => {
    const page = await newWatchedPage(session);
    await openStudio(page);
    await expect(page.getByRole('tab', { name: 'Print' }).getAttribute('aria-selected')).resolves.toBe('true');
    await fill(page, 'Base seed', 'class');
    await fill(page, 'How many mazes (1–100)', '12');
    await page.getByRole('radiogroup', { name: 'Mazes per page' }).getByRole('radio', { name: '4' }).check();
    await expect(page.getByRole('checkbox', { name: 'Answer-key pages at the back' }).isChecked()).resolves.toBe(true);
    await page.getByRole('img', { name: 'Preview of the first page of a 6-page book' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Make PDF' }).click()]);
    expect(download.suggestedFilename()).toBe('maze-book-class-12.pdf');
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(file);
    expect(pdf.getPageCount()).toBe(6);
    // A4 portrait, in points.
    expect(pdf.getPage(0).getSize()).toEqual({ width: 595.28, height: 841.89 });
    await expect(page.getByRole('status').filter({ hasText: 'Saved' }).textContent()).resolves.toBe('Saved maze-book-class-12.pdf.');
    await page.screenshot({ path: 'tests/browser/screenshots/print-studio-desktop.png' });
    await page.close();
  });

  it('the page stays responsive while a 100-maze book builds, with progress and Cancel', async () => {
    const page = await newWatchedPage(session);
    await openStudio(page);
    await fill(page, 'How many mazes (1–100)', '100');
    await fill(page, 'Width', '40');
    await fill(page, 'Height', '40');
    await page.getByRole('img', { name: 'Preview of the first page of a 50-page book' }).waitFor();
    const since = await clock(page);
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: 'Make PDF' }).click()]);
    const file = readFileSync((await download.path())!);
    expect((await PDFDocument.load(file)).getPageCount()).toBe(50);
    expect(await noticeableTasksSince(page, since)).toEqual([]);

    // A second build, cancelled part way: nothing is saved and the page says so.
    await page.getByRole('button', { name: 'Make PDF' }).click();
    await page.getByRole('progressbar', { name: 'Making the PDF' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('status').filter({ hasText: 'The PDF was cancelled.' }).waitFor();
    await expect(page.getByRole('button', { name: 'Make PDF' }).isEnabled()).resolves.toBe(true);
    await page.close();
  });

  it('Print lays out the maze alone on a page and its answer key on the next, with no page chrome', async () => {
    const page = await newWatchedPage(session);
    await openGame(page, '?w=12&h=12&algorithm=backtracker&seed=print&braid=0');
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    await page.emulateMedia({ media: 'print' });
    await page.locator('.app').waitFor({ state: 'hidden' });
    const maze = page.getByRole('img', { name: 'The maze', exact: true });
    const answer = page.getByRole('img', { name: 'The maze with its solution (answer key)' });
    await maze.waitFor();
    await answer.waitFor();
    // Each fills a page: the answer starts where the maze's page ends.
    // In page coordinates, as the full-page screenshot has them: the page may be scrolled (to the Print button).
    const scrolled = await page.evaluate(() => window.scrollY);
    const inPage = (box: { x: number; y: number; width: number; height: number }) => ({ ...box, y: box.y + scrolled });
    const [mazeBox, answerBox] = [inPage((await maze.boundingBox())!), inPage((await answer.boundingBox())!)];
    expect(mazeBox.width).toBeGreaterThan(600);
    expect(answerBox.y).toBeGreaterThanOrEqual(mazeBox.y + mazeBox.height);
    const shot = PNG.sync.read(await page.screenshot({ path: 'tests/browser/screenshots/print-layout.png', fullPage: true }));
    // Walls are drawn (dark pixels) and the answer page carries the solution's colour where the maze page has none.
    const colours = (top: number, bottom: number) => {
      let dark = 0;
      let coloured = 0;
      for (let y = top; y < bottom; y++)
        for (let x = 0; x < shot.width; x++) {
          const i = (y * shot.width + x) * 4;
          const [r, g, b] = [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!];
          if (r + g + b < 200) dark++;
          if (Math.max(r, g, b) - Math.min(r, g, b) > 80) coloured++;
        }
      return { dark, coloured };
    };
    const mazePage = colours(Math.round(mazeBox.y), Math.round(mazeBox.y + mazeBox.height));
    const answerPage = colours(Math.round(answerBox.y), Math.min(shot.height, Math.round(answerBox.y + answerBox.height)));
    expect(mazePage.dark).toBeGreaterThan(1000);
    expect(answerPage.coloured).toBeGreaterThan(answerPage.dark / 20);
    expect(mazePage.coloured).toBeLessThan(answerPage.coloured / 10);
    // Back on screen, the sheet is hidden and the game is as it was.
    await page.emulateMedia({ media: 'screen' });
    await page.locator('.app').waitFor();
    await maze.waitFor({ state: 'hidden' });
    // Chromium's own print to PDF, through the print stylesheet: exactly two pages, on A4 and on
    // Letter. (Emulated screen media would print the page as the screen shows it: reset it first.)
    await page.emulateMedia({ media: null });
    for (const [times, format] of [[2, 'A4'], [3, 'Letter']] as const) {
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      await page.waitForFunction((n) => (window as unknown as { printed: number }).printed === n, times);
      expect((await PDFDocument.load(await page.pdf({ format }))).getPageCount()).toBe(2);
      // Printed, the pages leave: printing the page any other way prints the page.
      await page.getByTestId('print-sheet').waitFor({ state: 'detached' });
    }
    // The browser's own shortcut gives the same two pages, not the interface.
    await page.keyboard.press('Control+p');
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 4);
    expect((await PDFDocument.load(await page.pdf({ format: 'A4' }))).getPageCount()).toBe(2);
    await page.close();
  });

  it('prints a two-level maze from the game: its levels side by side with their stairs, and an answer key with the solution', async () => {
    const page = await newWatchedPage(session);
    await openStudio(page, '?w=8&h=6&levels=2&algorithm=backtracker&seed=two&braid=0');
    const adopt = page.getByRole('button', { name: 'Use the game’s maze settings' });
    await expect.poll(() => adopt.isEnabled()).toBe(true);
    await adopt.click();
    await expect(page.getByRole('combobox', { name: 'Levels' }).inputValue()).resolves.toBe('2');
    await fill(page, 'How many mazes (1–100)', '1');
    await page.getByRole('radiogroup', { name: 'Mazes per page' }).getByRole('radio', { name: '1' }).check();
    await page.getByRole('img', { name: 'Preview of the first page of a 2-page book' }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Make PDF' }).click()]);
    const path = (await download.path())!;
    expect((await PDFDocument.load(readFileSync(path))).getPageCount()).toBe(2);
    const dir = mkdtempSync(join(tmpdir(), 'maze-levels-'));
    const rendered = spawnSync('pdftoppm', ['-r', '60', '-png', path, join(dir, 'page')], { encoding: 'utf8' });
    expect(rendered.status, rendered.stderr).toBe(0);
    const [mazePage, answerPage] = readdirSync(dir).sort().map((name) => PNG.sync.read(readFileSync(join(dir, name))));
    const count = (png: PNG) => {
      let dark = 0;
      let red = 0;
      for (let i = 0; i < png.data.length; i += 4) {
        const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
        if (r + g + b < 200) dark++;
        if (r - g > 80 && r - b > 40) red++;
      }
      return { dark, red };
    };
    const [onMaze, onAnswer] = [count(mazePage!), count(answerPage!)];
    expect(onMaze.dark).toBeGreaterThan(1000);
    expect(onMaze.red).toBe(0);
    expect(onAnswer.red).toBeGreaterThan(200);
    await page.screenshot({ path: 'tests/browser/screenshots/print-studio-levels.png' });
    await page.close();
  });

  it('the Play tab leads to the studio', async () => {
    const page = await newWatchedPage(session);
    await openGame(page, '?w=8&h=8&algorithm=backtracker&seed=studio&braid=0');
    await page.getByRole('button', { name: 'Print studio' }).click();
    await page.getByRole('button', { name: 'Make PDF' }).waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).hash).toBe('#print');
    await page.close();
  });

  const sizes: [string, BrowserContextOptions][] = [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ];
  for (const [name, options] of sizes) {
    for (const language of ['en', 'zh'] as const) {
      it(`the studio has no serious or critical axe violations (${name}, ${language})`, async () => {
        const context = await session.browser.newContext(options);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await openStudio(page, language === 'zh' ? '?lang=zh' : '');
        await page.locator('.print-preview img').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.screenshot({ path: `tests/browser/screenshots/print-studio-${name}-${language}.png`, fullPage: true });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
