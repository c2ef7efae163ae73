import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from '../src/pwa/contentSecurityPolicy';

/** Every source file under a folder, as [path, text]. */
function sources(folder: string): [string, string][] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path, readFileSync(path, 'utf8')];
    });
}

/** Ways to turn text into markup or code: each one a hole an injected string could climb through. */
const FORBIDDEN: readonly [string, RegExp][] = [
  ['innerHTML', /\binnerHTML\b/],
  ['outerHTML', /\bouterHTML\b/],
  ['dangerouslySetInnerHTML', /\bdangerouslySetInnerHTML\b/],
  ['eval(', /\beval\s*\(/],
  ['new Function', /\bnew\s+Function\b/],
];

describe('the source code', () => {
  const files = sources('src');

  it('is found: the scan reads the app, not an empty folder', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.map(([path]) => path)).toContain(join('src', 'main.tsx'));
  });

  it('never writes markup from strings, evaluates text or builds functions from it', () => {
    const found = files.flatMap(([path, text]) =>
      FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${path} uses ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('the scan catches each forbidden form it names', () => {
    const samples = ['el.innerHTML = s', 'el.outerHTML = s', '<div dangerouslySetInnerHTML={x} />', 'eval (s)', 'new Function("return 1")'];
    samples.forEach((sample, i) => expect(FORBIDDEN[i]![1].test(sample)).toBe(true));
    expect(FORBIDDEN.some(([, pattern]) => pattern.test('const evaluated = retrieval(functions)'))).toBe(false);
  });
});

describe('the Content-Security-Policy', () => {
  it.each([
    ['meta', CONTENT_SECURITY_POLICY],
    ['header', CONTENT_SECURITY_POLICY_HEADER],
  ])('as a %s runs only the build’s own files: no inline script, no eval', (_, policy) => {
    const directives = new Map(policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }));
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-inline'|'unsafe-hashes'|'wasm-unsafe-eval'/);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('worker-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('forbids framing by other sites in the header, where a browser honours it', () => {
    expect(CONTENT_SECURITY_POLICY_HEADER).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('frame-ancestors');
  });
});
