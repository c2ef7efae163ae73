import { describe, it } from 'vitest';
import { GENERATOR_IDS } from '../../src/core';
import { runMaze } from '../support/cli';
import { digest } from './digest';
import { expectGolden } from './golden';

/**
 * Square mazes are a contract: links and CLI calls carry only (algorithm, size, seed, braid), so
 * `generate` must print the same bytes for ever, in every format. These digests were taken on the
 * block-grid engine before squares moved onto the cell graph (issue 18).
 */
const CASES = [
  ['8', '6', 'g-one', '0'],
  ['15', '15', 'golden', '0.25'],
  ['1', '9', 'strip', '1'],
  ['23', '4', 'wide', '0.5'],
  ['2', '2', 'tiny', '0'],
] as const;

const FORMS: Readonly<Record<string, readonly string[]>> = {
  text: [],
  json: ['--format', 'json'],
  svg: ['--format', 'svg'],
  svgSolution: ['--format', 'svg', '--solution'],
  linesSolution: ['--format', 'svg', '--style', 'lines', '--solution'],
};

const GOLDEN = new URL('./squareCli.json', import.meta.url);

describe('square mazes from the CLI stay byte for byte the same', () => {
  for (const algorithm of GENERATOR_IDS) {
    it(`${algorithm}: text, JSON and SVG`, async () => {
      const digests: Record<string, string> = {};
      for (const [form, extra] of Object.entries(FORMS)) {
        const outputs: string[] = [];
        for (const [width, height, seed, braid] of CASES) {
          const { status, stdout, stderr } = await runMaze(['generate', '--algorithm', algorithm, '--width', width, '--height', height, '--seed', seed, '--braid', braid, ...extra]);
          if (status !== 0) throw new Error(stderr);
          outputs.push(stdout);
        }
        digests[form] = digest(...outputs);
      }
      expectGolden(GOLDEN, algorithm, digests);
    });
  }
});
