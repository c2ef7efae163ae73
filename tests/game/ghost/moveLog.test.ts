import { describe, expect, it } from 'vitest';
import { generateMaze, generateShaped, type ShapeOptions } from '../../../src/core';
import { blockBoard, cellBoard, type Board } from '../../../src/game/board';
import { MAX_LOG_CHARS, readMoveLog, writeMoveLog, type GhostRun } from '../../../src/game/ghost/moveLog';
import { ghostPlaceAt } from '../../../src/game/ghost/ghostPlace';
import { ByteWriter, fnv24, fromBase64Url, toBase64Url } from '../../../src/game/ghost/bytes';

/** A player's exploring run: depth first from the start, every place stood on (backtracks included) until the exit. */
function exploringRun(board: Board): { steps: number[]; times: number[] } {
  const steps = [board.start];
  const seen = new Set([board.start]);
  const stack = [board.start];
  while (stack.at(-1) !== board.goal) {
    const at = stack.at(-1)!;
    let next = -1;
    board.forEachWay(at, (to) => {
      if (next < 0 && !seen.has(to)) next = to;
    });
    if (next < 0) stack.pop();
    else {
      seen.add(next);
      stack.push(next);
    }
    steps.push(stack.at(-1)!);
  }
  // Uneven gaps: 0 at the first move, then 37 ms to 2.5 s.
  const times = [0, 0];
  for (let i = 2; i < steps.length; i++) times.push(times[i - 1]! + 37 + (i % 7) * 411);
  return { steps, times };
}

const cellShape = (shape: ShapeOptions['shape'], extra: Partial<ShapeOptions> = {}): ShapeOptions => ({ shape, width: 9, height: 7, rings: 6, mask: null, algorithm: 'backtracker', seed: `ghost-${shape}`, braid: 0, ...extra });

const BOARDS: [string, Board][] = [
  ['square blocks', blockBoard(generateMaze({ width: 9, height: 7, algorithm: 'backtracker', seed: 'ghost', braid: 0 }))],
  ['square blocks, braided', blockBoard(generateMaze({ width: 9, height: 7, algorithm: 'prim', seed: 'ghost', braid: 0.5 }))],
  ['squares in lines', cellBoard(generateShaped(cellShape('square')))],
  ['hex', cellBoard(generateShaped(cellShape('hex')))],
  ['triangle', cellBoard(generateShaped(cellShape('triangle')))],
  ['polar', cellBoard(generateShaped(cellShape('polar')))],
];

function written(board: Board, key = '?k'): { text: string; steps: number[]; times: number[] } {
  const run = exploringRun(board);
  const text = writeMoveLog(board, key, run.steps, run.times);
  expect(text).not.toBeNull();
  return { text: text!, ...run };
}

function readRun(board: Board, key: string, text: string): GhostRun {
  const read = readMoveLog(board, key, text);
  if ('problem' in read) throw new Error(`refused: ${JSON.stringify(read.problem)}`);
  return read.run;
}

describe('move logs', () => {
  it.each(BOARDS)('round-trips an exploring run on %s: the same places, times within 5 ms', (_, board) => {
    const { text, steps, times } = written(board);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    const run = readRun(board, '?k', text);
    expect([...run.steps]).toEqual(steps);
    for (let i = 0; i < times.length; i++) expect(Math.abs(run.times[i]! - times[i]!)).toBeLessThanOrEqual(5);
    expect(run.totalMs).toBe(run.times.at(-1));
  });

  it('is compact: a square run takes two bits a move and a byte or two of time', () => {
    const board = BOARDS[0]![1];
    const { text, steps } = written(board);
    // Gaps here run to 2.5 s (two bytes); a held key's are one.
    expect(text.length).toBeLessThan(20 + ((steps.length - 1) * (2 + 16)) / 6);
  });

  it('writes no log for a run it cannot replay: no move, an unknown time, a step through a wall', () => {
    const board = BOARDS[0]![1];
    const { steps, times } = exploringRun(board);
    expect(writeMoveLog(board, '?k', [board.start], [0])).toBeNull();
    expect(writeMoveLog(board, '?k', steps, times.map((t, i) => (i === 3 ? -1 : t)))).toBeNull();
    expect(writeMoveLog(board, '?k', [board.start, board.goal], [0, 0])).toBeNull();
  });

  it.each(BOARDS)('refuses every single flipped bit on %s, with a reason, never throwing', (_, board) => {
    const { text } = written(board);
    const bytes = fromBase64Url(text)!;
    for (let i = 0; i < bytes.length; i++) {
      for (let bit = 0; bit < 8; bit++) {
        const bad = bytes.slice();
        bad[i]! ^= 1 << bit;
        const read = readMoveLog(board, '?k', toBase64Url(bad));
        expect('problem' in read, `byte ${i} bit ${bit}`).toBe(true);
      }
    }
  });

  it('says why: a damaged checksum, a cut log, extra bytes, another maze, an unknown version', () => {
    const board = BOARDS[3]![1];
    const { text } = written(board);
    const bytes = fromBase64Url(text)!;
    const problem = (t: string, key = '?k') => {
      const read = readMoveLog(board, key, t);
      return 'problem' in read ? read.problem : null;
    };
    const flipped = bytes.slice();
    flipped[bytes.length - 5]! ^= 4;
    expect(problem(toBase64Url(flipped))).toEqual({ code: 'damaged' });
    expect(problem(toBase64Url(bytes.slice(0, bytes.length - 4)))).toEqual({ code: 'truncated' });
    expect(problem(toBase64Url(new Uint8Array([...bytes, 0, 0, 0])))).toEqual({ code: 'trailing' });
    expect(problem(text, '?other')).toEqual({ code: 'otherMaze' });
    const future = bytes.slice();
    future[0] = 2;
    expect(problem(toBase64Url(future))).toEqual({ code: 'version', version: 2 });
    expect(problem('')).toEqual({ code: 'empty' });
    expect(problem('abc$def')).toEqual({ code: 'notText' });
    expect(problem('A')).toEqual({ code: 'notText' });
    expect(problem('AA')).toEqual({ code: 'version', version: 0 });
  });

  it('refuses a log of another maze with the same settings key (a forged tag): its moves do not fit', () => {
    const hex = BOARDS[3]![1];
    const polar = BOARDS[5]![1];
    const { text } = written(hex);
    const read = readMoveLog(polar, '?k', text);
    expect('problem' in read && ['closedWay', 'unfinished'].includes(read.problem.code)).toBe(true);
  });

  it('refuses a run that stops short of the exit', () => {
    const board = BOARDS[0]![1];
    const { steps, times } = exploringRun(board);
    // The same run without its last move is a valid walk that never arrives.
    const short = writeMoveLog(board, '?k', steps.slice(0, -1), times.slice(0, -1))!;
    expect(readMoveLog(board, '?k', short)).toEqual({ problem: { code: 'unfinished' } });
  });

  it('refuses absurd sizes at once: over a million characters, or a move count the bytes cannot hold', () => {
    const board = BOARDS[0]![1];
    const started = performance.now();
    expect(readMoveLog(board, '?k', 'A'.repeat(MAX_LOG_CHARS + 1))).toEqual({ problem: { code: 'tooLong', max: MAX_LOG_CHARS } });
    expect(readMoveLog(board, '?k', 'Q'.repeat(MAX_LOG_CHARS))).toHaveProperty('problem');
    expect(performance.now() - started).toBeLessThan(2000);
    // A log claiming 2^34 moves in 14 bytes, its checksum and tag right: refused before anything is made for them.
    const body = new ByteWriter();
    body.byte(1);
    body.byte(14);
    body.varint(2 ** 34);
    body.byte(2);
    body.uint24(fnv24('?k'));
    const forged = body.done();
    expect(forged.length).toBe(11);
    const whole = new ByteWriter();
    for (const b of forged) whole.byte(b);
    whole.uint24(fnv24(forged));
    expect(readMoveLog(board, '?k', toBase64Url(whole.done()))).toEqual({ problem: { code: 'malformed' } });
  });

  it('puts a ghost where its run had got to at a time', () => {
    const board = BOARDS[0]![1];
    const run = readRun(board, '?k', written(board).text);
    expect(ghostPlaceAt(run, 0).step).toBe(1);
    expect(ghostPlaceAt(run, run.totalMs).place).toBe(board.goal);
    expect(ghostPlaceAt(run, run.totalMs * 10).place).toBe(board.goal);
    const mid = run.times[5]!;
    expect(ghostPlaceAt(run, mid).place).toBe(run.steps[ghostPlaceAt(run, mid).step]);
    expect(run.times[ghostPlaceAt(run, mid).step]).toBeLessThanOrEqual(mid);
  });
});
