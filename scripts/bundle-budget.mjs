/* global process, console */
// The first load's JavaScript budget: what the page fetches before the first maze (the entry
// module and the modules it preloads, which are its static imports), gzipped. Lazy chunks (the
// labs, the drawing of cells) and workers do not count: they load on demand.
// Usage: node scripts/bundle-budget.mjs [distDir] — reads dist/ as the last production build left it.
//
// The budget is issue 9's: at most 100 KB gzipped before the first maze. React's own runtime is
// about 47 KB of it (see BENCHMARKS.md, "First load"); `npm test` (and CI) fails above it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 100;
const dist = process.argv[2] ?? 'dist';
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`bundle budget: ${indexPath} is missing; build first (npx vite build)`);
  process.exit(1);
}
const html = readFileSync(indexPath, 'utf8');
const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
if (scripts.length === 0) {
  console.error(`bundle budget: ${indexPath} has no module script`);
  process.exit(1);
}
let total = 0;
for (const url of new Set([...scripts, ...preloads])) {
  const bytes = gzipSync(readFileSync(join(dist, url.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)} KB  ${url}`);
}
const kb = total / 1024;
console.log(`initial JS: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`bundle budget: the initial JS is ${kb.toFixed(1)} KB gzipped, over its ${BUDGET_KB} KB budget`);
  process.exit(1);
}
