/**
 * `npm run bench:browser`: play on a million-cell maze of each shape in Chromium, on the
 * production build (the one users get). Walks the maze's solution with key presses, one every
 * REPEAT_EVERY_MS (the pace of a held key), and reports the frame gaps, the longest task, and
 * how many key presses took longer than a frame to reach the screen (Event Timing). Prints
 * Markdown rows; `--write` puts them into BENCHMARKS.md under "In Chromium". ONLY=hex runs the
 * mazes whose name starts so.
 * Then the main-thread tasks of the heavy moments the browser tests watch, against the strict
 * 50 ms (bench/browserTasks.ts): the tests allow up to 200 ms, what a person would notice.
 * `--play` runs only the first part, `--tasks` only the second; a missed target fails the run.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { HEADING_VECTORS, type Heading } from '../src/game/moves';
import { step, stepCell } from '../tests/support/moves';
import { settingsFromQuery } from '../src/game/url';
import { generateAndSolve } from '../src/workers/generation';
import { REPEAT_EVERY_MS } from '../src/input/useKeyboard';
import { levelOf } from '../src/core/shape/levels';
import { writeSection } from './benchmarksFile';
import { buildProduction, serveBuild } from './productionBuild';
import { median } from './measure';
import { HEAVY_MAZE_QUERY, measureHeavyMoments, STRICT_TASK_MS, TASKS_HEAD } from './browserTasks';

const MAZES: readonly { name: string; query: string; label: RegExp }[] = [
  { name: 'square 1000x1000 (blocks)', query: '?w=1000&h=1000&algorithm=backtracker&seed=bench&braid=0', label: /Maze of 1000/ },
  { name: 'square 1000x1000 (lines)', query: '?w=1000&h=1000&algorithm=backtracker&seed=bench&braid=0&style=lines', label: /Maze of 1000/ },
  { name: 'hex 1000x1000', query: '?shape=hex&w=1000&h=1000&algorithm=backtracker&seed=bench&braid=0', label: /Hex maze of 1000/ },
  { name: 'triangle 1000x1000', query: '?shape=triangle&w=1000&h=1000&algorithm=backtracker&seed=bench&braid=0', label: /Triangle maze of 1000/ },
  { name: 'upsilon 1000x1000', query: '?shape=upsilon&w=1000&h=1000&algorithm=backtracker&seed=bench&braid=0', label: /Octagon maze of 1000/ },
  { name: 'weave square 1000x1000 (0.3)', query: '?w=1000&h=1000&algorithm=backtracker&seed=bench&braid=0&weave=0.3', label: /Weave maze of 1000/ },
  { name: 'unicursal 1000x1000', query: '?w=1000&h=1000&algorithm=backtracker&seed=bench&braid=0&unicursal=1', label: /Unicursal labyrinth of 1000/ },
  { name: 'levels 500x500x4', query: '?w=500&h=500&levels=4&algorithm=backtracker&seed=bench&braid=0', label: /Maze of 4 levels/ },
  { name: 'polar 560 rings', query: '?shape=polar&rings=560&algorithm=backtracker&seed=bench&braid=0', label: /Circular maze of 560/ },
];

/** Key presses that walk the first `count` moves of the maze's solution. */
function solutionKeys(query: string, count: number): string[] {
  const { settings } = settingsFromQuery(query);
  const generated = generateAndSolve(settings);
  const keys: string[] = [];
  const KEY: Record<Heading, string> = { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight', 'up-left': 'q', 'up-right': 'e', 'down-left': 'z', 'down-right': 'c' };
  const path = generated.solution;
  if (generated.kind === 'cells') {
    let cameFrom = -1;
    for (let i = 1; i < path.length && keys.length < count; i++) {
      const { topology } = generated.maze;
      // A staircase: Page Up or Page Down.
      if (levelOf(topology, path[i]!) !== levelOf(topology, path[i - 1]!)) {
        keys.push(levelOf(topology, path[i]!) > levelOf(topology, path[i - 1]!) ? 'PageUp' : 'PageDown');
        cameFrom = path[i - 1]!;
        continue;
      }
      const heading = (Object.keys(HEADING_VECTORS) as Heading[]).find((h) => stepCell(generated.maze, path[i - 1]!, h, cameFrom) === path[i]);
      if (!heading) throw new Error(`no key reaches cell ${path[i]} from ${path[i - 1]}`);
      keys.push(KEY[heading]);
      cameFrom = path[i - 1]!;
    }
    return keys;
  }
  let at = path[0]!;
  for (let i = 1; i < path.length && keys.length < count; i++) {
    if (path[i] === at) continue;
    const direction = (['up', 'down', 'left', 'right'] as const).find((d) => step(generated.maze, at, d)?.to === path[i]);
    if (!direction) continue; // a passage block: crossed within the move
    keys.push(KEY[direction]);
    at = path[i]!;
  }
  return keys;
}

interface PlayNumbers {
  frames: number;
  medianGapMs: number;
  worstGapMs: number;
  longestTaskMs: number;
  slowKeys: number;
  keys: number;
}

async function playOn(page: Page, keys: readonly string[]): Promise<PlayNumbers> {
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  await page.evaluate(`(() => {
    window.frames_ = [];
    window.tasks_ = [];
    window.slow_ = 0;
    const loop = (t) => { window.frames_.push(t); requestAnimationFrame(loop); };
    requestAnimationFrame(loop);
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => window.tasks_.push(entry.duration))).observe({ type: 'longtask' });
    // Key presses whose next paint came more than a frame after the key (Event Timing reports from 16 ms).
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => { if (entry.name === 'keydown' && entry.duration > 33) window.slow_++; })).observe({ type: 'event', durationThreshold: 16 });
  })()`);
  for (const key of keys) {
    await page.keyboard.down(key);
    await page.keyboard.up(key);
    await page.waitForTimeout(REPEAT_EVERY_MS);
  }
  await page.waitForTimeout(300);
  const { frames, tasks, slow } = (await page.evaluate('({ frames: window.frames_, tasks: window.tasks_, slow: window.slow_ })')) as { frames: number[]; tasks: number[]; slow: number };
  const gaps = frames.slice(1).map((t, i) => t - frames[i]!);
  return { frames: frames.length, medianGapMs: median(gaps), worstGapMs: Math.max(...gaps), longestTaskMs: Math.max(0, ...tasks), slowKeys: slow, keys: keys.length };
}

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  const play = !process.argv.includes('--tasks');
  const heavy = !process.argv.includes('--play');
  buildProduction();
  const { url, browser, close } = await serveBuild();
  const rows: string[] = ['| maze | key presses | median frame gap ms | worst frame gap ms | longest task ms | keys later than a frame |', '|---|---:|---:|---:|---:|---:|'];
  let taskRows: string[] = [];
  let missed = 0;
  try {
    for (const maze of MAZES.filter((m) => play && (!process.env.ONLY || m.name.startsWith(process.env.ONLY)))) {
      console.error(`bench:browser: ${maze.name}…`);
      const keys = solutionKeys(maze.query, 60);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${url}/${maze.query}`);
      await page.getByRole('img', { name: maze.label }).waitFor({ timeout: 120_000 });
      await page.waitForTimeout(1000);
      await page.locator('.maze-markers').focus();
      const numbers = await playOn(page, keys);
      const moves = await page.locator('.status').textContent();
      const row = `| ${maze.name} | ${numbers.keys} (${moves?.match(/Moves: \d+/)?.[0] ?? '?'}) | ${numbers.medianGapMs.toFixed(1)} | ${numbers.worstGapMs.toFixed(1)} | ${numbers.longestTaskMs.toFixed(0)} | ${numbers.slowKeys} |`;
      console.log(row);
      rows.push(row);
      await page.close();
    }
    if (heavy) ({ rows: taskRows, missed } = await measureHeavyMoments(browser, url, solutionKeys(HEAVY_MAZE_QUERY, 160)));
  } finally {
    await close();
  }
  if (write && heavy) {
    writeSection(
      '## In Chromium: main-thread tasks in the heavy moments',
      'Written by `npm run bench:browser -- --write` (bench/browserTasks.ts): the production build in headless Chromium, each moment in a fresh page, its longest main-thread task against the app\'s aim of none over ' +
        `${STRICT_TASK_MS} ms. The browser tests watch the same moments but fail only on a task over 200 ms, what a person would notice (tests/browser/longTasks.ts): on CI's 2 shared cores the machine alone now and then stretches a task past 50 ms. ` +
        `Load average when this ran: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores (a figure over 50 ms on a busy machine may be the machine's).`,
      [...TASKS_HEAD, ...taskRows],
    );
  }
  if (missed > 0) {
    console.error(`bench:browser: ${missed} moment(s) had a main-thread task over ${STRICT_TASK_MS} ms.`);
    process.exitCode = 1;
  }
  if (write && play) {
    writeSection(
      '## In Chromium: playing a million-cell maze',
      'Written by `npm run bench:browser -- --write`: the production build in headless Chromium (software rendering) at 1280×800, zoomed in on the player as a maze this big starts. ' +
        `It walks the first moves of the solution with key presses ${REPEAT_EVERY_MS} ms apart (a held key's pace). A frame gap is the time between animation frames; "later than a frame" counts key presses whose next paint came more than 33 ms after the key, so it missed the frame after it (Event Timing, which rounds to 8 ms).`,
      rows,
    );
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
