import { describe, expect, it } from 'vitest';
import { loadedCarver } from '../../src/core';
import type { MazeSettings } from '../../src/game/settings';
import { generateService, GenerationStopped, stopGeneration } from '../../src/workers/generateClient';
import { generateAndSolve, type Generated } from '../../src/workers/generation';

// The page's own thread loads only the code a maze needs; what it makes must be what the worker
// (every generator at hand) makes. Node has no Worker: every size is made here, for real.

const square = (algorithm: MazeSettings['algorithm']): MazeSettings => ({ algorithm, width: 15, height: 15, seed: 'client', braid: 0 });

function cellsOf(generated: Generated): Uint8Array {
  return generated.kind === 'blocks' ? generated.maze.blocks : generated.maze.open;
}

function expectSame(made: Generated, settings: MazeSettings): void {
  const reference = generateAndSolve(settings);
  expect(made.kind).toBe(reference.kind);
  expect(cellsOf(made)).toEqual(cellsOf(reference));
  expect(made.solution).toEqual(reference.solution);
}

describe('generateService on the page thread', () => {
  it('makes the default maze in the same task: no code to wait for', async () => {
    let made: Generated | null = null;
    const request = generateService(square('backtracker')).then((generated) => (made = generated));
    await Promise.resolve();
    await Promise.resolve();
    expect(made).not.toBeNull();
    expectSame(await request, square('backtracker'));
  });

  it('loads another generator on demand and makes the same maze as the worker', async () => {
    expect(loadedCarver('prim')).toBeUndefined();
    expectSame(await generateService({ ...square('prim'), braid: 0.5 }), { ...square('prim'), braid: 0.5 });
    expect(loadedCarver('prim')).toBeTypeOf('function');
  });

  it('loads the cell-graph generation for shapes, outlines and squares in lines, the same mazes', async () => {
    const shaped: MazeSettings[] = [
      { ...square('wilson'), shape: 'hex' },
      { ...square('backtracker'), shape: 'polar', rings: 5 },
      { ...square('kruskal'), mask: 'heart' },
      { ...square('sidewinder'), style: 'lines' },
    ];
    for (const settings of shaped) expectSame(await generateService(settings), settings);
  });

  it('a newer request stops one still loading its code; the newer one is made', async () => {
    const older = generateService(square('eller'));
    const newer = generateService(square('backtracker'));
    await expect(older).rejects.toBeInstanceOf(GenerationStopped);
    expectSame(await newer, square('backtracker'));
  });

  it('stopping gives up a maze still loading its code', async () => {
    const waiting = generateService(square('hunt-and-kill'));
    stopGeneration();
    await expect(waiting).rejects.toBeInstanceOf(GenerationStopped);
    // The code still arrives, and the next maze uses it.
    expectSame(await generateService(square('hunt-and-kill')), square('hunt-and-kill'));
  });

  it('options that cannot make a maze are refused with the core message, before any load', async () => {
    await expect(generateService({ ...square('binary-tree'), width: 0 })).rejects.toThrow(/width must be a whole number of cells from 1 to/);
    expect(loadedCarver('binary-tree')).toBeUndefined();
  });
});
