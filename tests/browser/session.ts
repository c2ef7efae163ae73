import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { generateMaze, type GeneratedMaze } from '../../src/core';
import { settingsFromQuery } from '../../src/game/url';
import { launchChromium } from './chromium';

/** Where the production build is served (see globalSetup.ts). */
export const baseUrl = inject('baseUrl');

export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true };

export interface ChromiumSession {
  /** The file's browser, launched before its first test. */
  readonly browser: Browser;
  /** A new page whose uncaught errors fail the file. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * One Chromium for a test file, launched before its tests and closed after them; every page it
 * opens is watched, and an error any of them threw fails the file at the end.
 */
export function chromiumSession(): ChromiumSession {
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    expect(errors).toEqual([]);
  });
  return {
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    async newPage(options) {
      const page = await this.browser.newPage(options);
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    },
  };
}

/** Opens the game on a link's maze and waits until it is drawn. */
export async function openGame(page: Page, query: string, name: string | RegExp = /Maze of/): Promise<void> {
  await page.goto(`${baseUrl}/${query}`);
  await page.getByRole('img', { name }).waitFor({ timeout: 60_000 });
}

/** The maze a page shows, rebuilt in Node from its URL: the same seed gives the same maze everywhere. */
export function mazeOf(page: Page): GeneratedMaze {
  const { settings, problems } = settingsFromQuery(new URL(page.url()).search);
  expect(problems).toEqual([]);
  return generateMaze(settings);
}

/**
 * Presses a key as a quick tap does: keydown and keyup in one task of the page, on the focused
 * element (the game listens on the window). The game repeats a held movement key after
 * REPEAT_DELAY_MS (src/input/useKeyboard.ts); page.keyboard.press sends its keyup in a second
 * round trip, which a busy machine can deliver later than that, and the player then walks a
 * cell more than the test pressed for.
 */
export async function tapKey(page: Page, key: string): Promise<void> {
  await page.evaluate((tapped) => {
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(new KeyboardEvent('keydown', { key: tapped, bubbles: true, cancelable: true }));
    target.dispatchEvent(new KeyboardEvent('keyup', { key: tapped, bubbles: true, cancelable: true }));
  }, key);
}
