import { describe, expect, it } from 'vitest';
import { generateMaze, generateMazeWith, GENERATOR_IDS, loadCarver, type GeneratorId } from '../../src/core';

/**
 * Generated mazes are a contract: links and CLI calls carry only (algorithm, size, seed, braid),
 * so the same options must give the same cells for ever. These hashes were recorded before the
 * replay traces were extended; a trace (recorded or not) must never change what is carved.
 */

/** FNV-1a over the cells, as 8 hex digits: enough to tell two mazes apart. */
function hash(cells: Uint8Array): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < cells.length; i++) {
    h ^= cells[i]!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

const CASES = [
  { width: 20, height: 15, seed: 'golden', braid: 0 },
  { width: 7, height: 31, seed: 'tall', braid: 0.3 },
  { width: 64, height: 48, seed: '', braid: 1 },
] as const;

const GOLDEN: Record<GeneratorId, readonly string[]> = {
  backtracker: ['2357797f', 'b26aaa02', '20a9eead'],
  prim: ['c3133383', '4341cc2e', '5141c740'],
  'prim-simplified': ['7cfb0057', 'd3c1b85b', 'f6b1cf2d'],
  kruskal: ['4dd8a6bf', '778021eb', '220fdf29'],
  wilson: ['cbfbddcf', '6177d7da', '50f9ae78'],
  'aldous-broder': ['eecd4d57', 'e8e6ba9e', '0f9f317d'],
  eller: ['50e399df', 'eb77fe4a', '5661ab39'],
  'hunt-and-kill': ['e23bda5b', 'c4dbd367', '7f0bc865'],
  sidewinder: ['6fe0bd9f', '9d1fe627', '4f4d7d88'],
  'binary-tree': ['f13a7657', '7812d3e3', '7a08baa8'],
  'recursive-division': ['92f9e57f', '5f9a829b', '1b0f5838'],
  'growing-tree': ['12abdd93', '3bfbce4f', '911f9e5d'],
};

describe('generated mazes stay bit for bit the same', () => {
  for (const algorithm of GENERATOR_IDS) {
    it(`${algorithm}: the recorded hashes, with or without a trace`, () => {
      const hashes = CASES.map((options) => hash(generateMaze({ algorithm, ...options }).blocks));
      const traced = CASES.map((options) => hash(generateMaze({ algorithm, ...options }, { trace: true }).blocks));
      const progressed = CASES.map((options) => hash(generateMaze({ algorithm, ...options }, { onProgress: () => undefined }).blocks));
      expect(traced).toEqual(hashes);
      expect(progressed).toEqual(hashes);
      expect(hashes).toEqual(GOLDEN[algorithm]);
    });

    it(`${algorithm}: the recorded hashes the page's way, its carver loaded on its own`, async () => {
      const carve = await loadCarver(algorithm);
      const hashes = CASES.map((options) => hash(generateMazeWith(carve, { algorithm, ...options }).blocks));
      expect(hashes).toEqual(GOLDEN[algorithm]);
    });
  }
});
