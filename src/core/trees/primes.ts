import { MODULUS_LIMIT } from './modular';

/**
 * The primes below MODULUS_LIMIT, largest first, found as they are asked for (by trial
 * division: a candidate below 2^22 needs odd divisors up to 2048 only) and kept for the next
 * count. Each carries about 22 bits of a count, so a count of B bits needs about B / 22 of them.
 */
const found: number[] = [];

function isPrime(n: number): boolean {
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) if (n % d === 0) return false;
  return n > 1;
}

/** The i-th largest prime below MODULUS_LIMIT (i from 0). */
export function modulusPrime(i: number): number {
  let candidate = found.length === 0 ? MODULUS_LIMIT - 1 : found[found.length - 1]! - 2;
  while (found.length <= i) {
    if (isPrime(candidate)) found.push(candidate);
    candidate -= 2;
  }
  return found[i]!;
}
