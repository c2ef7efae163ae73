import { describe, expect, it, vi } from 'vitest';
import { loadCarver, loadedCarver } from '../../src/core/generate/loadCarver';

// The carver's own module fails to load, as a chunk does offline before it was ever cached.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('../../src/core/generate/kruskal', async (original) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module: kruskal.js');
  return original();
});

describe('loadCarver when the code cannot be fetched', () => {
  it('rejects with a message naming the generator and the cause, and tries again on the next call', async () => {
    const failure = await loadCarver('kruskal').then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/^the code of the Kruskal's generator could not load \(.+\); check the connection and try again$/);
    expect(loadedCarver('kruskal')).toBeUndefined();
    network.offline = false;
    vi.resetModules();
    const { carveKruskal } = await import('../../src/core/generate/kruskal');
    expect(await loadCarver('kruskal')).toBe(carveKruskal);
    expect(loadedCarver('kruskal')).toBe(carveKruskal);
  });
});
