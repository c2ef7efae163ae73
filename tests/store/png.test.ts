import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../src/store';
import { generateAndSolve } from '../../src/workers/generation';
import { JobCancelled } from '../../src/workers/job';
import type { PngService } from '../../src/workers/pngClient';
import type { PngProgress } from '../../src/render/png';
import type { Scene } from '../../src/render/scene';
import { createLabActions } from '../../src/store/labActions';

/** A PNG service under the test's control: it reports what it was asked and finishes when told. */
function fakePng() {
  const saved: { name: string; blob: Blob }[] = [];
  let asked: { scene: Scene; format: string; progress: (p: PngProgress) => void; finish: (blob: Blob) => void; fail: (e: Error) => void; cancelled: boolean } | null = null;
  const service: PngService = {
    render(picture, _theme, progress, format = 'png') {
      if (picture.kind !== 'blocks') throw new Error('these tests export block mazes');
      const scene = picture.scene;
      let finish: (blob: Blob) => void = () => undefined;
      let fail: (e: Error) => void = () => undefined;
      const result = new Promise<Blob>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
      const job = { scene, format, progress, finish, fail, cancelled: false };
      asked = job;
      return {
        result,
        cancel() {
          job.cancelled = true;
          fail(new JobCancelled());
        },
      };
    },
    save: (blob, name) => void saved.push({ blob, name }),
  };
  return { service, saved, job: () => asked! };
}

async function storeWith(png: PngService) {
  const store = createAppStore({ labActions: createLabActions, generate: (settings) => Promise.resolve(generateAndSolve(settings)), png });
  await store.getState().openQuery('?w=6&h=4&algorithm=prim&seed=png&braid=0');
  return store;
}

describe('PNG export', () => {
  it('draws the maze with the solution shown, reports progress, and saves it under its name', async () => {
    const png = fakePng();
    const store = await storeWith(png.service);
    store.getState().toggleSolution();
    const done = store.getState().downloadPng();
    const { scene } = png.job();
    expect(scene.solution).toBe(store.getState().solution);
    expect([scene.marks, scene.player, scene.exit]).toEqual([null, null, null]);
    expect(store.getState().pngExport).toEqual({ stage: 'drawing', fraction: 0 });
    png.job().progress({ stage: 'drawing', fraction: 0.5 });
    expect(store.getState().pngExport).toEqual({ stage: 'drawing', fraction: 0.5 });
    png.job().progress({ stage: 'encoding' });
    expect(store.getState().pngExport).toEqual({ stage: 'encoding' });
    // One export at a time.
    const first = png.job();
    void store.getState().downloadPng();
    expect(png.job()).toBe(first);
    png.job().finish(new Blob(['png']));
    await done;
    expect(png.saved.map((s) => s.name)).toEqual(['maze-6x4-prim-png-solution.png']);
    expect(store.getState().pngExport).toBeNull();
  });

  it('carries the trail when asked, under a name that says so', async () => {
    const png = fakePng();
    const store = await storeWith(png.service);
    store.getState().setTrailInPng(true);
    const done = store.getState().downloadPng();
    expect(png.job().scene.marks).toBe(store.getState().walk!.marks);
    png.job().finish(new Blob(['png']));
    await done;
    expect(png.saved.map((s) => s.name)).toEqual(['maze-6x4-prim-png-trail.png']);
  });

  it('stops on Cancel: nothing is saved, no error is shown, and the next export can start', async () => {
    const png = fakePng();
    const store = await storeWith(png.service);
    const done = store.getState().downloadPng();
    store.getState().cancelPng();
    await done;
    expect(png.job().cancelled).toBe(true);
    expect(png.saved).toEqual([]);
    expect(store.getState().pngExport).toBeNull();
    expect(store.getState().notices).toEqual([]);
    expect(store.getState().announcement.text).toBe('PNG download cancelled.');
    const again = store.getState().downloadPng();
    png.job().finish(new Blob(['png']));
    await again;
    expect(png.saved).toHaveLength(1);
  });

  it('takes progress reported before the service returns (the page draws its first band at once)', async () => {
    const store = await storeWith({
      render(_scene, _theme, progress) {
        progress({ stage: 'drawing', fraction: 0.1 });
        return { result: Promise.resolve(new Blob(['png'])), cancel: () => undefined };
      },
      save: () => undefined,
    });
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state.pngExport));
    await store.getState().downloadPng();
    expect(store.getState().notices).toEqual([]);
    expect(seen).toContainEqual({ stage: 'drawing', fraction: 0.1 });
    expect(store.getState().pngExport).toBeNull();
  });

  it('says what went wrong when the PNG cannot be made', async () => {
    const png = fakePng();
    const store = await storeWith(png.service);
    const done = store.getState().downloadPng();
    png.job().fail(new Error('out of memory'));
    await done;
    expect(store.getState().notices.map((notice) => notice.text)).toEqual(['Could not make the PNG: out of memory']);
    expect(store.getState().pngExport).toBeNull();
  });
});

describe('a picture the browser may not have saved', () => {
  it('is kept to save again when the click is no longer a gesture, and saved again from a click of its own', async () => {
    const png = fakePng();
    let blocked = true;
    const store = await storeWith({ ...png.service, mayBeBlocked: () => blocked });
    const done = store.getState().downloadPng();
    const blob = new Blob(['png']);
    png.job().finish(blob);
    await done;
    expect(png.saved.map((s) => s.name)).toEqual(['maze-6x4-prim-png.png']);
    expect(store.getState().pictureReady).toEqual({ blob, fileName: 'maze-6x4-prim-png.png', format: 'png' });
    store.getState().saveReadyPicture();
    expect(png.saved.map((s) => s.name)).toEqual(['maze-6x4-prim-png.png', 'maze-6x4-prim-png.png']);
    expect(store.getState().pictureReady).toBeNull();
    // Saved within the gesture: nothing to offer again.
    blocked = false;
    const again = store.getState().downloadPng();
    png.job().finish(blob);
    await again;
    expect(store.getState().pictureReady).toBeNull();
  });
});

describe('SVG export', () => {
  it('draws the maze and its solution, never the trail, and saves it as .svg', async () => {
    const png = fakePng();
    const store = await storeWith(png.service);
    store.getState().setTrailInPng(true);
    store.getState().toggleSolution();
    const done = store.getState().downloadSvg();
    expect(png.job().format).toBe('svg');
    expect(png.job().scene.solution).toBe(store.getState().solution);
    expect(png.job().scene.marks).toBeNull();
    expect(store.getState().exportFormat).toBe('svg');
    // One picture at a time, of either kind.
    const first = png.job();
    void store.getState().downloadPng();
    expect(png.job()).toBe(first);
    png.job().finish(new Blob(['<svg/>']));
    await done;
    expect(png.saved.map((s) => s.name)).toEqual(['maze-6x4-prim-png-solution.svg']);
    expect(store.getState().pngExport).toBeNull();
  });

  it('says so when cancelled or when it fails, naming the SVG', async () => {
    const png = fakePng();
    const store = await storeWith(png.service);
    const cancelled = store.getState().downloadSvg();
    store.getState().cancelPng();
    await cancelled;
    expect(store.getState().announcement.text).toBe('SVG download cancelled.');
    const failed = store.getState().downloadSvg();
    png.job().fail(new Error('out of memory'));
    await failed;
    expect(store.getState().notices.map((notice) => notice.text)).toEqual(['Could not make the SVG: out of memory']);
  });

  it('refuses a maze of more than a million cells with a notice, and makes nothing', async () => {
    const png = fakePng();
    const store = createAppStore({ labActions: createLabActions, generate: (settings) => Promise.resolve(generateAndSolve(settings)), png: png.service });
    await store.getState().openQuery('?w=1001&h=1000&algorithm=binary-tree&seed=big&braid=0');
    await store.getState().downloadSvg();
    expect(png.saved).toEqual([]);
    expect(store.getState().notices.map((notice) => notice.text)).toEqual(['An SVG holds mazes of up to 1,000,000 cells, and this one has 1,001,000: download it as a PNG instead.']);
    expect(store.getState().pngExport).toBeNull();
  });
});
