import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { hasChromium } from './chromium';
import { baseUrl, chromiumSession, DESKTOP, PHONE } from './session';

/** Whether anything inside the page is wider than the page (a label or table that overflows). */
async function overflows(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** Where screenshots go for a person to look at (not compared: the text is what is tested). */
const SHOTS = process.env.LABS_SHOTS_DIR;

describe.skipIf(!hasChromium)('the labs in Chinese', () => {
  const session = chromiumSession();

  it('shows the Solvers lab in Chinese and runs a solver and a race there', async () => {
    const page = await session.newPage(DESKTOP);
    await page.goto(`${baseUrl}/?lang=zh#solvers`);
    const solver = page.getByRole('region', { name: '观看求解过程' });
    await solver.waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: '求解算法大比拼' }).waitFor();
    await page.getByRole('heading', { name: '观看迷宫生成' }).waitFor();
    // Run a solver to its end at once, in Chinese.
    await solver.getByRole('radio', { name: 'A*' }).check();
    const speed = solver.getByRole('slider', { name: '速度' });
    await speed.fill((await speed.getAttribute('max'))!);
    await expect.poll(() => solver.getByText(/^第 [\d,]+ 步，共 [\d,]+ 步$/).textContent(), { timeout: 30_000 }).toMatch(/^第 ([\d,]+) 步，共 \1 步$/);
    await expect.poll(() => solver.locator('dt', { hasText: '最短' }).locator('xpath=following-sibling::dd').textContent()).toBe('是');
    await page.getByRole('button', { name: '开始比拼' }).click();
    const table = page.getByRole('table', { name: '所有算法解同一个迷宫' });
    await table.waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '直接看结果' }).click();
    await expect(table.getByRole('columnheader').allTextContents()).resolves.toEqual(['算法', '已探索块数', '路径长度', '最短', '总是最短']);
    await expect(table.locator('tbody tr').count()).resolves.toBe(6);
    await page.close();
  });

  it('shows the Paths lab in Chinese and lists the paths there', async () => {
    const page = await session.newPage(DESKTOP);
    await page.goto(`${baseUrl}/?lang=zh#paths`);
    await page.getByRole('heading', { name: '所有路径' }).waitFor({ timeout: 60_000 });
    await page.getByRole('heading', { name: '网格' }).waitFor();
    await page.getByRole('button', { name: '找出所有路径' }).click();
    await page.getByText('已列出所有路径。').waitFor({ timeout: 30_000 });
    await expect(page.locator('.paths-total').textContent()).resolves.toMatch(/^总数：\d+$/);
    await expect(page.locator('.paths-listed').textContent()).resolves.toMatch(/^已列出：\d+$/);
    await expect(page.getByRole('list', { name: '路径' }).getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await page.close();
  });

  const widths: [string, BrowserContextOptions][] = [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ];
  for (const [name, options] of widths) {
    it(`has no serious or critical axe violations on either lab in Chinese, and nothing wider than the page (${name})`, async () => {
      const context = await session.browser.newContext(options);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const found: Record<string, string[]> = {};
      const wide: Record<string, boolean> = {};
      for (const [lab, heading] of [
        ['solvers', '观看求解过程'],
        ['paths', '所有路径'],
      ] as const) {
        await page.goto(`${baseUrl}/?lang=zh#${lab}`);
        await page.getByRole('heading', { name: heading }).waitFor({ timeout: 60_000 });
        // Checked once the race's table or the listing is on the page, with what they add.
        if (lab === 'solvers') {
          await page.getByRole('button', { name: '开始比拼' }).click();
          await page.getByRole('table', { name: '所有算法解同一个迷宫' }).waitFor({ timeout: 30_000 });
        } else {
          await page.getByRole('button', { name: '找出所有路径' }).click();
          await page.getByText('已列出所有路径。').waitFor({ timeout: 30_000 });
        }
        found[lab] = await seriousViolations(page);
        wide[lab] = await overflows(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${lab}-zh-${name}.png`, fullPage: true });
      }
      expect(found).toEqual({ solvers: [], paths: [] });
      expect(wide).toEqual({ solvers: false, paths: false });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
