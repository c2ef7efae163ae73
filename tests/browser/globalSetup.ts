import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';
import { CHROMIUM_PATH, hasChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app is served for the browser tests, or '' when they are skipped. */
    baseUrl: string;
  }
}

/**
 * The app as `npm run build` makes it. Vitest sets NODE_ENV=test, and a Vite build inherits
 * it, which picks React's development bundle: so the build runs in its own process with the
 * environment a user's build has (no NODE_ENV, no VITEST flags), in production mode.
 */
function buildForProduction(): void {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--logLevel', 'warn'], { env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? result.signal})`);
}

/** The served build, shared by the browser projects of one run: built once, closed after the last. */
interface Served {
  readonly url: Promise<string>;
  users: number;
  close(): Promise<void>;
}

const SERVED = Symbol.for('maze.browserTests.served');
type WithServed = typeof globalThis & { [SERVED]?: Served | undefined };

function serve(): Served {
  let close = async () => {};
  const url = (async () => {
    mkdirSync('tests/browser/screenshots', { recursive: true });
    buildForProduction();
    const server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1', strictPort: false } });
    close = () => server.close();
    const local = server.resolvedUrls?.local[0];
    if (!local) throw new Error('vite preview did not report its address');
    return local.replace(/\/$/, '');
  })();
  return { url, users: 0, close: () => url.then(() => close()) };
}

/**
 * Builds the app and serves the build with `vite preview` for the browser tests, as a user gets it.
 * The two browser projects (vite.config.ts) share one build and server. Without Chromium the
 * browser tests are skipped with a message; under CI that is an error.
 */
export default async function setup(project: TestProject) {
  if (!hasChromium) {
    const message = `Chromium not found at ${CHROMIUM_PATH}: the browser tests need it (apt-get install chromium).`;
    if (process.env.CI) throw new Error(`${message} CI=true, so this fails the run.`);
    console.warn(`\n⚠ Browser tests SKIPPED. ${message}\n`);
    project.provide('baseUrl', '');
    return;
  }
  const shared = globalThis as WithServed;
  const served = (shared[SERVED] ??= serve());
  served.users++;
  project.provide('baseUrl', await served.url);
  return async () => {
    if (--served.users > 0) return;
    shared[SERVED] = undefined;
    await served.close();
  };
}
