import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../src/store';
import { BEST_TIMES_KEY, openBestTimes } from '../../src/game/bestTimes';
import { settingsToQuery } from '../../src/game/url';
import { TRAIL } from '../../src/game/walk';
import { SAVED_TEXT } from '../../src/i18n/saved';
import { HEAVY_WRITE_MS, mergeRestored } from '../../src/store/persist';
import { CORRUPT_SUFFIX, MAX_SAVED_CHARS } from '../../src/store/saved/kept';
import type { StorageLike } from '../../src/game/pageStorage';
import { EDITOR_KEY, GAME_KEY, LAB_KEY, SETTINGS_KEY } from '../../src/store/saved/parts';
import { generateAndSolve } from '../../src/workers/generation';
import { solutionDirections } from '../support/walk';
import { createLabActions } from '../../src/store/labActions';
import { loadChineseFirst } from '../support/chinese';

loadChineseFirst();

const EN = SAVED_TEXT.en;
const MAZE = '?w=6&h=5&algorithm=backtracker&seed=keep&braid=0';

/** localStorage's behaviour over a Map; `blocked` makes every call throw, `full` every write. */
class FakeStorage implements StorageLike {
  readonly items = new Map<string, string>();
  blocked = false;
  full = false;
  getItem(key: string): string | null {
    if (this.blocked) throw new Error('SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.blocked || this.full) throw new Error('QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    if (this.blocked) throw new Error('SecurityError');
    this.items.delete(key);
  }
  json(key: string): { version: number; data: Record<string, unknown> } {
    return JSON.parse(this.items.get(key)!) as { version: number; data: Record<string, unknown> };
  }
}

/** A page visit: a store over the kept storage, with a clock of its own. */
function visit(keep: StorageLike) {
  let clock = 5000;
  const store = createAppStore({
    labActions: createLabActions,
    generate: (settings) => Promise.resolve(generateAndSolve(settings)),
    makeSeed: () => 'fresh',
    now: () => clock,
    bestTimes: () => openBestTimes(keep),
    keep,
  });
  return { state: () => store.getState(), advance: (ms: number) => (clock += ms) };
}

/** A visit that plays three moves with the solution shown, draws in the editor and picks lab choices. */
async function playedVisit(keep: FakeStorage) {
  const page = visit(keep);
  await page.state().openQuery(MAZE);
  for (const direction of solutionDirections(page.state().maze!).slice(0, 3)) {
    page.advance(400);
    page.state().move(direction);
  }
  page.advance(700);
  page.state().toggleSolution();
  page.state().setSolutionFrom('entrance');
  page.state().zoomIn();
  page.state().setTimerHidden(true);
  page.state().paintPathsBlocks([1], true);
  page.state().finishPathsPaint();
  page.state().chooseSolver('astar');
  page.state().setPathsOrder('bfs');
  page.state().makeLabMaze({ width: 9, height: 7, algorithm: 'prim', seed: 'lab-kept', braid: 0 });
  page.state().watchGenerator({ algorithm: 'kruskal', width: 12 });
  return page;
}

const noticeTexts = (page: ReturnType<typeof visit>) => page.state().notices.map((notice) => notice.text);

describe('kept across visits', () => {
  it('brings back the maze, the run, the view, the editor grid and the labs’ choices', async () => {
    const keep = new FakeStorage();
    const before = await playedVisit(keep);
    const after = visit(keep);
    await after.state().openQuery('');
    const [was, is] = [before.state(), after.state()];
    expect(settingsToQuery(is.settings!)).toBe(MAZE);
    expect(is.position).toBe(was.position);
    expect(is.moves).toBe(3);
    expect(Array.from(is.walk!.trail)).toEqual(Array.from(was.walk!.trail));
    expect(Array.from(is.walk!.marks)).toEqual(Array.from(was.walk!.marks));
    expect(is.walk!.marks[is.position]).toBe(TRAIL);
    // 800 ms between the first move and the last, then 700 ms more: the clock stands there, paused.
    expect(is.pausedAt! - is.startedAt!).toBe(1500);
    expect([is.showSolution, is.assisted, is.solutionFrom, is.zoom, is.timerHidden]).toEqual([true, true, 'entrance', was.zoom, true]);
    expect(Array.from(is.pathsGrid.blocks)).toEqual(Array.from(was.pathsGrid.blocks));
    expect([is.pathsStart, is.pathsGoal, is.pathsText]).toEqual([was.pathsStart, was.pathsGoal, was.pathsText]);
    expect([is.solver, is.pathsOrder, is.pathsListing.order]).toEqual(['astar', 'bfs', 'bfs']);
    expect(is.labSettings).toEqual(was.labSettings);
    expect(is.labOwnMaze).toBeNull(); // made again from labSettings when the lab opens
    expect(is.carveWatch).toEqual({ ...was.carveWatch, algorithm: 'kruskal', width: 12 });
    expect(is.notices).toEqual([]);
    // The next move starts the clock again from the time played.
    after.advance(10_000);
    after.state().move(solutionDirections(is.maze!)[3]!);
    expect(is.moves + 1).toBe(after.state().moves);
    expect(after.state().pausedAt).toBeNull();
  });

  it('lets a link’s maze win over the kept one, with a fresh run', async () => {
    const keep = new FakeStorage();
    await playedVisit(keep);
    const after = visit(keep);
    await after.state().openQuery('?w=5&h=5&algorithm=prim&seed=link&braid=0');
    expect(settingsToQuery(after.state().settings!)).toBe('?w=5&h=5&algorithm=prim&seed=link&braid=0');
    expect(after.state().moves).toBe(0);
    expect(after.state().zoom).toBeNull(); // the zoom was the kept run's view: another maze opens whole
    // The editor and the labs are still the kept ones.
    expect(after.state().solver).toBe('astar');
  });

  it('resumes a won run as won', async () => {
    const keep = new FakeStorage();
    const before = visit(keep);
    await before.state().openQuery(MAZE);
    for (const direction of solutionDirections(before.state().maze!)) {
      before.advance(100);
      before.state().move(direction);
    }
    expect(before.state().won).toBe(true);
    const after = visit(keep);
    await after.state().openQuery('');
    expect(after.state().won).toBe(true);
    expect(after.state().finishedAt! - after.state().startedAt!).toBe(before.state().finishedAt! - before.state().startedAt!);
  });

  it('starts with the defaults when nothing is kept, and says nothing', async () => {
    const page = visit(new FakeStorage());
    await page.state().openQuery('');
    expect(page.state().settings!.seed).toBe('fresh');
    expect(page.state().notices).toEqual([]);
  });
});

describe('writing', () => {
  it('writes a big maze’s run at most once a second, not at every move, and it comes back', async () => {
    vi.useFakeTimers();
    try {
      const keep = new FakeStorage();
      const writes = vi.spyOn(keep, 'setItem');
      const page = visit(keep);
      const BIG = '?w=300&h=300&algorithm=backtracker&seed=big&braid=0';
      await page.state().openQuery(BIG);
      const directions = solutionDirections(page.state().maze!).slice(0, 50);
      writes.mockClear();
      for (const direction of directions) page.state().move(direction);
      expect(writes.mock.calls.filter(([key]) => key === GAME_KEY)).toHaveLength(0);
      vi.advanceTimersByTime(HEAVY_WRITE_MS);
      expect(writes.mock.calls.filter(([key]) => key === GAME_KEY)).toHaveLength(1);
      const after = visit(keep);
      await after.state().openQuery('');
      expect(after.state().moves).toBe(50);
      expect(after.state().position).toBe(page.state().position);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a kept value that cannot be read', () => {
  const CASES = [
    { key: SETTINGS_KEY, notice: EN.gameReset },
    { key: GAME_KEY, notice: EN.gameReset },
    { key: EDITOR_KEY, notice: EN.editorReset },
    { key: LAB_KEY, notice: EN.labReset },
  ];

  for (const { key, notice } of CASES) {
    it(`${key}: corrupt JSON is set aside with a notice, and the other keys are kept`, async () => {
      const keep = new FakeStorage();
      await playedVisit(keep);
      keep.items.set(key, '{"version":1,"data":{');
      const after = visit(keep);
      await after.state().openQuery('');
      expect(noticeTexts(after)).toEqual([notice]);
      expect(keep.items.get(key + CORRUPT_SUFFIX)).toBe('{"version":1,"data":{');
      if (key !== LAB_KEY) expect(after.state().solver).toBe('astar');
      if (key !== EDITOR_KEY) expect(after.state().pathsGrid.blocks[1]).toBe(1);
      // A lost settings key leaves the run, which names its maze: only a lost game starts afresh.
      expect(after.state().moves).toBe(key === GAME_KEY ? 0 : 3);
      expect(settingsToQuery(after.state().settings!)).toBe(MAZE);
      // The page still plays.
      after.state().move(solutionDirections(after.state().maze!)[key === GAME_KEY ? 0 : 3]!);
      expect(after.state().walk).not.toBeNull();
    });

    it(`${key}: a version newer than the page's, or of the wrong shape, is set aside`, () => {
      for (const text of ['{"version":99,"data":{}}', '[1,2,3]', '"text"', '{"data":{}}']) {
        const keep = new FakeStorage();
        keep.items.set(key, text);
        const page = visit(keep);
        expect(noticeTexts(page)).toEqual([notice]);
        expect(keep.items.has(key)).toBe(false);
      }
    });

    it(`${key}: data nested thousands deep is set aside as it was stored, without overflowing the stack`, () => {
      for (const version of [1, 99]) {
        const text = `{"version":${version},"data":{"x":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
        const keep = new FakeStorage();
        keep.items.set(key, text);
        const page = visit(keep);
        expect(noticeTexts(page)).toEqual([notice]);
        expect(keep.items.get(key + CORRUPT_SUFFIX)).toBe(text);
      }
    });

    it(`${key}: a value over ${MAX_SAVED_CHARS} characters is dropped without a copy`, () => {
      const keep = new FakeStorage();
      keep.items.set(key, JSON.stringify({ version: 1, data: { pad: 'x'.repeat(MAX_SAVED_CHARS) } }));
      const page = visit(keep);
      expect(noticeTexts(page)).toEqual([notice]);
      expect(keep.items.has(key)).toBe(false);
      expect(keep.items.has(key + CORRUPT_SUFFIX)).toBe(false);
    });
  }

  it('keeps the good fields of a half-bad value', async () => {
    const keep = new FakeStorage();
    await playedVisit(keep);
    const settings = keep.json(SETTINGS_KEY);
    keep.items.set(SETTINGS_KEY, JSON.stringify({ ...settings, data: { ...settings.data, timerHidden: 'yes' } }));
    const lab = keep.json(LAB_KEY);
    keep.items.set(LAB_KEY, JSON.stringify({ ...lab, data: { ...lab.data, solver: 'magic', labQuery: '?w=9999&h=5&algorithm=prim&seed=x&braid=0' } }));
    const after = visit(keep);
    await after.state().openQuery('');
    expect(noticeTexts(after)).toEqual([EN.gameReset, EN.labReset]);
    expect(keep.items.get(LAB_KEY + CORRUPT_SUFFIX)).toMatch(/magic/);
    expect(settingsToQuery(after.state().settings!)).toBe(MAZE);
    expect(after.state().timerHidden).toBe(false);
    expect(after.state().moves).toBe(3);
    expect([after.state().solver, after.state().pathsOrder]).toEqual(['bfs', 'bfs']);
  });

  it('migrates settings kept by version 1 (the settings object itself)', async () => {
    const keep = new FakeStorage();
    keep.items.set(SETTINGS_KEY, JSON.stringify({ version: 1, data: { settings: { width: 7, height: 4, algorithm: 'prim', seed: 'old', braid: 0 }, trailInPng: true, timerHidden: false } }));
    const page = visit(keep);
    await page.state().openQuery('');
    expect(page.state().notices).toEqual([]);
    expect(settingsToQuery(page.state().settings!)).toBe('?w=7&h=4&algorithm=prim&seed=old&braid=0');
    expect(page.state().trailInPng).toBe(true);
    expect(keep.json(SETTINGS_KEY).version).toBe(2);
  });

  it('drops a run that walks through a wall or is longer than its moves, and plays the maze afresh', async () => {
    for (const tamper of [(trail: number[]) => [...trail, trail.at(-1)! + 1], (trail: number[]) => [trail[0]!, trail[0]! + 2]]) {
      const keep = new FakeStorage();
      await playedVisit(keep);
      const game = keep.json(GAME_KEY);
      const run = game.data.run as { trail: number[]; moves: number };
      keep.items.set(GAME_KEY, JSON.stringify({ ...game, data: { ...game.data, run: { ...run, trail: tamper(run.trail), moves: 99 } } }));
      const after = visit(keep);
      await after.state().openQuery('');
      expect(settingsToQuery(after.state().settings!)).toBe(MAZE);
      if (noticeTexts(after).length === 0) throw new Error('no notice for a tampered trail');
      expect(noticeTexts(after)).toEqual([EN.gameReset]);
      expect(after.state().moves).toBe(0);
    }
  });

  it('drops a run whose walked-back ground lists a wall (it would be painted as open)', async () => {
    const keep = new FakeStorage();
    await playedVisit(keep);
    const game = keep.json(GAME_KEY);
    const run = game.data.run as { backtracked: number[] };
    keep.items.set(GAME_KEY, JSON.stringify({ ...game, data: { ...game.data, run: { ...run, backtracked: [0] } } })); // block 0 is the corner wall
    const after = visit(keep);
    await after.state().openQuery('');
    expect(noticeTexts(after)).toEqual([EN.gameReset]);
    expect(after.state().moves).toBe(0);
  });

  it('opens the kept maze and run from a link that only carries other parameters (a tracker, the language)', async () => {
    const keep = new FakeStorage();
    const before = await playedVisit(keep);
    const after = visit(keep);
    await after.state().openQuery('?utm_source=mail&fbclid=x&lang=en');
    expect(settingsToQuery(after.state().settings!)).toBe(MAZE);
    expect(after.state().moves).toBe(before.state().moves);
  });

  it('says its notices again in the language chosen', async () => {
    const keep = new FakeStorage();
    await playedVisit(keep);
    keep.items.set(GAME_KEY, '{ not json');
    const after = visit(keep);
    await after.state().openQuery('');
    expect(noticeTexts(after)).toEqual([EN.gameReset]);
    after.state().setLanguage('zh');
    expect(noticeTexts(after)).toEqual([SAVED_TEXT.zh.gameReset]);
    after.state().setLanguage('en');
    expect(noticeTexts(after)).toEqual([EN.gameReset]);
  });

  it('says a bad link and the form’s errors again in the language chosen', async () => {
    const page = visit(new FakeStorage());
    await page.state().openQuery('?w=abc&h=5&algorithm=prim&seed=s&braid=0');
    const [english] = noticeTexts(page);
    page.state().editDraft('width', '0');
    await page.state().applyDraft();
    const widthError = page.state().draftErrors.width;
    expect(widthError).toMatch(/Width/);
    page.state().setLanguage('zh');
    expect(noticeTexts(page)).toHaveLength(1);
    expect(noticeTexts(page)[0]).not.toBe(english);
    expect(noticeTexts(page)[0]).toMatch(/[\u4e00-\u9fff]/);
    expect(page.state().draftErrors.width).toMatch(/[\u4e00-\u9fff]/);
    page.state().setLanguage('en');
    expect(noticeTexts(page)).toEqual([english]);
    expect(page.state().draftErrors.width).toBe(widthError);
  });

  it('says once that nothing can be kept when storage is blocked, and plays on', async () => {
    const keep = new FakeStorage();
    keep.blocked = true;
    const page = visit(keep);
    await page.state().openQuery('');
    page.state().move(solutionDirections(page.state().maze!)[0]!);
    expect(noticeTexts(page)).toEqual([EN.cannotKeep]);
    expect(page.state().moves).toBe(1);
  });

  it('says once that progress cannot be kept when storage is full, and plays on', async () => {
    const keep = new FakeStorage();
    keep.full = true;
    const page = visit(keep);
    await page.state().openQuery(MAZE);
    for (const direction of solutionDirections(page.state().maze!).slice(0, 3)) page.state().move(direction);
    expect(noticeTexts(page)).toEqual([EN.cannotKeep]);
    expect(page.state().moves).toBe(3);
  });

  it('says the notice in the page’s language', () => {
    const current = visit(new FakeStorage()).state();
    const merged = mergeRestored({ settings: {}, game: {}, editor: undefined, lab: {}, problems: ['gameReset', 'cannotKeep'] }, { ...current, language: 'zh' });
    expect(merged.notices.map((notice) => notice.text)).toEqual([SAVED_TEXT.zh.gameReset, SAVED_TEXT.zh.cannotKeep]);
  });

  it('says a best-time problem in the page’s language, and keeps the good entries', async () => {
    const keep = new FakeStorage();
    keep.items.set(BEST_TIMES_KEY, JSON.stringify({ [MAZE]: 4200, '?b': 'fast', '?c': -1 }));
    const page = visit(keep);
    page.state().setLanguage('zh');
    await page.state().openQuery(MAZE);
    expect(noticeTexts(page)).toEqual([SAVED_TEXT.zh.bestTimesDropped(2, 50)]);
    expect(noticeTexts(page)[0]).toMatch(/^2 条保存的最佳时间/);
    expect(page.state().bestMs).toBe(4200);
  });
});
