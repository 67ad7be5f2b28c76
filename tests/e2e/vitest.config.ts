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
    // A lazily loaded page on a busy two-core machine can take seconds to show what a test waits for; the
    // default of one second made a test fail on time alone. A real failure still fails, after 15 s.
    expect: { poll: { timeout: 15_000 } },
  },
});
