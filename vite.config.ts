import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from './src/pwa/contentSecurityPolicy.ts';
import { serviceWorkerSource } from './src/pwa/serviceWorkerSource.ts';

/**
 * Writes the Content-Security-Policy into the built index.html as a <meta>, so any static host
 * serves it. Build only: the dev server's React refresh runs an inline script the policy forbids.
 */
function contentSecurityPolicy(): Plugin {
  return {
    name: 'maze:content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
  };
}

/**
 * The installable, offline app: public/manifest.webmanifest, and a service worker (sw.js,
 * registered by src/pwa/registerServiceWorker.ts) written here with the list of every file of
 * the build and of public/, so it can precache the whole app (see src/pwa/serviceWorkerSource.ts).
 * A dozen lines instead of a plugin: the workbox toolchain pulls in platform packages this
 * project's registry does not carry, which would break `npm ci`.
 */
function offlineApp(): Plugin {
  return {
    name: 'maze:offline-app',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((file) => !file.endsWith('.map'));
      const copied = readdirSync('public').filter((file) => !file.startsWith('.'));
      const files = [...new Set([...built, ...copied])].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: serviceWorkerSource(files, version) });
    },
  };
}

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), offlineApp()],
  worker: { format: 'es' },
  preview: { headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER, 'X-Content-Type-Options': 'nosniff' } },
  test: {
    environment: 'node',
    // Property tests over thousands of mazes take a few seconds each on a 2-core machine.
    testTimeout: 60_000,
    // expect.poll waits up to this for its condition, not 1 s: CI's 2 cores are shared (see tests/support/timeouts.ts).
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/browser/**'], setupFiles: ['tests/support/setup.ts'] },
      },
      {
        // The browser tests measure main-thread tasks in milliseconds: they run one file at a
        // time, after the unit tests, against the built app (see tests/browser/globalSetup.ts).
        extends: true,
        test: { name: 'browser', include: ['tests/browser/**/*.test.ts'], globalSetup: ['tests/browser/globalSetup.ts'], fileParallelism: false },
      },
    ],
  },
});
