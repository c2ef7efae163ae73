import { describe, expect, it } from 'vitest';
import { expectRefused, expectSpanningTreeJson, runMaze } from '../support/cli';

interface WeaveJson {
  readonly shape: string;
  readonly cells: readonly { readonly x: number; readonly y: number; readonly neighbours: readonly number[]; readonly passages: readonly number[] }[];
  readonly crossings: readonly { readonly over: number; readonly under: readonly [number, number] }[];
  readonly start: number;
  readonly goal: number;
}

describe('maze generate --weave', () => {
  it.each(['square', 'hex'])('%s: lists each crossing as the contract says, and its passages are a spanning tree that solve walks', async (shape) => {
    for (const algorithm of ['backtracker', 'kruskal', 'wilson', 'growing-tree']) {
      const args = ['generate', '--shape', shape, '--width', '12', '--height', '9', '--algorithm', algorithm, '--seed', 'cli', '--weave', '0.6', '--format', 'json'];
      const result = await runMaze(args);
      expect(result.status, result.stderr).toBe(0);
      const data = JSON.parse(result.stdout) as WeaveJson;
      expect(data.crossings.length, algorithm).toBeGreaterThan(0);
      const { cells } = data;
      for (const { over: b, under: [a, c] } of data.crossings) {
        // a and c are b's neighbours on opposite sides; they list each other in their passages.
        expect(cells[b]!.neighbours).toEqual(expect.arrayContaining([a, c]));
        expect(cells[a]!.x + cells[c]!.x).toBeCloseTo(2 * cells[b]!.x, 2);
        expect(cells[a]!.y + cells[c]!.y).toBeCloseTo(2 * cells[b]!.y, 2);
        expect(cells[a]!.passages).toContain(c);
        expect(cells[c]!.passages).toContain(a);
        // a–b and b–c are not passages; b's own run across: two, straight through b, on another axis.
        expect(cells[b]!.passages).not.toContain(a);
        expect(cells[b]!.passages).not.toContain(c);
        const [n, s] = cells[b]!.passages as [number, number];
        expect(cells[b]!.passages).toHaveLength(2);
        expect(cells[n]!.x + cells[s]!.x).toBeCloseTo(2 * cells[b]!.x, 2);
        expect(cells[n]!.y + cells[s]!.y).toBeCloseTo(2 * cells[b]!.y, 2);
      }
      expectSpanningTreeJson(cells);
      const solved = await runMaze(['solve', '-'], result.stdout);
      expect(solved.stdout).toMatch(new RegExp(`^${data.start}( \\d+)* ${data.goal}\\nlength \\d+\\n$`));
      expect((await runMaze(args)).stdout).toBe(result.stdout);
    }
  });

  it('draws as SVG in lines; a braid keeps it a weave', async () => {
    expect((await runMaze(['generate', '--weave', '0.4', '--width', '10', '--height', '8', '--seed', 's', '--format', 'svg', '--solution'])).stdout).toMatch(/<svg/);
    const braided = JSON.parse((await runMaze(['generate', '--weave', '0.4', '--width', '10', '--height', '8', '--seed', 's', '--braid', '0.5'])).stdout) as WeaveJson;
    expect(braided.crossings.length).toBeGreaterThan(0);
  });

  it('refuses bad combinations: one line on stderr, exit 2', async () => {
    const refused = async (args: string[], pattern: RegExp) => expectRefused(await runMaze(['generate', ...args]), pattern);
    await refused(['--shape', 'triangle', '--weave', '0.3'], /weave is made on square and hex mazes only, not triangle/);
    await refused(['--shape', 'polar', '--weave', '0.3'], /not polar/);
    await refused(['--weave', '1.5'], /--weave must be a number from 0 to 1/);
    await refused(['--weave', 'lots'], /--weave must be a number from 0 to 1/);
    await refused(['--weave', '0.3', '--algorithm', 'sidewinder'], /cannot carve round the crossings of a weave/);
    await refused(['--weave', '0.3', '--unicursal', '--width', '8', '--height', '8'], /no crossings/);
    await refused(['--weave', '0.3', '--format', 'text'], /--format text prints unmasked square mazes only/);
    await refused(['--weave', '0.3', '--format', 'svg', '--style', 'blocks'], /a weave is drawn in lines/);
    expectRefused(await runMaze(['generate', '--weave', '0.3', '--mask', '-'], '.#.\n###\n.#.\n'), /whole grid, without an outline/);
  });

  it('--weave 0 is no weave: the maze of today, in blocks if asked', async () => {
    const plain = await runMaze(['generate', '--width', '6', '--height', '4', '--seed', 'z', '--format', 'svg', '--style', 'blocks']);
    expect((await runMaze(['generate', '--width', '6', '--height', '4', '--seed', 'z', '--format', 'svg', '--style', 'blocks', '--weave', '0'])).stdout).toBe(plain.stdout);
  });
});
