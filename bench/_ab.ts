import { generateMaze, generateShaped, solve, solveShaped, type SolverId } from '../src/core';
import { legacySolve, legacySolveShaped } from '../tests/support/legacySolvers';
import { measureInTurns } from './measure';
const which = process.argv[2] ?? 'square';
const algs = (process.argv[3] ?? 'bfs,astar,dfs').split(',') as SolverId[];
const perfect = generateMaze({ algorithm: 'backtracker', width: 1000, height: 1000, seed: 'bench' });
const braided = generateMaze({ algorithm: 'backtracker', width: 1000, height: 1000, seed: 'bench', braid: 0.1 });
const hex = which.includes('hex') ? generateShaped({ shape: 'hex', width: 1000, height: 1000, rings: 0, mask: null, algorithm: 'backtracker', seed: 'bench', braid: 0 }) : null;
for (const a of algs) {
  if (which.includes('square')) for (const [l, m] of [['perfect', perfect], ['braid', braided]] as const) {
    const t = measureInTurns(() => legacySolve(m, m.start, m.goal, a, { recordExplored: false }), () => solve(m, m.start, m.goal, a, { recordExplored: false }), 7);
    console.log(a, l, t.a.medianMs.toFixed(1), t.b.medianMs.toFixed(1), (t.b.medianMs / t.a.medianMs).toFixed(3));
  }
  if (hex) {
    const t = measureInTurns(() => legacySolveShaped(hex, a, { recordExplored: false }), () => solveShaped(hex, a, { recordExplored: false }), 7);
    console.log(a, 'hex', t.a.medianMs.toFixed(1), t.b.medianMs.toFixed(1), (t.b.medianMs / t.a.medianMs).toFixed(3));
  }
}
