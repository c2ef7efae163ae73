import type { GhostProblem } from '../../ids/ghost';
import type { Board } from '../board';
import type { GhostRun } from './ghostPlace';
import { BadVarint, ByteReader, ByteWriter, fnv24, fromBase64Url, ReadPastEnd, toBase64Url } from './bytes';

export type { GhostProblem, GhostRun };

/**
 * A run as a move log: compact, versioned, URL-safe text that a ghost replays and a link carries.
 *
 * Each move is the index of the way taken among the board's open ways out of the place left
 * (Board.forEachWay's order, the same on every shape), packed in as few bits as the run's
 * widest choice needs: two bits a move on squares. Times are per-move gaps in hundredths of a
 * second, rounded on the running total so rounding never adds up. Bytes:
 *
 *   version (1) · varint length of the whole · varint moves · bits a move · maze tag (3)
 *   · packed ways · varint gaps (one per move after the first) · checksum (3)
 *
 * The maze tag is a hash of the maze's key (its settings as a query), so a log made on another
 * maze is refused as such; the checksum catches a flipped bit. Reading then replays every move
 * on the board: a log that walks through a wall, stops short of the exit, or takes longer
 * than any run is refused with its reason. Reading never throws and costs the input's length.
 */
export const MOVE_LOG_VERSION = 1;

/** Time is kept in steps of this many milliseconds. */
export const TIME_STEP_MS = 10;

/**
 * The longest log read: about 600,000 moves (a route of the biggest maze with its detours),
 * some 1.6 characters a move. Longer text is refused before a byte of it is decoded.
 */
export const MAX_LOG_CHARS = 1_000_000;

/** The longest time a log may span (as best times allow: a week). */
const MAX_LOG_MS = 7 * 24 * 60 * 60 * 1000;


export type ReadLog = { readonly run: GhostRun } | { readonly problem: GhostProblem };

/** The index of the way from `from` to `to` among the open ways out of `from`, or -1; counts the ways into `ways`. */
function wayIndex(board: Board, from: number, to: number): { index: number; ways: number } {
  let index = -1;
  let ways = 0;
  board.forEachWay(from, (next) => {
    if (next === to && index < 0) index = ways;
    ways++;
  });
  return { index, ways };
}

/**
 * Writes a run as a log: `steps` every place stood on (the start first, as Walk.steps), `times`
 * when each was reached in ms after the first move (the start's and the first move's 0). Null
 * when it cannot be one: no move, a time unknown (negative: a resumed run) or going back,
 * or a step that is no open way.
 */
export function writeMoveLog(board: Board, mazeKey: string, steps: ArrayLike<number>, times: ArrayLike<number>): string | null {
  const moves = steps.length - 1;
  if (moves < 1 || times.length !== steps.length || steps[0] !== board.start) return null;
  const ways = new Uint8Array(moves);
  let widest = 0;
  for (let i = 0; i < moves; i++) {
    const { index } = wayIndex(board, steps[i]!, steps[i + 1]!);
    if (index < 0 || index > 255) return null;
    ways[i] = index;
    widest = Math.max(widest, index);
  }
  const gaps: number[] = [];
  let before = 0;
  for (let i = 2; i <= moves; i++) {
    const t = times[i]!;
    if (!(t >= times[i - 1]!) || times[i - 1]! < 0 || t > MAX_LOG_MS) return null;
    const q = Math.round(t / TIME_STEP_MS);
    gaps.push(q - before);
    before = q;
  }
  const bits = Math.max(1, Math.ceil(Math.log2(widest + 1)));
  const body = new ByteWriter();
  body.varint(moves);
  body.byte(bits);
  body.uint24(fnv24(mazeKey));
  body.packed(ways, bits);
  for (const gap of gaps) body.varint(gap);
  const inner = body.done();
  // The whole: version, its own length (to tell a cut log from a damaged one), body, checksum.
  const head = new ByteWriter();
  head.byte(MOVE_LOG_VERSION);
  let length = 0;
  for (let guess = 1 + 1 + inner.length + 3; length !== guess; ) {
    length = guess;
    guess = 1 + varintSize(length) + inner.length + 3;
  }
  head.varint(length);
  for (const b of inner) head.byte(b);
  const whole = head.done();
  const out = new ByteWriter();
  for (const b of whole) out.byte(b);
  out.uint24(fnv24(whole));
  return toBase64Url(out.done());
}

function varintSize(value: number): number {
  let size = 1;
  for (let rest = value; rest >= 0x80; rest = Math.floor(rest / 0x80)) size++;
  return size;
}

/** Reads a log against the maze it claims to be of; a problem says why it is refused. */
export function readMoveLog(board: Board, mazeKey: string, text: string): ReadLog {
  if (text.length === 0) return { problem: { code: 'empty' } };
  if (text.length > MAX_LOG_CHARS) return { problem: { code: 'tooLong', max: MAX_LOG_CHARS } };
  const bytes = fromBase64Url(text);
  if (!bytes) return { problem: { code: 'notText' } };
  try {
    return readBytes(board, mazeKey, bytes);
  } catch (error) {
    if (error instanceof ReadPastEnd) return { problem: { code: 'truncated' } };
    if (error instanceof BadVarint) return { problem: { code: 'malformed' } };
    // Nothing else is thrown by the reading; should it be, the log is still only refused.
    return { problem: { code: 'malformed' } };
  }
}

function readBytes(board: Board, mazeKey: string, bytes: Uint8Array): ReadLog {
  const head = new ByteReader(bytes);
  const version = head.byte();
  if (version !== MOVE_LOG_VERSION) return { problem: { code: 'version', version } };
  const length = head.varint();
  if (bytes.length < length) return { problem: { code: 'truncated' } };
  if (bytes.length > length) return { problem: { code: 'trailing' } };
  if (length < head.at + 3) return { problem: { code: 'malformed' } };
  const check = new ByteReader(bytes, length);
  check.at = length - 3;
  if (check.uint24() !== fnv24(bytes, length - 3)) return { problem: { code: 'damaged' } };
  const body = new ByteReader(bytes, length - 3);
  body.at = head.at;
  const moves = body.varint();
  const bits = body.byte();
  if (bits < 1 || bits > 8) return { problem: { code: 'malformed' } };
  if (body.uint24() !== fnv24(mazeKey)) return { problem: { code: 'otherMaze' } };
  // Every move takes its bits, and every move after the first a byte of time at least: a count
  // the bytes cannot hold is refused before anything is made for it.
  if (moves < 1 || Math.ceil((moves * bits) / 8) + moves - 1 > body.left) return { problem: { code: 'malformed' } };
  const steps = new Int32Array(moves + 1);
  steps[0] = board.start;
  let closedAt = 0;
  body.packed(moves, bits, (index, i) => {
    if (closedAt > 0) return;
    let seen = 0;
    let to = -1;
    board.forEachWay(steps[i]!, (next) => {
      if (seen++ === index) to = next;
    });
    if (to < 0) closedAt = i + 1;
    else steps[i + 1] = to;
  });
  if (closedAt > 0) return { problem: { code: 'closedWay', move: closedAt } };
  if (steps[moves] !== board.goal) return { problem: { code: 'unfinished' } };
  const times = new Float64Array(moves + 1);
  let q = 0;
  for (let i = 2; i <= moves; i++) {
    q += body.varint();
    times[i] = q * TIME_STEP_MS;
  }
  if (body.left > 0) return { problem: { code: 'malformed' } };
  const totalMs = times[moves]!;
  if (totalMs > MAX_LOG_MS) return { problem: { code: 'badTime' } };
  return { run: { steps, times, totalMs } };
}
