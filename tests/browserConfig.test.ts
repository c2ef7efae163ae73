import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEASURES_TIME, TIMED_BROWSER_TESTS } from './browser/timedFiles';

describe('the browser tests’ schedule', () => {
  it('runs every browser test file that measures time alone, one at a time (the timed list names exactly those)', () => {
    const files = readdirSync('tests/browser').filter((name) => name.endsWith('.browser.test.ts'));
    const measuring = files.filter((name) => MEASURES_TIME.test(readFileSync(`tests/browser/${name}`, 'utf8'))).map((name) => `tests/browser/${name}`);
    expect([...TIMED_BROWSER_TESTS].sort()).toEqual(measuring.sort());
  });
});
