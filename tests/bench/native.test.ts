/**
 * The pure parts of `npm run bench -- native` (bench/native): FGPC's output read into a
 * residue, residues combined by CRT into the exact count, and the group skipping, without
 * building or counting anything, when FGPC_SRC is not set.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { A007764 } from '../../bench/recordGrids';
import { combineResidues, moduliFor } from '../../bench/native/crt';
import { FGPC_MODULI_64, parseFgpcOutput } from '../../bench/native/fgpcOutput';
import { benchNative, SKIP_MESSAGE } from '../../bench/native/benchNative';

// Any build or count would go through these: the skip must call neither.
const childProcess = vi.hoisted(() => ({
  execFileSync: vi.fn(() => {
    throw new Error('counted');
  }),
  spawnSync: vi.fn(() => {
    throw new Error('built or ran FGPC');
  }),
}));
vi.mock('node:child_process', () => childProcess);

/** What FGPC's 14×14 build printed here for its first 64-bit modulus (progress line shortened). */
const A14_FIRST_OUTPUT = [
  'N        = 14',
  'bits     = 64',
  'cycles   = no ',
  'threads  = 1',
  'mod      = 9223372036854775783',
  'memory   = 2MB',
  '',
  'counting = 1/14 (2) \rcounting = 1/14 (3) \rcounting = 14/14 (14) \r',
  'solution = 4705849733994529434 mod 9223372036854775783',
  '',
].join('\n');

/** Its other two residues of a(14), captured from the same binary. */
const A14_OTHER_LINES = ['solution = 8484879509262427712 mod 9223372036854775643', 'solution = 4170580273868140511 mod 9223372036854775549'];

describe('FGPC output', () => {
  it('reads the residue and its modulus from the solution line, past the progress', () => {
    expect(parseFgpcOutput(A14_FIRST_OUTPUT)).toEqual({ residue: 4705849733994529434n, modulus: 9223372036854775783n });
  });

  it('says what the output ended with when there is no solution line', () => {
    expect(() => parseFgpcOutput('mod is out of range (0, 9223372036854775807]\n')).toThrow(/no "solution = … mod …" line.*out of range/);
  });
});

describe('CRT', () => {
  it('combines a small example into the one number below the product', () => {
    // 23 ≡ 2 (mod 3), 3 (mod 5), 2 (mod 7).
    expect(combineResidues([{ residue: 2n, modulus: 3n }, { residue: 3n, modulus: 5n }, { residue: 2n, modulus: 7n }])).toBe(23n);
    expect(combineResidues([{ residue: 0n, modulus: 3n }, { residue: 0n, modulus: 5n }])).toBe(0n);
  });

  it("turns FGPC's three real residues of a(14) into A007764's a(14)", () => {
    const residues = [A14_FIRST_OUTPUT, ...A14_OTHER_LINES].map(parseFgpcOutput);
    expect(residues.map((r) => r.modulus)).toEqual(FGPC_MODULI_64.slice(0, 3));
    expect(combineResidues(residues)).toBe(BigInt(A007764[14]!));
  });

  it('asks for as few residues as the exact count needs: 3 for a(14) to a(16), 4 for a(17)', () => {
    expect([14, 15, 16, 17].map((n) => moduliFor(BigInt(A007764[n]!), FGPC_MODULI_64).length)).toEqual([3, 3, 3, 4]);
    expect(moduliFor(14n, [3n, 5n, 7n])).toEqual([3n, 5n]);
    expect(moduliFor(15n, [3n, 5n, 7n])).toEqual([3n, 5n, 7n]);
    expect(() => moduliFor(1000n, [3n, 5n])).toThrow(/not above 1000/);
  });
});

describe('benchNative without FGPC_SRC', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says it skipped the comparison and how to run it, builds and counts nothing, writes no rows', () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(benchNative({ MAZE_BENCH_FULL: '1' })).toEqual([]);
    expect(said).toHaveBeenCalledExactlyOnceWith(SKIP_MESSAGE);
    expect(SKIP_MESSAGE).toMatch(/skipped the comparison.*FGPC_SRC is not set.*FGPC_SRC=\S+ npm run bench -- native/);
    expect(childProcess.execFileSync).not.toHaveBeenCalled();
    expect(childProcess.spawnSync).not.toHaveBeenCalled();
  });
});
