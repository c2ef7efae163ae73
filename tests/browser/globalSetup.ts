import { mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { build, preview } from 'vite';
import { CHROMIUM_PATH, hasChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served for the browser tests, or '' when they are skipped. */
    baseUrl: string;
  }
}

/**
 * Builds the app and serves it with `vite preview` for the browser tests, as a user gets it.
 * Without Chromium the browser tests are skipped with a message; under CI that is an error.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    const message = `Chromium not found at ${CHROMIUM_PATH}: the browser tests need it (apt-get install chromium).`;
    if (process.env.CI) throw new Error(`${message} CI=true, so this fails the run.`);
    console.warn(`\n⚠ Browser tests SKIPPED. ${message}\n`);
    project.provide('baseUrl', '');
    return;
  }
  mkdirSync('tests/browser/screenshots', { recursive: true });
  await build({ logLevel: 'warn', build: { outDir: 'dist' } });
  const server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1', strictPort: false } });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
