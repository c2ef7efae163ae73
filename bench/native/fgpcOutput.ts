/**
 * What FGPC's `path-counter MODULUS` prints: its settings, a progress line rewritten with
 * carriage returns, then `solution = RESIDUE mod MODULUS`. Its own driver (run.rb) reads the
 * same last line.
 */
import type { Residue } from './crt';

/**
 * FGPC's 64-bit moduli, in the order its run.rb tries them (primes just below 2^63, the most
 * that a 64-bit build accepts).
 */
export const FGPC_MODULI_64: readonly bigint[] = [
  9223372036854775783n, 9223372036854775643n, 9223372036854775549n, 9223372036854775507n, 9223372036854775433n, 9223372036854775421n,
  9223372036854775417n, 9223372036854775399n, 9223372036854775351n,
];

/** The residue in FGPC's output; an error that quotes the output's end when there is none. */
export function parseFgpcOutput(output: string): Residue {
  const match = /^solution = (\d+) mod (\d+)$/m.exec(output);
  if (!match) throw new Error(`FGPC printed no "solution = … mod …" line; its output ended: ${JSON.stringify(output.slice(-200))}`);
  return { residue: BigInt(match[1]!), modulus: BigInt(match[2]!) };
}
