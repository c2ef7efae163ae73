/**
 * `npm run bench:first-load`: how soon a visitor sees a maze. Builds the production bundle,
 * serves it, and opens the page in fresh headless Chromium contexts (no cache, no service
 * worker yet), reading the time from navigation start to the canvas's first maze drawn (the
 * `maze-drawn` performance mark MazeCanvas sets), and the first contentful paint. Also gives
 * the initial JS's gzipped size (scripts/bundle-budget.mjs's count). `--write` puts the table
 * into BENCHMARKS.md under "### Navigation to the first maze".
 */
import { spawnSync } from 'node:child_process';
import { writeSection } from './benchmarksFile';
import { buildProduction, serveBuild } from './productionBuild';
import { median } from './measure';

const RUNS = 15;
const PAGES: readonly { name: string; query: string }[] = [
  { name: 'the default maze (a bare visit)', query: '' },
  { name: 'a 30×20 hex maze link', query: '?shape=hex&w=30&h=20&algorithm=backtracker&seed=bench' },
  { name: 'a 100×100 square maze link', query: '?w=100&h=100&algorithm=backtracker&seed=bench' },
];

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  buildProduction();
  const budget = spawnSync(process.execPath, ['scripts/bundle-budget.mjs'], { encoding: 'utf8' });
  const size = budget.stdout.match(/initial JS: ([\d.]+) KB/)?.[1] ?? '?';
  const { url, browser, close } = await serveBuild();
  const rows = ['| page | first maze drawn, median ms | worst ms | first contentful paint, median ms |', '|---|---:|---:|---:|'];
  try {
    for (const target of PAGES) {
      const drawn: number[] = [];
      const paints: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        // A fresh context each time: nothing cached, as a first visit.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.goto(`${url}/${target.query}`);
        // Polled with strings: tsx's helpers (__name) do not exist in the page, and the page's
        // CSP forbids the eval that waitForFunction would use.
        for (let waited = 0; !(await page.evaluate("performance.getEntriesByName('maze-drawn').length > 0")); waited += 20) {
          if (waited > 30_000) throw new Error(`no maze drawn on ${target.name} within 30 s`);
          await page.waitForTimeout(20);
        }
        const [mark, fcp] = (await page.evaluate(
          "[performance.getEntriesByName('maze-drawn')[0].startTime, (performance.getEntriesByName('first-contentful-paint')[0] || { startTime: NaN }).startTime]",
        )) as [number, number];
        if (run > 0) {
          // The first run warms the server and the disk cache; it is not counted.
          drawn.push(mark);
          // Headless Chromium now and then reports no first-contentful-paint entry: such a run has no figure for it.
          if (Number.isFinite(fcp)) paints.push(fcp);
        }
        await context.close();
      }
      const row = `| ${target.name} | ${median(drawn).toFixed(0)} | ${Math.max(...drawn).toFixed(0)} | ${median(paints).toFixed(0)} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    await close();
  }
  console.log(`initial JS: ${size} KB gzipped`);
  if (write) {
    writeSection(
      '### Navigation to the first maze',
      `Written by \`npm run bench:first-load -- --write\`: the production build served on localhost, opened ${RUNS - 1} times per page (after one warm-up) in a fresh headless Chromium context at 1280×800, with no cache and no service worker, so as a first visit. ` +
        `"First maze drawn" is the \`maze-drawn\` mark the game canvas sets when it first paints a maze, from navigation start. Initial JS at the time: ${size} KB gzipped.`,
      rows,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
