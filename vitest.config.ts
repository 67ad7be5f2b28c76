// Unit tests (beside the code, node + fake-indexeddb) and integration tests (tests/integration), the latter
// run twice: on the embedded PGlite database and on PostgreSQL (TEST_DATABASE_URL, else one started for the run);
// files named *.postgres.test.ts run on PostgreSQL only. `npm run test:integration` runs two files at a time: a file
// waits on its database and its server much of the time, and on two cores that took a quarter off the run.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'sw/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        test: {
          name: 'integration:pglite',
          include: ['tests/integration/**/*.test.ts'],
          // What only PostgreSQL can show (two servers on one database, NOTIFY between them) is in *.postgres.test.ts.
          exclude: ['tests/integration/**/*.postgres.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
          env: { MECHWAR_TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration:postgres',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
          env: { MECHWAR_TEST_DB: 'postgres' },
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Several server processes on PostgreSQL behind nginx (npm run test:cluster installs nginx when missing).
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          env: { MECHWAR_TEST_DB: 'postgres' },
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One cluster at a time: each is two servers and an nginx on a small machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
