/**
 * The production build, served on localhost and opened in headless Chromium: what every
 * browser benchmark (first load, play, counting) measures, since that is what users get.
 */
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { preview } from 'vite';
import { launchChromium } from '../tests/browser/chromium';

/** Builds the app in production mode, exactly as `npm run build` does (NODE_ENV left to Vite). */
export function buildProduction(): void {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV'));
  const built = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'production', '--logLevel', 'warn'], { env, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
}

/** Serves the last build and opens Chromium (on one core when asked); `close` ends both. */
export async function serveBuild(options: { oneCore?: boolean } = {}): Promise<{ url: string; browser: Browser; close: () => Promise<void> }> {
  const server = await preview({ logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  const browser = await launchChromium(options);
  return {
    url,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
