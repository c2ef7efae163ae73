import { createHash } from 'node:crypto';

/**
 * A sha256 digest, 16 hex digits, of what a call gave: text as it is, typed arrays by their
 * bytes, anything else as JSON with typed arrays hashed in place. Enough to tell two outputs
 * apart; the golden tests pin today's outputs by these digests.
 */
export function digest(...parts: readonly unknown[]): string {
  const hash = createHash('sha256');
  for (const part of parts) feed(hash, part);
  return hash.digest('hex').slice(0, 16);
}

function feed(hash: ReturnType<typeof createHash>, part: unknown): void {
  if (typeof part === 'string') hash.update(part);
  else if (ArrayBuffer.isView(part)) hash.update(new Uint8Array(part.buffer, part.byteOffset, part.byteLength));
  else hash.update(JSON.stringify(part, (_key, value: unknown) => (ArrayBuffer.isView(value) ? `#${digest(value)}` : value)) ?? 'undefined');
  hash.update('\u0000');
}
