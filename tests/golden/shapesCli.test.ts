import { describe, it } from 'vitest';
import { presetMask } from '../../src/core/shape/maskPresets';
import { maskText } from '../../src/core/shape/mask';
import { runMaze } from '../support/cli';
import { digest } from './digest';
import { expectGolden } from './golden';

/**
 * Every other shape is a contract too: the same flags give the same JSON and SVG, whatever
 * engine carves them. Digests taken before issue 18's change.
 */
const SHAPES: Readonly<Record<string, readonly string[]>> = {
  hex: ['--shape', 'hex', '--width', '9', '--height', '7'],
  triangle: ['--shape', 'triangle', '--width', '11', '--height', '6'],
  polar: ['--shape', 'polar', '--rings', '6'],
  squareHeart: ['--shape', 'square', '--mask', '-'],
  hexStar: ['--shape', 'hex', '--mask', '-'],
};

/** The outlines the masked shapes read from standard input. */
const MASKS: Readonly<Record<string, string>> = {
  squareHeart: maskText(presetMask('heart', 'square', 16, 14)),
  hexStar: maskText(presetMask('star', 'hex', 14, 12)),
};

const GOLDEN = new URL('./shapesCli.json', import.meta.url);

describe('mazes of other shapes from the CLI stay byte for byte the same', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: JSON and SVG over generators, seeds and braids`, async () => {
      const digests: Record<string, string> = {};
      for (const algorithm of ['backtracker', 'prim', 'kruskal', 'wilson', 'hunt-and-kill', 'growing-tree']) {
        const outputs: string[] = [];
        for (const [seed, braid] of [['s-1', '0'], ['s-2', '0.4']] as const) {
          for (const format of [['--format', 'json'], ['--format', 'svg', '--solution']]) {
            const { status, stdout, stderr } = await runMaze(['generate', ...shape, '--algorithm', algorithm, '--seed', seed, '--braid', braid, ...format], MASKS[name] ?? '');
            if (status !== 0) throw new Error(stderr);
            outputs.push(stdout);
          }
        }
        digests[algorithm] = digest(...outputs);
      }
      expectGolden(GOLDEN, name, digests);
    });
  }
});
