/**
 * What a value carried in a link is written with, one home for every code that rides in a URL
 * (an outline's mask code, a ghost's move log): the URL-safe base64 alphabet (RFC 4648 §5,
 * A–Z a–z 0–9 - _, six bits a character, nothing a URL escapes), and FNV-1a, the checksum that
 * tells a tampered or cut code from a good one (a checksum, not a secret).
 */
export const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

const VALUE_OF = new Int8Array(128).fill(-1);
for (let i = 0; i < URL_SAFE_ALPHABET.length; i++) VALUE_OF[URL_SAFE_ALPHABET.charCodeAt(i)] = i;

/** The six-bit value of a character code of the alphabet, or -1 for any other. */
export function urlSafeValue(code: number): number {
  return code < 128 ? VALUE_OF[code]! : -1;
}

/** FNV-1a's starting hash (32 bits). */
export const FNV_OFFSET = 0x811c9dc5;

/** FNV-1a's step: `value` mixed into `hash`. */
export function fnvMix(hash: number, value: number): number {
  return Math.imul(hash ^ value, 0x01000193);
}
