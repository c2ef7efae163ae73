import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/store';
import type { AnalysisService } from '../../src/workers/analysisClient';
import { generateAndSolve } from '../../src/workers/generation';

/** A store whose analysis worker fails every job with `reason`. */
function failingStore(reason: Error) {
  const failing: AnalysisService = {
    report: () => Promise.reject(reason),
    heat: () => Promise.reject(reason),
  } as unknown as AnalysisService;
  return createAppStore({ generate: (settings) => Promise.resolve(generateAndSolve(settings)), makeSeed: () => 'seed', analysis: () => Promise.resolve(failing) });
}

/** Lets the store's promise chains run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when the analysis worker fails', () => {
  it('the score says why instead of scoring for ever, and a new maze asks again', async () => {
    const store = failingStore(new Error('the worker ran out of memory'));
    await store.getState().openQuery('?w=6&h=5&algorithm=prim&seed=a&braid=0');
    await settled();
    expect(store.getState().report).toBeNull();
    expect((store.getState().reportFailure as Error).message).toBe('the worker ran out of memory');
    await store.getState().openQuery('?w=7&h=5&algorithm=prim&seed=b&braid=0');
    // Cleared as the new maze arrives, then failed again on its own asking.
    await settled();
    expect((store.getState().reportFailure as Error).message).toBe('the worker ran out of memory');
  });

  it('the heat map turns itself off and a notice says why; the button then asks again', async () => {
    const store = failingStore(new Error('the worker ran out of memory'));
    await store.getState().openQuery('?w=6&h=5&algorithm=prim&seed=h&braid=0');
    store.getState().setHeatOn(true);
    await settled();
    expect(store.getState().heatOn).toBe(false);
    expect(store.getState().heat).toBeNull();
    const notice = store.getState().notices.at(-1)!;
    expect(notice.text).toBe('The heat map could not be worked out: the worker ran out of memory');
    let asked = 0;
    const counting = createAppStore({
      generate: (settings) => Promise.resolve(generateAndSolve(settings)),
      makeSeed: () => 'seed',
      analysis: () => Promise.resolve({ report: () => new Promise(() => undefined), heat: () => (asked++, Promise.reject(new Error('no'))) } as unknown as AnalysisService),
    });
    await counting.getState().openQuery('?w=6&h=5&algorithm=prim&seed=h&braid=0');
    counting.getState().setHeatOn(true);
    await settled();
    counting.getState().setHeatOn(true);
    await settled();
    expect(asked).toBe(2);
  });
});
