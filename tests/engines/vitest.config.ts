// The core offline journeys in Chromium, Firefox and WebKit: the built PWA served by the real server (PGlite) behind a
// loopback proxy that each journey cuts for a dead zone.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'engines',
    include: ['tests/engines/**/*.engines.ts'],
    environment: 'node',
    env: { MECHWAR_TEST_DB: 'pglite' },
    // One browser at a time: CI has two cores.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
