import { generateMaze, generateShaped, solve, solveShaped, type SolverId } from '../src/core';
import { legacySolve, legacySolveShaped } from '../tests/support/legacySolvers';
import { median, type BenchRow } from './measure';

/** Issue 18's contract: each solver, now written once, at most 1.1× the time of its old copy. */
const MOST_RATIO = 1.1;
const RUNS = 15;

/**
 * Issue 18: solvers written once on a SearchGraph against the two copies they replaced
 * (tests/support/legacySolvers, the code of d9ca0f0), in this process, on 1000×1000-cell
 * squares (2001×2001 blocks), perfect and braided 0.1, then a 1000×1000 hex maze, so both
 * graphs meet each solver, as in the app (its calls are 2-way polymorphic). Old and new run in
 * pairs, which of the two goes first alternating, and the ratio is the median of the pairs'
 * ratios, so load that comes and goes on a shared machine falls on both sides of a pair alike.
 */
export function oneSolverPairs(algorithms: readonly SolverId[], where: string): BenchRow[] {
  const perfect = generateMaze({ algorithm: 'backtracker', width: 1000, height: 1000, seed: 'bench' });
  const braided = generateMaze({ algorithm: 'backtracker', width: 1000, height: 1000, seed: 'bench', braid: 0.1 });
  const hex = generateShaped({ shape: 'hex', width: 1000, height: 1000, rings: 0, mask: null, algorithm: 'backtracker', seed: 'bench', braid: 0 });
  const rows: BenchRow[] = [];
  const row = (name: string, old: () => unknown, now: () => unknown): BenchRow => {
    old();
    now();
    const olds: number[] = [];
    const nows: number[] = [];
    const ratios: number[] = [];
    const time = (run: () => unknown): number => {
      const t0 = performance.now();
      run();
      return performance.now() - t0;
    };
    for (let i = 0; i < RUNS; i++) {
      // Which goes first alternates: the garbage a run leaves is collected in the next one.
      if (i % 2 === 0) {
        olds.push(time(old));
        nows.push(time(now));
      } else {
        nows.push(time(now));
        olds.push(time(old));
      }
      ratios.push(nows[i]! / olds[i]!);
    }
    const ratio = median(ratios);
    return {
      name,
      medianMs: median(nows),
      runs: RUNS,
      check: { target: `≤ ${MOST_RATIO}× old`, ok: ratio <= MOST_RATIO },
      note: `old ${median(olds).toFixed(1)} ms, new ${median(nows).toFixed(1)} ms, ratio ${ratio.toFixed(3)} (median of pairs)`,
    };
  };
  for (const algorithm of algorithms) {
    for (const [label, maze] of [
      ['square 1000x1000', perfect],
      ['square 1000x1000 braid 0.1', braided],
    ] as const) {
      rows.push(
        row(
          `one solver ${algorithm} ${label} (${where})`,
          () => legacySolve(maze, maze.start, maze.goal, algorithm, { recordExplored: false }),
          () => solve(maze, maze.start, maze.goal, algorithm, { recordExplored: false }),
        ),
      );
    }
    rows.push(
      row(
        `one solver ${algorithm} hex 1000x1000 (${where})`,
        () => legacySolveShaped(hex, algorithm, { recordExplored: false }),
        () => solveShaped(hex, algorithm, { recordExplored: false }),
      ),
    );
  }
  return rows;
}

// Run as a script (by bench/oneSolvers.ts): one solver's rows, as JSON, from a process of its own.
if (process.argv[1]?.endsWith('oneSolverPairs.ts')) {
  console.log(JSON.stringify(oneSolverPairs([process.argv[2] as SolverId], 'own process')));
}
