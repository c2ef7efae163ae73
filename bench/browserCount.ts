/**
 * `npm run bench:browser-count`: record-class counts in the page, as a player runs them. Builds
 * the production bundle, serves it, types an open n×n grid (or the 16×16 grid with 15 % walls of
 * bench/countRecordRun.ts) into the Paths tab and presses the How many? panel's Count, timing
 * from the press to the simple paths' exact value (checked against A007764, or the Node count).
 * The page runs the dense passes on one Web Worker per core (two here). Peak memory is the rise
 * of Chromium's resident memory over the page at rest, sampled every 100 ms. `--write` puts the
 * table into BENCHMARKS.md under "### Counting in the browser".
 */
import { execFileSync } from 'node:child_process';
import { writeSection } from './benchmarksFile';
import { buildProduction, serveBuild } from './productionBuild';
import { A007764, OBSTACLES_16, obstacleGrid, openGrid } from './recordGrids';

/** Chromium's resident memory in MB, all its processes. */
function chromiumMb(): number {
  const out = execFileSync('ps', ['-C', 'chromium', '-o', 'rss='], { encoding: 'utf8' });
  return out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024;
}

function gridText(kind: 'open' | 'obstacles', n: number): string {
  const { cells } = kind === 'open' ? openGrid(n) : obstacleGrid(n);
  return Array.from({ length: n }, (_, r) => cells.subarray(r * n, r * n + n).join(' ')).join('\n');
}

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  // `-- 16 17` or `-- obstacles`: only those cases (for a quick look; --write wants them all).
  const picked = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  buildProduction();
  const { url, browser, close } = await serveBuild();
  const rows = ['| count | workers | ms | peak memory added | check |', '|---|---:|---:|---:|---|'];
  const cases: { name: string; kind: 'open' | 'obstacles'; n: number; expected: string }[] = [
    ...[14, 15, 16, 17].map((n) => ({ name: `a(${n}), open ${n}×${n}`, kind: 'open' as const, n, expected: A007764[n]! })),
    { name: '16×16 with 15% walls', kind: 'obstacles' as const, n: 16, expected: OBSTACLES_16 },
  ].filter((test) => (picked.length === 0 ? !process.argv.includes('--obstacles') || test.kind === 'obstacles' : picked.includes(test.kind === 'open' ? String(test.n) : test.kind)));
  try {
    for (const test of cases) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${url}/#paths`);
      await page.getByRole('textbox', { name: 'Maze text' }).fill(gridText(test.kind, test.n));
      const panel = page.getByRole('region', { name: 'How many?' });
      await page.waitForTimeout(500);
      const workers = (await page.evaluate('navigator.hardwareConcurrency')) as number;
      const rest = chromiumMb();
      let peak = rest;
      const sampler = setInterval(() => (peak = Math.max(peak, chromiumMb())), 100);
      const t0 = Date.now();
      await panel.getByRole('button', { name: 'Count', exact: true }).click();
      const anyway = panel.getByRole('button', { name: 'Count anyway' });
      const value = panel.locator('[data-kind="simple"] [data-count]');
      // A count over a minute asks first; this one is meant.
      await Promise.race([anyway.waitFor({ timeout: 600_000 }).then(() => anyway.click()), value.waitFor({ timeout: 600_000 })]);
      await value.waitFor({ timeout: 600_000 });
      const ms = Date.now() - t0;
      clearInterval(sampler);
      const count = await value.getAttribute('data-count');
      if (count !== test.expected) throw new Error(`${test.name}: the page counted ${count}, expected ${test.expected}`);
      const row = `| ${test.name} | ${workers} | ${ms} | ${Math.round(peak - rest)} MB | exact, ${count.length} digits, checked |`;
      console.log(row);
      rows.push(row);
      await context.close();
    }
  } finally {
    await close();
  }
  if (write) {
    writeSection(
      '### Counting in the browser',
      'Written by `npm run bench:browser-count -- --write`: the production build in headless Chromium, the grid typed into the Paths tab and How many? → Count pressed, timed from the press to the simple paths\' exact value on the page (one run each; the timer includes the page sizing the count up). The dense passes run on one Web Worker per core. Peak memory is the rise of Chromium\'s resident memory over the page at rest.',
      rows,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
