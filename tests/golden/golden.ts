import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * Golden digests: outputs pinned by the digests taken before a change, kept in a JSON file
 * beside the test. `GOLDEN_RECORD=1 npx vitest run tests/golden` writes the file anew; that is
 * done once, on the code whose outputs are the contract, never to make a failing test pass.
 */
export function expectGolden(file: URL, key: string, actual: Record<string, string>): void {
  if (process.env.GOLDEN_RECORD === '1') {
    const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    kept[key] = actual;
    writeFileSync(file, `${JSON.stringify(kept, Object.keys(kept).sort().concat(Object.keys(actual)), 2)}\n`);
    return;
  }
  const golden = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
  expect(golden[key], `no golden digests for ${key}: record them on the code before the change`).toBeDefined();
  expect(actual).toEqual(golden[key]);
}
