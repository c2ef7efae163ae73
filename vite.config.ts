import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from './src/pwa/contentSecurityPolicy.ts';
import { serviceWorkerSource } from './src/pwa/serviceWorkerSource.ts';
import { TIMED_BROWSER_TESTS } from './tests/browser/timedFiles.ts';
import SlowestFirst from './tests/browser/slowestFirst.ts';

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

/** What a module's static importers say of it: whether the page's entry imports it, through static imports only. */
type Importers = (id: string) => { readonly importers: readonly string[] } | null;

/** The page's entry, as index.html loads it (a lazily imported module counts as an entry to the bundler too). */
const PAGE_ENTRY = /[\\/]src[\\/]main\.tsx$/;

/**
 * The core's index re-exports the whole engine: what it imports is reached through it only when
 * the code the page runs uses it, which the import graph cannot tell (tree shaking can).
 */
const BARREL = /[\\/]src[\\/]core[\\/]index\.ts$/;

/**
 * Every module the first load runs goes into one chunk beside the entry. Left to itself the
 * bundler splits each module the first load shares with a lazy chunk into a chunk of its own:
 * 30-odd small files, each gzipped apart, a few kilobytes of the 100 KB budget spent on
 * chunk headers and imports. A module is in the first load when the entry reaches it by
 * static imports; what only the labs, the studio or a worker load stays where it was.
 */
function firstLoadChunk(): (id: string, ctx: { getModuleInfo: Importers }) => string | null {
  const known = new Map<string, boolean>();
  const reached = (id: string, info: Importers, path: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    const module = info(id);
    if (!module || path.has(id)) return false;
    if (PAGE_ENTRY.test(id)) return true;
    path.add(id);
    const yes = module.importers.some((importer) => !BARREL.test(importer) && reached(importer, info, path));
    path.delete(id);
    known.set(id, yes);
    return yes;
  };
  return (id, ctx) => {
    const module = ctx.getModuleInfo(id);
    if (!module || PAGE_ENTRY.test(id)) return null;
    return reached(id, (other) => ctx.getModuleInfo(other), new Set()) ? 'first-load' : null;
  };
}

export default defineConfig({
  build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstLoadChunk() }] } } } },
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
        // The browser tests drive the built app (see tests/browser/globalSetup.ts), after the
        // unit tests. Those that bound what a person would notice (the page's main-thread
        // tasks, a response in time) run one file at a time, after the others, alone on the
        // machine; the others run two files at a time.
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: TIMED_BROWSER_TESTS,
          globalSetup: ['tests/browser/globalSetup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1, sequencer: SlowestFirst },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser-timed',
          include: TIMED_BROWSER_TESTS,
          globalSetup: ['tests/browser/globalSetup.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
