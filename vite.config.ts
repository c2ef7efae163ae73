import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  worker: { format: 'es' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/browser/globalSetup.ts'],
    environment: 'node',
    // Property tests over thousands of mazes take a few seconds each on a 2-core machine.
    testTimeout: 60_000,
  },
});
