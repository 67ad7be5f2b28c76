// Browser tests: the built PWA served by the real server (PGlite), driven in Debian's Chromium by playwright-core.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    env: { MECHWAR_TEST_DB: 'pglite' },
    // One Chromium at a time: CI has two cores.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
