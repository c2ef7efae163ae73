import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../src/i18n/loadLanguage';
import { isLocalAddress, MAX_BOOK_SEED_LENGTH, type BookOptions } from '../../src/print/bookOptions';
import { bookFileName, DEFAULT_STUDIO_DRAFT, editStudioDraft, keepStudioDraft, readKeptStudioDraft, readStudioDraft, STUDIO_KEY } from '../../src/print/studio/studioDraft';

const BASE = 'https://example.org/maze/';

function optionsOf(draft = DEFAULT_STUDIO_DRAFT): BookOptions {
  const read = readStudioDraft(draft, BASE, 'en');
  if (!('options' in read)) throw new Error(JSON.stringify(read.errors));
  return read.options;
}

describe('the Print studio form, read', () => {
  beforeAll(() => loadLanguage('zh'));

  it('gives the book: every maze setting but the seed, which is the base seed', () => {
    const options = optionsOf();
    expect(options).toEqual({
      maze: { algorithm: 'backtracker', width: 20, height: 20, braid: 0, style: 'lines' },
      seed: 'book',
      count: 12,
      perPage: 4,
      paper: 'a4',
      landscape: false,
      answers: true,
      urlBase: BASE,
      language: 'en',
    });
  });

  it('blocks are a square maze without a style; other shapes are always lines', () => {
    expect(optionsOf({ ...DEFAULT_STUDIO_DRAFT, style: '' }).maze).not.toHaveProperty('style');
    expect(optionsOf({ ...DEFAULT_STUDIO_DRAFT, shape: 'hex' }).maze).toEqual({ algorithm: 'backtracker', width: 20, height: 20, braid: 0, shape: 'hex' });
    expect(optionsOf({ ...DEFAULT_STUDIO_DRAFT, shape: 'polar', rings: '9' }).maze).toMatchObject({ shape: 'polar', rings: 9 });
  });

  it('unicursal labyrinths: the box rounds odd sides up and takes the braid out; the book carries it, squares only', () => {
    const draft = editStudioDraft({ ...DEFAULT_STUDIO_DRAFT, width: '15', height: '9', braid: '0.3' }, 'unicursal', true);
    expect(draft).toMatchObject({ width: '16', height: '10', braid: '0', unicursal: true });
    expect(optionsOf(draft).maze).toEqual({ algorithm: 'backtracker', width: 16, height: 10, braid: 0, style: 'lines', unicursal: true });
    expect(optionsOf({ ...draft, shape: 'hex' }).maze.unicursal).toBeUndefined();
    const odd = readStudioDraft({ ...draft, width: '17' }, BASE, 'en');
    expect('errors' in odd && odd.errors.width).toMatch(/width must be an even number/);
  });

  it('weaves: square and hex books carry the weave; another shape or a labyrinth drops it', () => {
    const woven = { ...DEFAULT_STUDIO_DRAFT, weave: '0.4' };
    expect(optionsOf(woven).maze).toMatchObject({ weave: 0.4 });
    expect(optionsOf({ ...woven, shape: 'hex' }).maze).toMatchObject({ shape: 'hex', weave: 0.4 });
    expect(optionsOf({ ...woven, shape: 'triangle' }).maze.weave).toBeUndefined();
    expect(editStudioDraft(woven, 'unicursal', true).weave).toBe('');
  });

  it('levels: square books carry them; a weave or a labyrinth takes them out, choosing them takes those out and a row-by-row generator gives way', () => {
    const stacked = { ...DEFAULT_STUDIO_DRAFT, levels: '3' };
    expect(optionsOf(stacked).maze).toMatchObject({ levels: 3 });
    expect(optionsOf({ ...stacked, shape: 'hex' }).maze.levels).toBeUndefined();
    expect(editStudioDraft(stacked, 'unicursal', true).levels).toBe('');
    expect(editStudioDraft(stacked, 'weave', '0.4').levels).toBe('');
    expect(editStudioDraft({ ...DEFAULT_STUDIO_DRAFT, weave: '0.4', unicursal: true, algorithm: 'eller' }, 'levels', '2')).toMatchObject({ levels: '2', weave: '', unicursal: false, algorithm: 'backtracker' });
  });

  it('a base seed leaves room for maze 100: the book limit, said as the game says it', () => {
    const fits = optionsOf({ ...DEFAULT_STUDIO_DRAFT, seed: 'x'.repeat(MAX_BOOK_SEED_LENGTH) });
    expect(fits.seed).toHaveLength(MAX_BOOK_SEED_LENGTH);
    const read = readStudioDraft({ ...DEFAULT_STUDIO_DRAFT, seed: 'x'.repeat(MAX_BOOK_SEED_LENGTH + 1) }, BASE, 'en');
    expect('errors' in read && read.errors.seed).toMatch(new RegExp(`${MAX_BOOK_SEED_LENGTH}`));
  });

  it('says every bad field at once, in the language asked for', () => {
    const read = readStudioDraft({ ...DEFAULT_STUDIO_DRAFT, width: 'ten', braid: '2', count: '1.5' }, BASE, 'zh');
    expect('errors' in read && Object.keys(read.errors).sort()).toEqual(['braid', 'count', 'width']);
    expect('errors' in read && read.errors.count).toBe('一本书可以有 1 到 100 个迷宫。');
  });

  it('a row-by-row algorithm gives way on a shape it cannot make', () => {
    const sidewinder = editStudioDraft(DEFAULT_STUDIO_DRAFT, 'algorithm', 'sidewinder');
    expect(editStudioDraft(sidewinder, 'shape', 'triangle').algorithm).toBe('backtracker');
    expect(editStudioDraft(sidewinder, 'shape', 'square').algorithm).toBe('sidewinder');
  });

  it('is kept, and read back, under a key of its own', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    const draft = { ...DEFAULT_STUDIO_DRAFT, seed: 'kept', perPage: 6 as const, paper: 'letter' as const, landscape: true, answers: false };
    keepStudioDraft(draft, store);
    expect([...storage.keys()]).toEqual([STUDIO_KEY]);
    expect(readKeptStudioDraft(store)).toEqual(draft);
    expect(readKeptStudioDraft(null)).toEqual(DEFAULT_STUDIO_DRAFT);
  });

  it('does not keep a tampered field far longer than any the form accepts (a 1.9 MB seed froze the page)', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) };
    keepStudioDraft({ ...DEFAULT_STUDIO_DRAFT, seed: 'x'.repeat(1_900_000), width: '12' }, store);
    expect(readKeptStudioDraft(store)).toEqual({ ...DEFAULT_STUDIO_DRAFT, width: '12' });
    const seed = '种'.repeat(64);
    keepStudioDraft({ ...DEFAULT_STUDIO_DRAFT, seed }, store);
    expect(readKeptStudioDraft(store).seed).toBe(seed);
  });

  it('points the QR codes at the link address typed, normalised, or at this page when it is empty', () => {
    expect(optionsOf().urlBase).toBe(BASE);
    expect(optionsOf({ ...DEFAULT_STUDIO_DRAFT, link: ' https://Maze.example/a\u202Eb/ ' }).urlBase).toBe('https://maze.example/a%E2%80%AEb/');
    for (const link of ['ftp://maze.example/', 'maze.example', 'https://maze.example/?x=1']) {
      const read = readStudioDraft({ ...DEFAULT_STUDIO_DRAFT, link }, BASE, 'en');
      expect('errors' in read && read.errors.link).toBe('The link address must be an http or https address, without ? or #.');
    }
    const long = readStudioDraft({ ...DEFAULT_STUDIO_DRAFT, link: `https://maze.example/${'a'.repeat(2400)}` }, BASE, 'en');
    expect('errors' in long && long.errors.link).toBe('That link address makes links too long for a QR code (at most 2331 bytes): use a shorter one.');
  });

  it('takes a title and a Name and Date line for worksheets, the title up to 80 characters', () => {
    expect(optionsOf({ ...DEFAULT_STUDIO_DRAFT, title: ' Class 4B ', nameLine: true })).toMatchObject({ title: 'Class 4B', nameLine: true });
    expect(optionsOf()).not.toHaveProperty('title');
    const long = readStudioDraft({ ...DEFAULT_STUDIO_DRAFT, title: 'x'.repeat(81) }, BASE, 'en');
    expect('errors' in long && long.errors.title).toBe('A title has at most 80 characters.');
  });

  it('tells a local address, which a student\'s phone cannot reach, from a published one', () => {
    for (const local of ['http://localhost:5173/', 'http://127.0.0.1:4173/', 'http://[::1]:5173/', 'http://192.168.1.20:5173/', 'http://10.0.0.5/', 'http://172.20.1.1/', 'http://mybox.local/', 'http://0.0.0.0:5173/'])
      expect(isLocalAddress(local), local).toBe(true);
    for (const published of ['https://maze.example/', 'https://example.github.io/maze/', 'http://172.32.0.1/', 'http://8.8.8.8/']) expect(isLocalAddress(published), published).toBe(false);
  });

  it('names the PDF by its seed and size, safe as a file name', () => {
    expect(bookFileName({ ...optionsOf(), seed: 'class 4/b' })).toBe('maze-book-class_4_b-12.pdf');
    expect(bookFileName({ ...optionsOf(), seed: '迷宫' })).toBe('maze-book-迷宫-12.pdf');
  });
});
