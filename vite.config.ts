import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
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
