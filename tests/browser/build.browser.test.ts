import { describe, expect, inject, it } from 'vitest';
import { hasChromium } from './chromium';

const baseUrl = inject('baseUrl');

/** Every script the page loads first: the entry module and its preloaded chunks. */
async function servedScripts(): Promise<{ url: string; text: string }[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const sources = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((match) => match[1]!);
  expect(sources.length).toBeGreaterThan(0);
  return Promise.all(sources.map(async (source) => ({ url: source, text: await (await fetch(new URL(source, `${baseUrl}/`))).text() })));
}

describe.skipIf(!hasChromium)('the build the browser tests drive', () => {
  it('is the production build users get, not a development bundle', async () => {
    const scripts = await servedScripts();
    const all = scripts.map((script) => script.text).join('\n');
    // React's development JSX runtime and its dev-only checks are absent...
    expect(all).not.toContain('jsxDEV');
    expect(all).not.toMatch(/react-dom\.development|react\.development/);
    // ...and its production build, which reports errors by code (React 18's decoder page), is present.
    expect(all).toContain('reactjs.org/docs/error-decoder.html?invariant=');
  });
});
