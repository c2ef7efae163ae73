import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bookMazeLink, MARGIN_POINTS, type BookOptions } from '../../src/print/bookOptions';
import { CHINESE_BOOK_WORDS, ENGLISH_BOOK_WORDS, mazeLine } from '../../src/print/bookWords';
import { buildBook, planOfBook, previewOfBook } from '../../src/print/buildBook';
import { pageGrid, planBook, type BookMaze, type Box, type PlanItem } from '../../src/print/pagePlan';
import { pageSvg } from '../../src/print/pageSvg';
import type { VectorPicture } from '../../src/render/vector/svgDocument';

const OPTIONS: BookOptions = {
  maze: { algorithm: 'backtracker', width: 8, height: 6, braid: 0 },
  seed: 'plan',
  count: 7,
  perPage: 4,
  paper: 'a4',
  landscape: false,
  answers: true,
  urlBase: 'http://localhost:5173/',
  language: 'en',
};

/** A stand-in picture: the plan only reads its size. */
function picture(width: number, height: number): VectorPicture {
  return { width, height, paper: '#ffffff', marks: [] };
}

function mazes(count: number, width = 300, height = 200): BookMaze[] {
  return Array.from({ length: count }, () => ({ picture: picture(width, height), answer: picture(width, height) }));
}

/** Where an item's ink lies on its page, in points. */
function extent(item: PlanItem): Box {
  switch (item.kind) {
    case 'picture':
      return { x: item.x, y: item.y, width: item.picture.width * item.scale, height: item.picture.height * item.scale };
    case 'text':
      return { x: item.x, y: item.y - item.size, width: item.width, height: item.size };
    case 'qr':
      return { x: item.x, y: item.y, width: item.modules.size * item.module, height: item.modules.size * item.module };
  }
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('planBook', () => {
  it('has ceil(count / perPage) maze pages, then as many answer pages when asked for', () => {
    for (const perPage of [1, 2, 4, 6] as const) {
      for (const count of [1, 5, 12, 13]) {
        for (const answers of [false, true]) {
          const plan = planBook({ ...OPTIONS, perPage, count, answers }, mazes(count), ENGLISH_BOOK_WORDS);
          const mazePages = Math.ceil(count / perPage);
          expect(plan.pages).toHaveLength(answers ? 2 * mazePages : mazePages);
          expect(plan.pages.map((page) => page.answers)).toEqual([...Array(mazePages).fill(false), ...Array(answers ? mazePages : 0).fill(true)]);
          const pictures = plan.pages.flatMap((page) => page.items.filter((item) => item.kind === 'picture'));
          expect(pictures.map((item) => item.index)).toEqual([...Array(answers ? 2 : 1)].flatMap(() => Array.from({ length: count }, (_, i) => i + 1)));
        }
      }
    }
  });

  it('keeps every picture, label and QR code inside the margins, none over another', () => {
    for (const paper of ['a4', 'letter'] as const) {
      for (const landscape of [false, true]) {
        for (const perPage of [1, 2, 4, 6] as const) {
          for (const [width, height] of [[300, 200], [100, 900], [2000, 40]] as const) {
            const plan = planBook({ ...OPTIONS, paper, landscape, perPage, count: 6 }, mazes(6, width, height), ENGLISH_BOOK_WORDS);
            for (const page of plan.pages) {
              const boxes = page.items.map(extent);
              for (const box of boxes) {
                expect(box.x).toBeGreaterThanOrEqual(MARGIN_POINTS - 1e-9);
                expect(box.y).toBeGreaterThanOrEqual(MARGIN_POINTS - 1e-9);
                expect(box.x + box.width).toBeLessThanOrEqual(page.width - MARGIN_POINTS + 1e-9);
                expect(box.y + box.height).toBeLessThanOrEqual(page.height - MARGIN_POINTS + 1e-9);
              }
              for (let a = 0; a < boxes.length; a++) for (let b = a + 1; b < boxes.length; b++) expect(overlaps(boxes[a]!, boxes[b]!)).toBe(false);
            }
          }
        }
      }
    }
  });

  it('makes each maze as big as its box allows, centred in it, the box above its label', () => {
    const plan = planBook({ ...OPTIONS, perPage: 2 }, mazes(2, 300, 200), ENGLISH_BOOK_WORDS);
    for (const item of plan.pages[0]!.items) {
      if (item.kind !== 'picture') continue;
      const { box } = item;
      const drawn = extent(item);
      // It touches the box on one axis and stays inside on the other.
      expect(Math.min(Math.abs(drawn.width - box.width), Math.abs(drawn.height - box.height))).toBeLessThan(1e-6);
      expect(drawn.x - box.x).toBeCloseTo(box.x + box.width - drawn.x - drawn.width, 6);
      expect(drawn.y - box.y).toBeCloseTo(box.y + box.height - drawn.y - drawn.height, 6);
    }
  });

  it('lays 2 and 6 a page in one column or two on a tall page, in a row or three columns on a wide one', () => {
    expect(pageGrid(2, false)).toEqual({ columns: 1, rows: 2 });
    expect(pageGrid(2, true)).toEqual({ columns: 2, rows: 1 });
    expect(pageGrid(6, false)).toEqual({ columns: 2, rows: 3 });
    expect(pageGrid(6, true)).toEqual({ columns: 3, rows: 2 });
    const plan = planBook({ ...OPTIONS, perPage: 6, landscape: true, count: 6 }, mazes(6), ENGLISH_BOOK_WORDS);
    const xs = new Set(plan.pages[0]!.items.filter((item) => item.kind === 'picture').map((item) => item.box.x));
    expect(xs.size).toBe(3);
  });

  it('labels each maze with its number, its line and a QR code of its link; answers under an "Answers" heading', () => {
    const plan = planBook(OPTIONS, mazes(OPTIONS.count), ENGLISH_BOOK_WORDS);
    for (const page of plan.pages) {
      const textItems = page.items.filter((item) => item.kind === 'text');
      const numbers = page.items.filter((item) => item.kind === 'picture').map((item) => item.index);
      // A caption too long for its room breaks at a " · " onto a second line (never shrinks below 8 pt): joined again here.
      const texts: string[] = [];
      for (const item of textItems) {
        const continues = texts.length > 0 && !numbers.map(String).includes(item.text) && item.text !== 'Answers' && !numbers.map(String).includes(texts.at(-1)!);
        if (continues) texts[texts.length - 1] += ` · ${item.text}`;
        else texts.push(item.text);
      }
      const expected = numbers.flatMap((index) => [String(index), mazeLine({ ...OPTIONS.maze, seed: `plan-${index}` }, ENGLISH_BOOK_WORDS)]);
      expect(texts).toEqual(page.answers ? ['Answers', ...expected] : expected);
      expect(Math.min(...textItems.map((item) => item.size))).toBeGreaterThanOrEqual(8);
      expect(page.items.filter((item) => item.kind === 'qr').map((item) => item.link)).toEqual(numbers.map((index) => bookMazeLink(OPTIONS, index)));
    }
    expect(mazeLine({ ...OPTIONS.maze, seed: 'plan-3' }, ENGLISH_BOOK_WORDS)).toBe('Square · 8×6 · Recursive backtracker · Seed: plan-3');
    expect(mazeLine({ algorithm: 'backtracker', width: 12, height: 9, braid: 0, shape: 'hex', seed: '迷宫-2' }, CHINESE_BOOK_WORDS)).toBe('六边形 · 12×9 · 递归回溯 · 种子: 迷宫-2');
    expect(mazeLine({ algorithm: 'kruskal', width: 15, height: 15, braid: 0, shape: 'polar', rings: 9, seed: 'c' }, ENGLISH_BOOK_WORDS)).toBe("Circle · 9 rings · Kruskal's · Seed: c");
  });

  it('heads every page with the title, and each maze page with a Name and Date line for worksheets, above the mazes', () => {
    const plan = planBook({ ...OPTIONS, title: 'Class 4B', nameLine: true }, mazes(OPTIONS.count), ENGLISH_BOOK_WORDS);
    for (const page of plan.pages) {
      const texts = page.items.filter((item) => item.kind === 'text');
      expect(texts[0]!.text).toBe(page.answers ? 'Class 4B · Answers' : 'Class 4B');
      if (!page.answers) expect(texts[1]!.text).toMatch(/^Name: _+ {4}Date: _+$/);
      const head = page.answers ? texts.slice(0, 1) : texts.slice(0, 2);
      const firstPicture = page.items.find((item) => item.kind === 'picture')!;
      for (const item of head) expect(item.y).toBeLessThan(firstPicture.y);
    }
    // Without them, the pages are as before.
    expect(planBook({ ...OPTIONS, title: '  ' }, mazes(OPTIONS.count), ENGLISH_BOOK_WORDS)).toEqual(planBook(OPTIONS, mazes(OPTIONS.count), ENGLISH_BOOK_WORDS));
  });

  it('gives every QR code of a book the same size: the longest link\'s', () => {
    const plan = planBook({ ...OPTIONS, count: 12, seed: 'x'.repeat(30) }, mazes(12), ENGLISH_BOOK_WORDS);
    const sizes = new Set(plan.pages.flatMap((page) => page.items.filter((item) => item.kind === 'qr').map((item) => item.modules.size)));
    expect(sizes.size).toBe(1);
  });
});

describe('buildBook and pageSvg', () => {
  it('gives the same bytes for the same options, dated and titled', async () => {
    const options = { ...OPTIONS, count: 3, perPage: 2 as const, maze: { ...OPTIONS.maze, shape: 'hex' as const } };
    const progress: [number, number][] = [];
    const first = await buildBook(options, { onProgress: (done, total) => progress.push([done, total]) });
    const second = await buildBook(options);
    expect(progress).toEqual([[1, 3], [2, 3], [3, 3]]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
    const pdf = await PDFDocument.load(first, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(4);
    expect(pdf.getTitle()).toBe('Mazes, seed plan');
    expect(pdf.getCreator()).toBe('Maze print studio');
    expect(pdf.getCreationDate()?.toISOString()).toBe('2000-01-01T00:00:00.000Z');
  });

  it('labels a Chinese book in Chinese', async () => {
    const plan = await planOfBook({ ...OPTIONS, count: 1, language: 'zh' });
    const texts = plan.pages.flatMap((page) => page.items.filter((item) => item.kind === 'text').map((item) => item.text));
    expect(texts).toEqual(['1', '方格 · 8×6 · 递归回溯 · 种子: plan-1', '答案', '1', '方格 · 8×6 · 递归回溯 · 种子: plan-1']);
  });

  it('stops between mazes when asked', async () => {
    let made = 0;
    await expect(buildBook({ ...OPTIONS, count: 5 }, { onProgress: (done) => (made = done), stopped: () => made >= 2 })).rejects.toThrow('stopped');
    expect(made).toBe(2);
  });

  it('previews a page as one SVG document in points, the plan\'s geometry', async () => {
    const plan = await planOfBook({ ...OPTIONS, count: 2 });
    const svg = pageSvg(plan, 0);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 595.28 841.89"/);
    const picture = plan.pages[0]!.items.find((item) => item.kind === 'picture')!;
    expect(svg).toContain(`<g transform="translate(${Math.round(picture.x * 100) / 100} ${Math.round(picture.y * 100) / 100}) scale(${picture.scale})">`);
    expect(pageSvg(plan, 0)).toBe(svg);
    expect(() => pageSvg(plan, 9)).toThrow(RangeError);
  });

  it('previews the book\'s first page exactly, making only its mazes', async () => {
    const options = { ...OPTIONS, count: 11, perPage: 2 as const, seed: 'p'.repeat(40) };
    const made: number[] = [];
    const preview = await previewOfBook(options, { onProgress: (done) => made.push(done) });
    expect(made).toEqual([1, 2]);
    expect(preview).toBe(pageSvg(await planOfBook(options), 0));
  });
});
