import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from './src/pwa/contentSecurityPolicy.ts';

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
 * The installable, offline app: a manifest, and a service worker (sw.js, registered by
 * src/pwa/registerServiceWorker.ts) that precaches every file of the build — the entry, the lazy
 * lab chunks, the workers, the icons — and answers every navigation with index.html, so a link's
 * query (?seed=…) opens offline too.
 */
const offline = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false,
  // The glob below already holds the icons; listing them twice would precache them twice.
  includeManifestIcons: false,
  manifest: {
    name: 'Maze — play, solve and count paths',
    short_name: 'Maze',
    description: 'Play mazes in the browser, watch solvers think, and download any maze as a PNG.',
    start_url: '.',
    scope: '.',
    display: 'standalone',
    theme_color: '#111111',
    background_color: '#f8fafc',
    icons: [
      { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    navigateFallback: 'index.html',
    cleanupOutdatedCaches: true,
    // A new build takes over at once: the precache is the whole app, there is no half-old state.
    skipWaiting: true,
    clientsClaim: true,
  },
});

export default defineConfig({
  plugins: [react(), contentSecurityPolicy(), offline],
  worker: { format: 'es' },
  preview: { headers: { 'Content-Security-Policy': CONTENT_SECURITY_POLICY_HEADER, 'X-Content-Type-Options': 'nosniff' } },
  test: {
    environment: 'node',
    // Property tests over thousands of mazes take a few seconds each on a 2-core machine.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/browser/**'] },
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
