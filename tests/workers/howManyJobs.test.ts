import { describe, expect, it, vi } from 'vitest';
import { countSpanningTrees, createGrid, exactCountWork, hexTopology, parseGrid, squareTopology } from '../../src/core';
import type * as Core from '../../src/core';
import { REFERENCE_SPEED } from '../../src/core/paths/countCost';
import { countPathsWith, stageFraction, type CountStage } from '../../src/core/paths/countPaths';
import type { PassRunner } from '../../src/core/paths/countDenseExact';
import { countDensePass } from '../../src/core/paths/countDense';
import { buildPlugIndex } from '../../src/core/paths/plugIndex';
import { costJob, hamiltonianJob, mazesJob, shortestJob } from '../../src/workers/howManyJobs';
import { countJob, estimateJob, MAX_ESTIMATE_BLOCKS } from '../../src/workers/pathsJob';
import { exactMazeCountJob, mazeCountJob } from '../../src/workers/mazeCountJob';
import { Countdown } from '../../src/workers/countdown';
import { mazeSizeOf } from '../../src/workers/mazeSize';
import { planOf, verdictOf } from '../../src/workers/countPlan';
import { memoryWords, stageWords, timeLeftWords } from '../../src/lab/paths/howManyWords';
import { HOW_MANY_TEXT } from '../../src/i18n/howMany';

// The maze count's graph building and work pricing, watched (they still run): a big square must answer without them.
vi.mock('../../src/core', async (importOriginal) => {
  const core = await importOriginal<typeof Core>();
  return { ...core, squareTopology: vi.fn(core.squareTopology), exactCountWork: vi.fn(core.exactCountWork) };
});

const EXAMPLE = parseGrid('0 0 0 1\n0 0 0 0\n0 0 1 0\n');
const en = HOW_MANY_TEXT.en;
const zh = HOW_MANY_TEXT.zh;

describe('the How many? jobs', () => {
  it('count the source example: 6 simple, 3 shortest, 1 Hamiltonian path', () => {
    const request = { grid: EXAMPLE, start: 0, goal: 11 };
    expect(countJob(request, () => undefined)).toBe(6n);
    expect(shortestJob(request, () => undefined)).toBe(3n);
    expect(hamiltonianJob(request, () => undefined)).toBe(1n);
  });

  it('counts the perfect mazes of a size exactly when that is within reach, and always gives the power of ten', () => {
    const small = mazesJob({ width: 3, height: 3 }, () => undefined);
    expect(small.exact).toBe(192n);
    expect(small.log10).toBeCloseTo(Math.log10(192), 6);
    expect(mazesJob({ width: 7, height: 5 }, () => undefined).exact).toBe(countSpanningTrees(squareTopology(7, 5)));
    // 500×500 is far past an exact count: only its logarithm, at once, from the closed form.
    const big = mazesJob({ width: 500, height: 500 }, () => undefined);
    expect(big.exact).toBeNull();
    expect(big.log10).toBeCloseTo(126239.4, 0);
  });

  it('passes a dense sweep’s stage on with its progress: the pass and the row', () => {
    const stages: CountStage[] = [];
    let clock = 0;
    countJob({ grid: createGrid(12, 12, 0), start: 0, goal: 143 }, (_done, _total, stage) => void (stage && stages.push(stage)), () => (clock += 200));
    expect(stages.length).toBeGreaterThan(0);
    for (const stage of stages) {
      expect(stage.rows).toBe(12);
      expect(stage.pass).toBeLessThan(stage.passes);
    }
  });

  it('says passes run side by side as one stage, from the round’s first pass, and never goes back', async () => {
    // Passes "side by side" on this thread: each runs whole when its turn comes.
    const runPass: PassRunner = (grid, moduli, onRow) => Promise.resolve(countDensePass(grid, buildPlugIndex(grid.cols + 1), moduli, { onRow }));
    const stages: CountStage[] = [];
    const total = await countPathsWith(createGrid(12, 12, 0), 0, 143, { onProgress: (_done, _total, stage) => void (stage && stages.push(stage)) }, runPass, 2);
    expect(total).toBe(182413291514248049241470885236n);
    expect(stages[0]).toMatchObject({ pass: 0, side: 2, rows: 12 });
    const fractions = stages.map(stageFraction);
    expect(fractions.every((f, i) => i === 0 || f >= fractions[i - 1]!)).toBe(true);
    expect(Math.max(...fractions)).toBeLessThanOrEqual(1);
  });

  it('does not walk a grid too large for Knuth’s walks to end: an open 400×400 grid answers at once', () => {
    // The walks run against the clock: a job that never reads it, nor reports progress, walked none.
    let clockReads = 0;
    let reports = 0;
    const estimate = estimateJob({ grid: createGrid(400, 400, 0), start: 0, goal: 400 * 400 - 1 }, () => void reports++, () => clockReads++);
    expect(estimate.walks).toBe(0);
    expect(estimate.log10).toBeNaN();
    expect([clockReads, reports]).toEqual([0, 0]);
    // A grid within reach does walk, reading the same clock.
    expect(estimateJob({ grid: createGrid(6, 6, 0), start: 0, goal: 35 }, () => void reports++, () => clockReads++).walks).toBeGreaterThan(0);
    expect(clockReads).toBeGreaterThan(0);
    expect(400 * 400).toBeGreaterThan(MAX_ESTIMATE_BLOCKS);
  });

  it('prices a count without measuring the device when it is quick anyway, and with it otherwise', () => {
    const quick = costJob({ grid: EXAMPLE, start: 0, goal: 11, speed: null });
    expect(quick.speed).toBeNull();
    expect(quick.cost.pieces).toBe(1);
    const given = costJob({ grid: createGrid(16, 16, 0), start: 0, goal: 255, speed: REFERENCE_SPEED });
    expect(given.speed).toBe(REFERENCE_SPEED);
    const plan = planOf(given);
    // Far past the quick counts that need no measured device (2 s).
    expect(plan.seconds).toBeGreaterThan(10);
    expect(verdictOf({ ...plan, seconds: 3 * 3600 })).toBe('ask');
    expect(verdictOf({ ...plan, seconds: 3 * 3600, sure: false })).toBe('count');
    expect(verdictOf({ ...plan, fits: false })).toBe('beyond');
    expect(verdictOf({ ...plan, seconds: 5 })).toBe('count');
  });
});

describe('the Play tab’s maze count', () => {
  it('is log10 of the spanning trees: the closed form for squares, the determinant for other cells', () => {
    expect(mazeCountJob({ kind: 'square', width: 3, height: 3 }).log10).toBeCloseTo(Math.log10(192), 9);
    expect(mazeCountJob({ kind: 'square', width: 1, height: 1 }).log10).toBe(0);
    expect(mazeCountJob({ kind: 'cells', topology: squareTopology(4, 3) }).log10).toBeCloseTo(Math.log10(Number(countSpanningTrees(squareTopology(4, 3)))), 9);
  });

  it('says whether the exact count is within reach, and gives it with progress to the last prime', () => {
    expect(mazeCountJob({ kind: 'square', width: 40, height: 40 }).exactWithinReach).toBe(true);
    expect(mazeCountJob({ kind: 'square', width: 86, height: 86 }).exactWithinReach).toBe(true);
    expect(squareTopology).toHaveBeenLastCalledWith(86, 86);
    expect(mazeCountJob({ kind: 'square', width: 100, height: 100 }).exactWithinReach).toBe(false);
    // A whole 2000×2000 square answers from its size, without building its graph or pricing its count.
    vi.mocked(squareTopology).mockClear();
    vi.mocked(exactCountWork).mockClear();
    expect(mazeCountJob({ kind: 'square', width: 2000, height: 2000 }).exactWithinReach).toBe(false);
    expect(squareTopology).not.toHaveBeenCalled();
    expect(exactCountWork).not.toHaveBeenCalled();
    const hex = hexTopology(6, 5);
    expect(mazeCountJob({ kind: 'cells', topology: hex }).exactWithinReach).toBe(true);
    const heard: (readonly [number, number])[] = [];
    expect(exactMazeCountJob({ kind: 'cells', topology: hex }, (progress) => heard.push(progress))).toBe(countSpanningTrees(hex));
    expect(exactMazeCountJob({ kind: 'square', width: 3, height: 3 }, () => undefined)).toBe(192n);
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.at(-1)![0]).toBe(heard.at(-1)![1]);
  });
});

describe('the panel’s words and numbers', () => {
  it('counts perfect mazes of the maze whose block grid the editor’s grid is, or the largest that fits', () => {
    expect(mazeSizeOf({ rows: 41, cols: 61 })).toEqual({ width: 30, height: 20, exact: true });
    expect(mazeSizeOf({ rows: 3, cols: 4 })).toEqual({ width: 1, height: 1, exact: false });
    expect(mazeSizeOf({ rows: 1, cols: 1 })).toEqual({ width: 1, height: 1, exact: false });
  });

  it('says where a dense sweep stands, passes counted from 1, in both languages', () => {
    const stage = { pass: 1, passes: 5, row: 7, rows: 16 };
    expect(stageWords(stage, 'columns', en)).toBe('Pass 2 of 5 · column 7 of 16');
    expect(stageWords(stage, 'rows', en)).toBe('Pass 2 of 5 · row 7 of 16');
    expect(stageWords(stage, 'columns', zh)).toBe('第 2 遍（共 5 遍）· 第 7 列（共 16 列）');
    // Passes side by side are said as a range.
    expect(stageWords({ ...stage, side: 2 }, 'rows', en)).toBe('Passes 2–3 of 5 · row 7 of 16');
    expect(stageWords({ ...stage, side: 2 }, 'rows', zh)).toBe('第 2–3 遍（共 5 遍）· 第 7 行（共 16 行）');
  });

  it('says the time left briefly, and that it is not known yet', () => {
    expect(timeLeftWords(12.4, en)).toBe('about 12 s left');
    expect(timeLeftWords(600, en)).toBe('about 10 min left');
    expect(timeLeftWords(3 * 3600, en)).toBe('about 3 h left');
    expect(timeLeftWords(4 * 86400, en)).toBe('about 4 days left');
    expect(timeLeftWords(null, en)).toBe('time left not known yet');
    expect(timeLeftWords(12, zh)).toBe('约剩 12 秒');
  });

  it('writes memory as people name it', () => {
    expect(memoryWords(650 * 2 ** 20)).toBe('650 MB');
    expect(memoryWords(2 ** 30)).toBe('1 GB');
    expect(memoryWords(6.3e8 * 2 ** 40)).toBe('6.3 × 10⁸ TB');
  });

  it('counts down from the rate seen, by rows when a sweep says where it stands, else from the estimate made up front', () => {
    let clock = 0;
    const countdown = new Countdown(() => clock, 100);
    expect(countdown.hear(0, 100)).toBe(100);
    clock = 400;
    expect(countdown.hear(0, 100, { pass: 0, passes: 4, row: 1, rows: 10 })).toBeCloseTo(99.6);
    clock = 1400;
    // 10 rows in 1 s since the first row was reported, 40 in all: 29 to go at 10 a second.
    expect(countdown.hear(0, 100, { pass: 1, passes: 4, row: 1, rows: 10 })).toBeCloseTo(2.9);
    // A new piece starts the rate over.
    clock = 1500;
    expect(countdown.hear(0, 100, { pass: 0, passes: 3, row: 1, rows: 5 })).toBeCloseTo(98.5);
    expect(new Countdown(() => 0).hear(1, 10)).toBeNull();
  });
});
