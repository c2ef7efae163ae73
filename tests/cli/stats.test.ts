import { describe, expect, it } from 'vitest';
import { expectRefused, runMaze } from '../support/cli';

const FIELDS = ['cells', 'deadEnds', 'junctions', 'solutionLength', 'perfect', 'effort', 'difficulty', 'expectedMoves', 'decisions', 'temptingBranches'];

async function statsOf(input: string, ...flags: string[]): Promise<Record<string, unknown>> {
  const result = await runMaze(['stats', '-', ...flags], input);
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout.endsWith('\n')).toBe(true);
  expect(result.stdout.slice(0, -1)).not.toContain('\n');
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

describe('stats FILE: one line of JSON about a maze', () => {
  it('of a maze generate prints, the same as of its JSON, the same every time', async () => {
    const text = (await runMaze(['generate', '--width', '15', '--height', '10', '--seed', 'stats'])).stdout;
    const json = (await runMaze(['generate', '--shape', 'square', '--width', '15', '--height', '10', '--seed', 'stats', '--format', 'json'])).stdout;
    const fromText = await statsOf(text);
    expect(Object.keys(fromText)).toEqual(FIELDS);
    expect(fromText.cells).toBe(150);
    expect(fromText.perfect).toBe(true);
    expect(fromText.effort as number).toBeGreaterThanOrEqual(1);
    expect(Number.isInteger(fromText.difficulty) && (fromText.difficulty as number) >= 1 && (fromText.difficulty as number) <= 10).toBe(true);
    expect(await statsOf(json)).toEqual(fromText);
    expect(await statsOf(text)).toEqual(fromText);
  });

  it('of every shape as JSON, braided ones included', async () => {
    for (const args of [
      ['--shape', 'hex', '--width', '9', '--height', '9'],
      ['--shape', 'triangle', '--width', '9', '--height', '6', '--braid', '0.5'],
      ['--shape', 'polar', '--rings', '5'],
    ]) {
      const json = (await runMaze(['generate', ...args, '--seed', 'shapes', '--format', 'json'])).stdout;
      const stats = await statsOf(json);
      expect(stats.solutionLength as number).toBeGreaterThan(1);
      expect(stats.effort as number).toBeGreaterThanOrEqual(1);
    }
  });

  it('a one-cell-wide strip: effort exactly 1, no dead end but its two ends', async () => {
    expect(await statsOf('0 0 0 0 0 0\n')).toMatchObject({ cells: 6, deadEnds: 2, junctions: 0, solutionLength: 6, effort: 1, difficulty: 1 });
  });

  it('the ends --from and --to name', async () => {
    expect(await statsOf('0 0 0 0 0 0\n', '--from', '0,1', '--to', '0,3')).toMatchObject({ solutionLength: 3, effort: 1 });
  });

  it('a goal out of reach: no route, effort and difficulty null', async () => {
    expect(await statsOf('0 0 1 0 0\n')).toMatchObject({ solutionLength: 0, effort: null, difficulty: null });
  });

  it('refuses bad input with one line and status 2', async () => {
    expectRefused(await runMaze(['stats', '-'], '0 0 0\n0 0\n'));
    expectRefused(await runMaze(['stats', '-'], '{"shape":'));
    expectRefused(await runMaze(['stats', '-', '--from', '9,9'], '0 0\n0 0\n'), /--from/);
    expectRefused(await runMaze(['stats']));
  });
});
