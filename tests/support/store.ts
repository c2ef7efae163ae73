import { createAppStore } from '../../src/store';
import { openBestTimes } from '../../src/game/bestTimes';
import { generateAndSolve } from '../../src/workers/generation';
import { createLabActions } from '../../src/store/labActions';

/** A store with a fake clock, predictable seeds and in-memory best times. */
export function testStore(options: { storage?: Map<string, string> } = {}) {
  let clock = 1000;
  let seeds = 0;
  const storage = options.storage ?? new Map<string, string>();
  const store = createAppStore({
    labActions: createLabActions,
    generate: (settings) => Promise.resolve(generateAndSolve(settings)),
    makeSeed: () => `seed-${++seeds}`,
    now: () => clock,
    bestTimes: () => openBestTimes({ getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) }),
  });
  return {
    store,
    storage,
    advance(ms: number) {
      clock += ms;
    },
  };
}
