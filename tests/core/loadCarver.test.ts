import { describe, expect, it } from 'vitest';
import { CARVERS, GENERATOR_IDS, loadCarver, loadedCarver } from '../../src/core';

describe('loadCarver: one generator at a time', () => {
  it('has the default backtracker at hand before anything loads, and no other', () => {
    expect(loadedCarver('backtracker')).toBe(CARVERS.backtracker);
    for (const id of GENERATOR_IDS) if (id !== 'backtracker') expect(loadedCarver(id)).toBeUndefined();
  });

  it('loads every generator as the very carver CARVERS holds, and keeps it at hand', async () => {
    for (const id of GENERATOR_IDS) {
      expect(await loadCarver(id)).toBe(CARVERS[id]);
      expect(loadedCarver(id)).toBe(CARVERS[id]);
    }
  });
});
