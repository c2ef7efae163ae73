import { checkMaskSize, MaskError, type Mask } from './mask';
import { FNV_OFFSET, fnvMix, urlSafeValue } from '../urlSafe';

/**
 * A mask as a short code that travels in a URL's query unescaped: only [A-Za-z0-9_-], each
 * character six bits. The bits: width and height (12 each), the bit width B of a run (5), then
 * the run lengths of the slots in row-major order, B bits each, alternating no-cell and cell
 * runs and starting with no-cell (so only the first run may be 0), then a 16-bit checksum of
 * the rest, then zero bits up to a whole character. An outline's rows give about two runs each:
 * a 60×40 heart takes about 100 characters.
 *
 * decodeMask accepts exactly the codes encodeMask (maskEncode.ts, apart: only the outline editor and
 * the CLI write codes, so the page's first load reads them without the writer) writes: any other character, a size past the
 * limits, runs that overshoot or fall short of the grid, an empty run, leftover bits or a
 * checksum that does not match (a tampered link) throw MaskError.
 */
export const SIDE_BITS = 12;
export const RUN_WIDTH_BITS = 5;
export const CHECK_BITS = 16;

/** FNV-1a over the size and runs, folded to 16 bits. */
export function checksum(width: number, height: number, runs: readonly number[]): number {
  let hash = FNV_OFFSET;
  const mix = (value: number) => {
    hash = fnvMix(hash, value);
  };
  mix(width);
  mix(height);
  for (const run of runs) mix(run);
  return (hash ^ (hash >>> 16)) & 0xffff;
}

export function bitsFor(value: number): number {
  let bits = 1;
  while (value >= 2 ** bits) bits++;
  return bits;
}

/** Reads bits from the code, most significant first; throws past its end. */
class BitReader {
  private at = 0;
  constructor(private readonly symbols: Uint8Array) {}

  get left(): number {
    return this.symbols.length * 6 - this.at;
  }

  read(count: number): number {
    if (count > this.left) throw new MaskError('the mask code is cut short');
    let value = 0;
    for (let k = 0; k < count; k++, this.at++) value = value * 2 + ((this.symbols[Math.floor(this.at / 6)]! >> (5 - (this.at % 6))) & 1);
    return value;
  }
}

/** The masks of the last few codes read: a link's outline is read several times as it opens. */
const decoded = new Map<string, Mask>();
const DECODED_KEPT = 4;

/** The mask a code carries (see the top of this file); the same Mask for the same code, as masks are values. */
export function decodeMask(code: string): Mask {
  let mask = decoded.get(code);
  if (!mask) {
    mask = readMaskCode(code);
    if (decoded.size === DECODED_KEPT) decoded.delete(decoded.keys().next().value!);
    decoded.set(code, mask);
  }
  return mask;
}

function readMaskCode(code: string): Mask {
  if (code.length === 0) throw new MaskError('the mask code is empty');
  const symbols = new Uint8Array(code.length);
  for (let i = 0; i < code.length; i++) {
    const symbol = urlSafeValue(code.charCodeAt(i));
    if (symbol < 0) throw new MaskError(`the mask code has a character it cannot hold at position ${i + 1}: only letters, digits, - and _`);
    symbols[i] = symbol;
  }
  const reader = new BitReader(symbols);
  const width = reader.read(SIDE_BITS);
  const height = reader.read(SIDE_BITS);
  checkMaskSize(width, height);
  const runBits = reader.read(RUN_WIDTH_BITS);
  if (runBits === 0 || runBits > bitsFor(width * height)) throw new MaskError('the mask code is damaged (its run width is impossible)');
  const total = width * height;
  const cells = new Uint8Array(total);
  const runs: number[] = [];
  let filled = 0;
  let value = 0;
  while (filled < total) {
    const run = reader.read(runBits);
    if (run === 0 && runs.length > 0) throw new MaskError('the mask code is damaged (an empty run)');
    if (filled + run > total) throw new MaskError(`the mask code is damaged (its runs overrun the ${width}×${height} grid)`);
    if (value === 1) cells.fill(1, filled, filled + run);
    filled += run;
    runs.push(run);
    value ^= 1;
  }
  if (reader.read(CHECK_BITS) !== checksum(width, height, runs)) throw new MaskError('the mask code is damaged (its checksum does not match)');
  if (reader.left >= 6 || reader.read(reader.left) !== 0) throw new MaskError('the mask code is damaged (it runs on past its end)');
  return { width, height, cells };
}
