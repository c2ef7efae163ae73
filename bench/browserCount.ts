/**
 * `npm run bench:browser-count`: the issue's counts in the page, as a player runs them, on the
 * production build served on localhost:
 * - record-class simple paths: an open n×n grid (or the 16×16 grid with 15 % walls of
 *   bench/countRecordRun.ts) typed into the Paths tab, How many? → Count pressed, timed from the
 *   press (or from Count anyway, see pressCount) to the simple paths' exact value (checked
 *   against A007764, or the Node count);
 * - Hamiltonian paths of open 10×10 and 12×12 grids, NW to SW corner (the goal moved with the
 *   editor's keys), timed from the shortest count's value to the Hamiltonian one's (they run one
 *   after another in the counting worker), checked against the Node count;
 * - perfect mazes (spanning trees) of a 40×40 square, a 40×40 hex and 20 polar rings: the Play
 *   tab's "Exact number" pressed under the maze, timed to the digits, checked likewise.
 * Each runs in Chromium on every core (one Web Worker per core for the dense passes), then the
 * simple-path counts again in Chromium pinned to one core (taskset), where the page sees one
 * core and runs one pass worker: the one-worker figures. Peak memory is the rise of Chromium's
 * resident memory over the page at rest, sampled every 100 ms. `-- 16 hamiltonian` runs only
 * those cases, `--all-cores` skips the one-core runs; `--write` (all cases) puts the table into
 * BENCHMARKS.md under "### Counting in the browser".
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { countHamiltonianPaths, countSpanningTrees } from '../src/core';
import { writeSection } from './benchmarksFile';
import { buildProduction, serveBuild } from './productionBuild';
import { A007764, OBSTACLES_16, obstacleGrid, openGrid, TREE_SHAPES, type TreeShape } from './recordGrids';

/** Chromium's resident memory in MB, all its processes. */
function chromiumMb(): number {
  const out = execFileSync('ps', ['-C', 'chromium', '-o', 'rss='], { encoding: 'utf8' });
  return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
}

function gridText(kind: 'open' | 'obstacles', n: number): string {
  const { blocks } = kind === 'open' ? openGrid(n) : obstacleGrid(n);
  return Array.from({ length: n }, (_, r) => blocks.subarray(r * n, r * n + n).join(' ')).join('\n');
}

/** One count in the page: how to get there, and how to run it (its time in ms and its value). */
interface Case {
  readonly name: string;
  /** What `-- …` picks it by. */
  readonly tag: string;
  readonly open: (page: Page, url: string) => Promise<void>;
  readonly run: (page: Page) => Promise<{ ms: number; count: string }>;
  readonly expected: () => string;
  /** Also run on one core (the dense passes' one-worker figure). */
  readonly oneCore?: boolean;
}

const pathsPanel = (page: Page) => page.getByRole('region', { name: 'How many?' });

async function typeGrid(page: Page, url: string, text: string): Promise<void> {
  await page.goto(`${url}/#paths`);
  await page.getByRole('textbox', { name: 'Maze text' }).fill(text);
  await page.waitForTimeout(500);
}

/**
 * Presses Count, and Count anyway should the page ask first (these counts are meant); returns
 * when the simple count began (Date.now()): the press, or Count anyway, which puts the count
 * before the panel's other counts.
 */
async function pressCount(page: Page): Promise<number> {
  const panel = pathsPanel(page);
  const pressed = Date.now();
  await panel.getByRole('button', { name: 'Count', exact: true }).click();
  const anyway = panel.getByRole('button', { name: 'Count anyway' });
  const simple = panel.locator('[data-kind="simple"] [data-count]');
  const asked = await Promise.race([anyway.waitFor({ timeout: 600_000 }).then(() => true), simple.waitFor({ timeout: 600_000 }).then(() => false)]);
  if (!asked) return pressed;
  const began = Date.now();
  await anyway.click();
  return began;
}

function simplePaths(kind: 'open' | 'obstacles', n: number, expected: string): Case {
  return {
    name: kind === 'open' ? `simple paths a(${n}), open ${n}×${n}` : `simple paths, 16×16 with 15% walls`,
    tag: kind === 'open' ? String(n) : 'obstacles',
    open: (page, url) => typeGrid(page, url, gridText(kind, n)),
    run: async (page) => {
      const t0 = await pressCount(page);
      const value = pathsPanel(page).locator('[data-kind="simple"] [data-count]');
      await value.waitFor({ timeout: 600_000 });
      return { ms: Date.now() - t0, count: (await value.getAttribute('data-count'))! };
    },
    expected: () => expected,
    oneCore: true,
  };
}

function hamiltonian(n: number): Case {
  const grid = openGrid(n);
  return {
    name: `Hamiltonian paths, open ${n}×${n}, NW to SW corner`,
    tag: 'hamiltonian',
    open: async (page, url) => {
      await typeGrid(page, url, gridText('open', n));
      // The goal to the SW corner: the editor's keys, from its cursor at the NW corner.
      await page.getByRole('radio', { name: 'Goal' }).click();
      const editor = page.getByRole('application', { name: /^Maze editor/ });
      await editor.focus();
      for (let i = 1; i < n; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await page.getByRole('application', { name: new RegExp(`goal \\(${n - 1},0\\)`) }).waitFor();
    },
    run: async (page) => {
      // When each count's value appears, stamped in the page.
      await page.evaluate(() => {
        const seen: Record<string, number> = {};
        (window as unknown as { countSeen: Record<string, number> }).countSeen = seen;
        new MutationObserver(() => {
          for (const element of document.querySelectorAll('.paths-how-many [data-kind] [data-count]')) {
            const kind = element.closest('[data-kind]')!.getAttribute('data-kind')!;
            seen[kind] ??= performance.now();
          }
        }).observe(document.body, { subtree: true, childList: true });
      });
      await pressCount(page);
      const value = pathsPanel(page).locator('[data-kind="hamiltonian"] [data-count]');
      await value.waitFor({ timeout: 600_000 });
      const seen = (await page.evaluate('window.countSeen')) as Record<string, number>;
      return { ms: Math.round(seen.hamiltonian! - seen.shortest!), count: (await value.getAttribute('data-count'))! };
    },
    expected: () => countHamiltonianPaths(grid, 0, (n - 1) * n).toString(),
  };
}

function perfectMazes(name: string, query: string, shape: TreeShape): Case {
  return {
    name: `perfect mazes (spanning trees), ${name}`,
    tag: 'mazes',
    open: async (page, url) => {
      await page.goto(`${url}/?${query}&algorithm=backtracker&seed=bench&braid=0`);
      await page.getByRole('button', { name: 'Exact number' }).waitFor({ timeout: 60_000 });
    },
    run: async (page) => {
      const t0 = Date.now();
      await page.getByRole('button', { name: 'Exact number' }).click();
      const digits = page.locator('.maze-count-digits');
      await digits.waitFor({ timeout: 600_000 });
      return { ms: Date.now() - t0, count: (await digits.getAttribute('data-count'))! };
    },
    expected: () => countSpanningTrees(TREE_SHAPES[shape]()).toString(),
  };
}

const CASES: readonly Case[] = [
  ...[14, 15, 16, 17].map((n) => simplePaths('open', n, A007764[n]!)),
  simplePaths('obstacles', 16, OBSTACLES_16),
  hamiltonian(10),
  hamiltonian(12),
  perfectMazes('square 40×40', 'w=40&h=40', 'square'),
  perfectMazes('hex 40×40', 'shape=hex&w=40&h=40', 'hex'),
  perfectMazes('polar 20 rings', 'shape=polar&rings=20', 'polar'),
];

/** Runs the cases in one Chromium (pinned to one core, or not): a table row each. */
async function runCases(cases: readonly Case[], oneCore: boolean): Promise<string[]> {
  const rows: string[] = [];
  const { url, browser, close } = await serveBuild({ oneCore });
  try {
    for (const test of cases) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await test.open(page, url);
      const workers = (await page.evaluate('navigator.hardwareConcurrency')) as number;
      const rest = chromiumMb();
      let peak = rest;
      const sampler = setInterval(() => (peak = Math.max(peak, chromiumMb())), 100);
      const { ms, count } = await test.run(page);
      clearInterval(sampler);
      const expected = test.expected();
      if (count !== expected) throw new Error(`${test.name}: the page counted ${count}, expected ${expected}`);
      const row = `| ${test.name} | ${workers} | ${ms} | ${Math.round(peak - rest)} MB | exact, ${count.length} digits, checked |`;
      console.log(row);
      rows.push(row);
      await context.close();
    }
  } finally {
    await close();
  }
  return rows;
}

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  const picked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  const cases = CASES.filter((test) => picked.length === 0 || picked.includes(test.tag));
  buildProduction();
  const rows = ['| count | workers | ms | peak memory added | check |', '|---|---:|---:|---:|---|'];
  // On every core (two here), then the simple-path counts again on one core: the page's one-worker figures.
  rows.push(...(await runCases(cases, false)));
  if (!process.argv.includes('--all-cores')) rows.push(...(await runCases(cases.filter((test) => test.oneCore), true)));
  if (write) {
    writeSection(
      '### Counting in the browser',
      "Written by `npm run bench:browser-count -- --write` (bench/browserCount.ts): the production build in headless Chromium, each count run as a player runs it, one run each. Simple paths: the grid typed into the Paths tab and How many? → Count pressed, timed from the press to the exact value on the page (the timer includes the page sizing the count up; where the page asks first, as it does for a count it reckons over a minute, from Count anyway, which puts that count before the panel's others); the dense passes run on one Web Worker per core. Hamiltonian paths: the goal moved to the SW corner, timed from the shortest count's value to the Hamiltonian one's (the counting worker runs them one after the other). Perfect mazes: the Play tab's Exact number under the maze, timed to its digits. Every value is checked against the Node count. Peak memory is the rise of Chromium's resident memory over the page at rest. The simple-path counts run twice: in Chromium on both cores, and in Chromium pinned to one core (taskset), where the page sees one core and runs one pass worker.",
      rows,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
