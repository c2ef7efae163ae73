import { checkMaskSize, type Mask } from './mask';
import { bitsFor, CHECK_BITS, checksum, RUN_WIDTH_BITS, SIDE_BITS } from './maskCode';
import { URL_SAFE_ALPHABET } from '../urlSafe';

/** A mask as its link code, as maskCode.ts lays the bits out (decodeMask reads it back). */
export function encodeMask(mask: Mask): string {
  checkMaskSize(mask.width, mask.height);
  const runs = runsOf(mask);
  const runBits = bitsFor(Math.max(...runs));
  const bits: number[] = [];
  const write = (value: number, count: number) => {
    for (let bit = count - 1; bit >= 0; bit--) bits.push(Math.floor(value / 2 ** bit) % 2);
  };
  write(mask.width, SIDE_BITS);
  write(mask.height, SIDE_BITS);
  write(runBits, RUN_WIDTH_BITS);
  for (const run of runs) write(run, runBits);
  write(checksum(mask.width, mask.height, runs), CHECK_BITS);
  let code = '';
  for (let at = 0; at < bits.length; at += 6) {
    let symbol = 0;
    for (let k = 0; k < 6; k++) symbol = symbol * 2 + (bits[at + k] ?? 0);
    code += URL_SAFE_ALPHABET[symbol];
  }
  return code;
}

/** Run lengths of the mask's slots, alternating no-cell and cell, starting with no-cell. */
function runsOf(mask: Mask): number[] {
  const runs: number[] = [];
  let value = 0;
  let length = 0;
  for (let slot = 0; slot < mask.cells.length; slot++) {
    const cell = mask.cells[slot] ? 1 : 0;
    if (cell === value) {
      length++;
      continue;
    }
    runs.push(length);
    value = cell;
    length = 1;
  }
  runs.push(length);
  return runs;
}
