import { describe, expect, it } from 'vitest';
import { expectRefused, expectSpanningTreeJson, runMaze } from '../support/cli';

interface LevelsJson {
  readonly shape: string;
  readonly cells: readonly { readonly x: number; readonly y: number; readonly z: number; readonly neighbours: readonly number[]; readonly passages: readonly number[] }[];
  readonly start: number;
  readonly goal: number;
}

describe('maze generate --levels', () => {
  it('gives each cell its level z; a cell borders its four on its level and the cells above and below; a spanning tree from level 0 to the top that solve walks', async () => {
    for (const [algorithm, levels] of [['backtracker', 2], ['kruskal', 3], ['wilson', 4], ['prim', 10]] as const) {
      const [width, height] = [5, 4];
      const args = ['generate', '--shape', 'square', '--width', String(width), '--height', String(height), '--levels', String(levels), '--algorithm', algorithm, '--seed', 'cli', '--format', 'json'];
      const result = await runMaze(args);
      expect(result.status, result.stderr).toBe(0);
      const data = JSON.parse(result.stdout) as LevelsJson;
      const { cells } = data;
      expect(data.shape).toBe('square');
      expect(cells).toHaveLength(width * height * levels);
      const key = (x: number, y: number, z: number) => `${x},${y},${z}`;
      const byPlace = new Map(cells.map((cell, id) => [key(cell.x, cell.y, cell.z), id]));
      cells.forEach((cell, id) => {
        expect(cell.z).toBeGreaterThanOrEqual(0);
        expect(cell.z).toBeLessThan(levels);
        const expected = [
          [cell.x - 1, cell.y, cell.z],
          [cell.x + 1, cell.y, cell.z],
          [cell.x, cell.y - 1, cell.z],
          [cell.x, cell.y + 1, cell.z],
          [cell.x, cell.y, cell.z - 1],
          [cell.x, cell.y, cell.z + 1],
        ]
          .map(([x, y, z]) => byPlace.get(key(x!, y!, z!)))
          .filter((other): other is number => other !== undefined);
        expect([...cell.neighbours].sort((a, b) => a - b), `cell ${id}`).toEqual(expected.sort((a, b) => a - b));
        for (const other of cell.passages) expect(cells[other]!.passages).toContain(id);
      });
      expectSpanningTreeJson(cells);
      expect(cells[data.start]!.z).toBe(0);
      expect(cells[data.goal]!.z).toBe(levels - 1);
      const solved = await runMaze(['solve', '-'], result.stdout);
      expect(solved.stdout).toMatch(new RegExp(`^${data.start}( \\d+)* ${data.goal}\\nlength \\d+\\n$`));
      expect((await runMaze(args)).stdout).toBe(result.stdout);
    }
  });

  it('draws as SVG in lines, its stairs as triangles; a braid keeps its levels', async () => {
    const svg = (await runMaze(['generate', '--levels', '3', '--width', '6', '--height', '5', '--seed', 's', '--format', 'svg', '--solution'])).stdout;
    expect(svg).toMatch(/^<\?xml[\s\S]*<svg[\s\S]*<\/svg>\n?$/);
    const braided = JSON.parse((await runMaze(['generate', '--levels', '2', '--width', '6', '--height', '5', '--seed', 's', '--braid', '0.5'])).stdout) as LevelsJson;
    expect(braided.cells.some((cell) => cell.z === 1)).toBe(true);
  });

  it('refuses bad combinations: one line on stderr, exit 2', async () => {
    const refused = async (args: string[], pattern: RegExp) => expectRefused(await runMaze(['generate', ...args]), pattern);
    await refused(['--shape', 'hex', '--levels', '2'], /several levels is made on squares only, not hex/);
    await refused(['--shape', 'polar', '--levels', '2'], /not polar/);
    await refused(['--levels', '11'], /--levels must be a whole number from 1 to 10/);
    await refused(['--levels', 'two'], /--levels must be a whole number/);
    await refused(['--levels', '3', '--algorithm', 'eller'], /cannot carve stairs between levels/);
    await refused(['--levels', '2', '--weave', '0.3'], /a weave or levels, not both/);
    await refused(['--levels', '2', '--unicursal', '--width', '8', '--height', '8'], /one level/);
    await refused(['--levels', '2', '--format', 'text'], /--format text prints unmasked square mazes only/);
    await refused(['--levels', '2', '--format', 'svg', '--style', 'blocks'], /drawn in lines/);
    await refused(['--levels', '10', '--width', '1000', '--height', '1000'], /at most 4,000,000 cells/);
    expectRefused(await runMaze(['generate', '--levels', '2', '--mask', '-'], '.#.\n###\n.#.\n'), /without an outline/);
  });

  it('--levels 1 is one level: the maze of today', async () => {
    const plain = await runMaze(['generate', '--width', '6', '--height', '4', '--seed', 'z']);
    expect((await runMaze(['generate', '--width', '6', '--height', '4', '--seed', 'z', '--levels', '1'])).stdout).toBe(plain.stdout);
  });
});
