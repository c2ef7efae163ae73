import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './chromium';
import { baseUrl, chromiumSession, DESKTOP } from './session';

const QUERY = '?w=15&h=15&algorithm=backtracker&seed=offline&braid=0';
const moves = async (page: Page) => Number((await page.getByText(/^Moves: \d+$/).textContent())!.slice(7));

/** Whether the page can still reach the server: a URL no precache holds goes to the network. */
const reachesNetwork = (page: Page) =>
  page.evaluate(() =>
    fetch(`/not-precached-${Date.now()}`, { cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  );

describe.skipIf(!hasChromium)('the Content-Security-Policy', () => {
  const session = chromiumSession();

  it('is in force on the built page, as a header and a <meta>: an injected inline script does not run', async () => {
    const page = await session.newPage(DESKTOP);
    const response = await page.goto(`${baseUrl}/${QUERY}`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]').count()).resolves.toBe(1);
    // What an attacker's markup would do: add a script. The policy refuses it and says which rule.
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; refusedBy: string }>((resolve) => {
          const marker = window as unknown as { injectedRan?: boolean };
          document.addEventListener('securitypolicyviolation', (event) => resolve({ ran: marker.injectedRan === true, refusedBy: event.effectiveDirective }), { once: true });
          const script = document.createElement('script');
          script.textContent = 'window.injectedRan = true';
          document.head.append(script);
        }),
    );
    expect(outcome).toEqual({ ran: false, refusedBy: 'script-src-elem' });
    await page.close();
  });
});

describe.skipIf(!hasChromium)('the app offline, after a first visit', () => {
  const session = chromiumSession();
  let page: Page;
  /** What the page's Content-Security-Policy refused, from the console. */
  const refused: string[] = [];

  beforeAll(async () => {
    page = await session.newPage(DESKTOP);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(`${baseUrl}/${QUERY}`);
    await page.getByRole('img', { name: /Maze of/ }).waitFor({ timeout: 60_000 });
    // Controlled means installed: the worker activates only once the whole build is precached.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.context().setOffline(true);
  });

  afterAll(() => {
    expect(refused).toEqual([]);
  });

  it('is really offline: the network is out of reach', async () => {
    expect(await reachesNetwork(page)).toBe(false);
  });

  it('opens on a reload, served by the service worker, and plays', async () => {
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await page.getByRole('img', { name: /Maze of/ }).waitFor({ timeout: 60_000 });
    const before = await moves(page);
    const maze = page.getByRole('img', { name: /Maze of/ });
    await maze.focus();
    // From the start some way is open: try each until one moves the player.
    for (const key of ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp']) {
      await page.keyboard.press(key);
      if ((await moves(page)) > before) break;
    }
    expect(await moves(page)).toBe(before + 1);
  });

  it('opens the Solvers lab, whose chunk and worker come from the precache', async () => {
    await page.getByRole('tab', { name: 'Solvers' }).click();
    await page.getByRole('tab', { name: 'Solvers', selected: true }).waitFor();
    await page.getByRole('img', { name: /solving a/ }).first().waitFor({ timeout: 60_000 });
  });

  it('opens the Paths lab and lists paths in its worker', async () => {
    await page.getByRole('tab', { name: 'Paths' }).click();
    await page.getByRole('tab', { name: 'Paths', selected: true }).waitFor();
    await page.getByRole('textbox', { name: 'Maze text' }).fill('0 0 0 1\n0 0 0 0\n0 0 1 0');
    await page.getByRole('button', { name: 'Find all paths' }).click();
    await page.getByText('Listed: 6').waitFor({ timeout: 30_000 });
    await page.getByText('Total: 6').waitFor();
  });
});
