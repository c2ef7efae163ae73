import { execFileSync } from 'node:child_process';
import { generateMaze, generateShaped } from '../src/core';
import { THEME } from '../src/render/theme';
import { mazeSvg } from '../src/render/vector/mazePicture';
import type { BenchRow } from './measure';

const BARE = { solution: null, marks: null, player: null, exit: null } as const;
const MB = 2 ** 20;
const SVG_LIMIT_MB = 2;

/**
 * The print studio's targets: a 100-maze book of 40×40 mazes, 4 a page with answers (200
 * pictures, 50 pages), built in Node: squares ≤ 5 s, hex ≤ 8 s (each in a process of its own,
 * bench/printBook.ts); and a single 200×200 maze's SVG under 2 MB, in each style.
 */
export function benchPrint(): BenchRow[] {
  const rows: BenchRow[] = (['square', 'hex'] as const).map((shape) => {
    const line = execFileSync(process.execPath, ['--import', 'tsx', 'bench/printBook.ts', shape, '3'], { encoding: 'utf8' });
    const result = JSON.parse(line) as { medianMs: number; runs: number; bytes: number };
    return {
      name: `print: 100-maze book, ${shape} 40x40, 4 a page, with answers (PDF)`,
      medianMs: result.medianMs,
      runs: result.runs,
      targetMs: shape === 'hex' ? 8000 : 5000,
      note: `${(result.bytes / MB).toFixed(1)} MB PDF, 50 pages; generation, drawing and pdf-lib's save`,
    };
  });
  const svgs: [string, () => string][] = [
    ['square 200x200, blocks', () => mazeSvg({ kind: 'blocks', scene: { grid: generateMaze({ algorithm: 'backtracker', width: 200, height: 200, seed: 'svg', braid: 0 }), ...BARE } }, THEME)],
    ['square 200x200, lines', () => mazeSvg({ kind: 'cells', scene: { maze: generateShaped({ shape: 'square', width: 200, height: 200, rings: 0, mask: null, algorithm: 'backtracker', seed: 'svg', braid: 0 }), ...BARE } }, THEME)],
    ['hex 200x200', () => mazeSvg({ kind: 'cells', scene: { maze: generateShaped({ shape: 'hex', width: 200, height: 200, rings: 0, mask: null, algorithm: 'backtracker', seed: 'svg', braid: 0 }), ...BARE } }, THEME)],
  ];
  for (const [name, svg] of svgs) {
    const size = new TextEncoder().encode(svg()).length / MB;
    rows.push({ name: `print: one SVG, ${name}`, medianMs: Number.NaN, runs: 1, check: { target: `< ${SVG_LIMIT_MB} MB`, ok: size < SVG_LIMIT_MB }, note: `${size.toFixed(2)} MB` });
  }
  return rows;
}
