import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { bookMazeLink, bookMazeSettings, type BookOptions } from '../../src/print/bookOptions';
import { planOfBook } from '../../src/print/buildBook';
import type { PictureItem } from '../../src/print/pagePlan';
import { cellPngLayout } from '../../src/render/png';
import { drawnCentreX, drawnCentreY } from '../../src/core/shape/geometry';
import { levelOf } from '../../src/core/shape/levels';
import { STAIR_OFFSET } from '../../src/render/cells/stairs';
import { generateAndSolve } from '../../src/workers/generation';
import { runMaze } from '../support/cli';

const root = new URL('../..', import.meta.url).pathname;
const DPI = 100;

/** `maze print ...` as a child process, as a user runs it (once: the other calls run in this process, see runMaze). */
function printAsUser(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'print', ...args], { cwd: root, encoding: 'utf8' });
}

/** `maze print ...` in this process: what the real binary gives (printAsUser shows it is), without starting Node again. */
function print(args: string[]) {
  return runMaze(['print', ...args]);
}

function outFile(name: string): string {
  return join(mkdtempSync(join(tmpdir(), 'maze-print-')), name);
}

/** Every page rendered by poppler at 100 dpi, in order. */
function renderPages(pdf: string): PNG[] {
  const dir = mkdtempSync(join(tmpdir(), 'maze-pages-'));
  const result = spawnSync('pdftoppm', ['-r', String(DPI), '-png', pdf, join(dir, 'page')], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return readdirSync(dir).sort().map((name) => PNG.sync.read(readFileSync(join(dir, name))));
}

/** The links of a rendered page's QR codes, as zbar reads them. */
function qrLinks(page: PNG): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'maze-qr-'));
  const file = join(dir, 'page.png');
  writeFileSync(file, PNG.sync.write(page));
  const result = spawnSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' });
  return result.stdout.split('\n').filter((line) => line !== '').sort();
}

/** The grey (mean of r, g, b) and redness of the pixel at (x, y) points on a 100 dpi page. */
function pixel(page: PNG, x: number, y: number): { grey: number; red: number } {
  const px = Math.floor((x * DPI) / 72);
  const py = Math.floor((y * DPI) / 72);
  const at = (py * page.width + px) * 4;
  const [r, g, b] = [page.data[at]!, page.data[at + 1]!, page.data[at + 2]!];
  return { grey: (r + g + b) / 3, red: r - g };
}

/** The options the CLI's flags below stand for (the link and seeds must agree with them). */
function options(maze: BookOptions['maze'], rest: Partial<BookOptions>): BookOptions {
  return { maze, seed: 'cli', count: 1, perPage: 1, paper: 'a4', landscape: false, answers: false, urlBase: 'http://localhost:5173/', language: 'en', ...rest };
}

function pictures(plan: Awaited<ReturnType<typeof planOfBook>>, page: number): PictureItem[] {
  return plan.pages[page]!.items.filter((item): item is PictureItem => item.kind === 'picture');
}

describe('maze print', () => {
  it('writes ceil(N / per-page) maze pages then as many answer pages, of the paper asked for, printing nothing', async () => {
    const cases: [string[], number, [number, number]][] = [
      [['--count', '5', '--per-page', '2', '--answers'], 6, [595.28, 841.89]],
      [['--count', '5', '--per-page', '4', '--paper', 'letter'], 2, [612, 792]],
      [['--count', '7', '--per-page', '6', '--paper', 'letter', '--landscape', '--answers'], 4, [792, 612]],
      [['--landscape'], 1, [841.89, 595.28]],
    ];
    for (const [args, pages, [width, height]] of cases) {
      const out = outFile('book.pdf');
      const result = await print(['--out', out, '--width', '6', '--height', '5', '--seed', 'size', ...args]);
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe('');
      expect(result.status).toBe(0);
      const pdf = await PDFDocument.load(readFileSync(out));
      expect(pdf.getPageCount()).toBe(pages);
      for (const page of pdf.getPages()) {
        expect(page.getWidth()).toBeCloseTo(width, 2);
        expect(page.getHeight()).toBeCloseTo(height, 2);
      }
    }
  });

  it('draws each block maze as it is: dark walls, light passages, the answer on the answer pages; its QR codes read back as its links', async () => {
    const out = outFile('blocks.pdf');
    const result = await print(['--out', out, '--width', '7', '--height', '6', '--algorithm', 'kruskal', '--seed', 'cli', '--count', '3', '--per-page', '2', '--answers', '--braid', '0.3']);
    expect(result.status, result.stderr).toBe(0);
    const book = options({ algorithm: 'kruskal', width: 7, height: 6, braid: 0.3 }, { count: 3, perPage: 2, answers: true });
    const plan = await planOfBook(book);
    const pages = renderPages(out);
    expect(pages).toHaveLength(4);
    for (const [p, page] of pages.entries()) {
      const answers = p >= 2;
      for (const item of pictures(plan, p)) {
        const generated = generateAndSolve(bookMazeSettings(book, item.index));
        if (generated.kind !== 'blocks') throw new Error('a square maze in blocks');
        const { rows, cols, blocks: cells } = generated.maze;
        const onPath = new Set(generated.solution);
        const block = (item.picture.width / cols) * item.scale;
        for (let row = 0; row < rows; row++) {
          for (let col = 0; col < cols; col++) {
            const { grey, red } = pixel(page, item.x + (col + 0.5) * block, item.y + (row + 0.5) * block);
            const index = row * cols + col;
            if (cells[index] === 1) expect(grey, `maze ${item.index} wall (${row},${col})`).toBeLessThan(80);
            else if (answers && onPath.has(index)) expect(red, `maze ${item.index} answer (${row},${col})`).toBeGreaterThan(80);
            else expect(grey, `maze ${item.index} passage (${row},${col})`).toBeGreaterThan(200);
          }
        }
      }
      const indices = pictures(plan, p).map((item) => item.index);
      expect(qrLinks(page)).toEqual(indices.map((index) => bookMazeLink(book, index)).sort());
    }
  });

  it.each([
    ['hex', ['--shape', 'hex'], { shape: 'hex' as const }],
    ['triangle', ['--shape', 'triangle'], { shape: 'triangle' as const }],
    ['square in lines', ['--style', 'lines'], { style: 'lines' as const }],
    ['unicursal', ['--unicursal'], { unicursal: true as const }],
  ])('draws each %s maze as it is: light cell centres, a wall where two cells have no passage and none where they have', async (_, flags, fields) => {
    const out = outFile('cells.pdf');
    // Even sides, as a unicursal labyrinth needs.
    const result = await print(['--out', out, ...flags, '--width', '6', '--height', '4', '--seed', 'cli', '--count', '2', '--per-page', '2', '--url-base', 'https://example.org/maze/']);
    expect(result.status, result.stderr).toBe(0);
    const book = options({ algorithm: 'backtracker', width: 6, height: 4, braid: 0, ...fields }, { count: 2, perPage: 2, urlBase: 'https://example.org/maze/' });
    const plan = await planOfBook(book);
    const [page] = renderPages(out);
    let walls = 0;
    let passages = 0;
    for (const item of pictures(plan, 0)) {
      const generated = generateAndSolve(bookMazeSettings(book, item.index));
      if (generated.kind !== 'cells') throw new Error('a maze in lines is on cells');
      const { topology, open } = generated.maze;
      const { view } = cellPngLayout(topology);
      const at = (cell: number): [number, number] => [
        item.x + (view.x + topology.centres[2 * cell]! * view.scale) * item.scale,
        item.y + (view.y + topology.centres[2 * cell + 1]! * view.scale) * item.scale,
      ];
      for (let cell = 0; cell < topology.cellCount; cell++) {
        const [x, y] = at(cell);
        expect(pixel(page!, x, y).grey, `cell ${cell}`).toBeGreaterThan(200);
        for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
          const other = topology.neighbours[i]!;
          if (other < cell) continue;
          const [ox, oy] = at(other);
          // Between two neighbours' centres lies the middle of their shared side (these shapes are symmetric across it).
          const { grey } = pixel(page!, (x + ox) / 2, (y + oy) / 2);
          if (open[i] === 1) {
            passages++;
            expect(grey, `passage ${cell}-${other}`).toBeGreaterThan(200);
          } else {
            walls++;
            expect(grey, `wall ${cell}-${other}`).toBeLessThan(100);
          }
        }
      }
    }
    expect(walls).toBeGreaterThan(0);
    expect(passages).toBeGreaterThan(0);
    expect(qrLinks(page!)).toEqual([1, 2].map((index) => bookMazeLink(book, index)).sort());
    expect(bookMazeLink(book, 2)).toMatch(/^https:\/\/example\.org\/maze\/\?.*seed=cli-2&braid=0/);
  });

  it('prints a maze of levels side by side: each level’s walls and stairs as the maze has them, the answer’s stairs in its colour, the link carrying the levels', async () => {
    const out = outFile('levels.pdf');
    const result = await print(['--out', out, '--levels', '3', '--width', '6', '--height', '4', '--seed', 'cli', '--answers', '--url-base', 'https://example.org/maze/']);
    expect(result.status, result.stderr).toBe(0);
    const book = options({ algorithm: 'backtracker', width: 6, height: 4, braid: 0, style: 'lines', levels: 3 }, { answers: true, urlBase: 'https://example.org/maze/' });
    const plan = await planOfBook(book);
    const [mazePage, answerPage] = renderPages(out);
    const [item] = pictures(plan, 0);
    const [answerItem] = pictures(plan, 1);
    const generated = generateAndSolve(bookMazeSettings(book, 1));
    if (generated.kind !== 'cells') throw new Error('a maze of levels is on cells');
    const { maze, solution } = generated;
    const { topology, open } = maze;
    const { view } = cellPngLayout(topology);
    const at = (cell: number, dx = 0, dy = 0, on = item!): [number, number] => [
      on.x + (view.x + (drawnCentreX(topology, cell) + dx) * view.scale) * on.scale,
      on.y + (view.y + (drawnCentreY(topology, cell) + dy) * view.scale) * on.scale,
    ];
    const taken = new Set<string>();
    for (let step = 1; step < solution!.length; step++) {
      const [from, to] = [solution![step - 1]!, solution![step]!];
      if (levelOf(topology, from) !== levelOf(topology, to)) taken.add(`${from}>${to}`).add(`${to}>${from}`);
    }
    let stairs = 0;
    for (let cell = 0; cell < topology.cellCount; cell++) {
      for (let i = topology.offsets[cell]!; i < topology.offsets[cell + 1]!; i++) {
        const other = topology.neighbours[i]!;
        if (levelOf(topology, other) === levelOf(topology, cell)) {
          if (other < cell) continue;
          // Between two neighbours' centres lies the middle of their shared side: light across a passage, dark at a wall.
          const [x, y] = at(cell);
          const [ox, oy] = at(other);
          expect(pixel(mazePage!, (x + ox) / 2, (y + oy) / 2).grey < 100, `wall ${cell}-${other}`).toBe(open[i] !== 1);
          continue;
        }
        // A staircase: a dark triangle off the cell's centre (up to its upper right, down to its lower left), or none.
        const up = other > cell;
        const [sx, sy] = at(cell, up ? STAIR_OFFSET : -STAIR_OFFSET, up ? -STAIR_OFFSET : STAIR_OFFSET);
        expect(pixel(mazePage!, sx, sy).grey < 100, `stairs ${cell}-${other}`).toBe(open[i] === 1);
        if (open[i] === 1) {
          stairs++;
          // On the answer page the stairs the solution takes are in its colour.
          const [ax, ay] = at(cell, up ? STAIR_OFFSET : -STAIR_OFFSET, up ? -STAIR_OFFSET : STAIR_OFFSET, answerItem);
          expect(pixel(answerPage!, ax, ay).red > 80, `answer stairs ${cell}-${other}`).toBe(taken.has(`${cell}>${other}`));
        }
      }
    }
    expect(stairs).toBeGreaterThan(0);
    expect(qrLinks(mazePage!)).toEqual([bookMazeLink(book, 1)]);
    expect(bookMazeLink(book, 1)).toMatch(/&levels=3$/);
  });

  it('draws a circle maze: light cell centres, the answer through its cells, its QR codes read back', async () => {
    const out = outFile('polar.pdf');
    const result = await print(['--out', out, '--shape', 'polar', '--rings', '5', '--seed', 'cli', '--answers']);
    expect(result.status, result.stderr).toBe(0);
    const book = options({ algorithm: 'backtracker', width: 15, height: 15, braid: 0, shape: 'polar', rings: 5 }, { answers: true });
    const plan = await planOfBook(book);
    const pages = renderPages(out);
    const [item] = pictures(plan, 0);
    const generated = generateAndSolve(bookMazeSettings(book, 1));
    if (generated.kind !== 'cells') throw new Error('a circle is on cells');
    const { topology } = generated.maze;
    const { view } = cellPngLayout(topology);
    const [answer] = pictures(plan, 1);
    const onPath = new Set(generated.solution);
    const at = (on: PictureItem, cell: number): [number, number] => [
      on.x + (view.x + topology.centres[2 * cell]! * view.scale) * on.scale,
      on.y + (view.y + topology.centres[2 * cell + 1]! * view.scale) * on.scale,
    ];
    for (let cell = 0; cell < topology.cellCount; cell++) {
      expect(pixel(pages[0]!, ...at(item!, cell)).grey, `cell ${cell}`).toBeGreaterThan(200);
      if (onPath.has(cell)) expect(pixel(pages[1]!, ...at(answer!, cell)).red, `answer through cell ${cell}`).toBeGreaterThan(80);
    }
    for (const page of pages) expect(qrLinks(page)).toEqual([bookMazeLink(book, 1)]);
    expect(bookMazeLink(book, 1)).toBe('http://localhost:5173/?shape=polar&rings=5&algorithm=backtracker&seed=cli-1&braid=0');
  });

  it('prints a masked maze, its link carrying the outline', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maze-mask-'));
    writeFileSync(join(dir, 'mask.txt'), '.##.\n####\n####\n.##.\n');
    const out = join(dir, 'masked.pdf');
    const result = await runMaze(['print', '--out', out, '--shape', 'hex', '--mask', join(dir, 'mask.txt'), '--seed', 'm', '--count', '2', '--per-page', '4']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [page] = renderPages(out);
    const links = qrLinks(page!);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:5173\/\?shape=hex&w=4&h=4&mask=[^&]+&algorithm=backtracker&seed=m-[12]&braid=0$/);
  });

  it('puts the link address into the QR codes as the URL parser normalised it: no newline or bidi override', async () => {
    const out = outFile('normalised.pdf');
    const result = await print(['--out', out, '--seed', 'n', '--url-base', 'https://exam\nple.org/a\u202Eb/']);
    expect(result.status, result.stderr).toBe(0);
    const [link] = qrLinks(renderPages(out)[0]!);
    expect(link).toMatch(/^https:\/\/example\.org\/a%E2%80%AEb\/\?/);
  });

  it('says what is wrong with bad options in one line, exit status 2, and writes no file', async () => {
    for (const args of [
      ['--count', '0'],
      ['--count', '101'],
      ['--per-page', '3'],
      ['--paper', 'a5'],
      ['--shape', 'polar', '--width', '5'],
      ['--shape', 'hex', '--style', 'blocks'],
      ['--shape', 'hex', '--algorithm', 'eller'],
      ['--url-base', 'not a url'],
      ['--width', '201'],
      ['--landscape=yes'],
      ['--seed', ''],
      ['--frobnicate', '1'],
      ['--unicursal', '--width', '15'],
      ['--unicursal', '--shape', 'hex'],
      ['--unicursal', '--style', 'blocks'],
      ['--unicursal', '--braid', '0.5'],
      ['--weave', '0.3', '--shape', 'triangle'],
      ['--weave', '2'],
      ['--weave', '0.3', '--style', 'blocks'],
      ['--weave', '0.3', '--algorithm', 'eller'],
      ['--levels', '11'],
      ['--levels', '2', '--shape', 'hex'],
      ['--levels', '2', '--weave', '0.3'],
      ['--levels', '2', '--unicursal', '--width', '8', '--height', '8'],
      ['--levels', '2', '--style', 'blocks'],
      ['--levels', '2', '--algorithm', 'sidewinder'],
    ]) {
      const out = outFile('bad.pdf');
      const result = await runMaze(['print', '--out', out, ...args]);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^maze: [^\n]+\n$/);
      expect(existsSync(out)).toBe(false);
    }
    const unwritable = await runMaze(['print', '--out', join(outFile('x'), 'no', 'such', 'dir.pdf'), '--seed', 'w']);
    expect(unwritable.status).toBe(2);
    expect(unwritable.stderr).toMatch(/^maze: print: cannot write '[^\n]+dir\.pdf': [^\n]+\n$/);
    const missing = printAsUser([]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe('maze: print: --out FILE.pdf is required (where the PDF goes)\n');
  });
});
