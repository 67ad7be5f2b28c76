// A fresh, migrated server database for one test file: in-memory PGlite, or a new PostgreSQL database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database the current vitest project runs against (`MECHWAR_TEST_DB`, PGlite by default). */
export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.MECHWAR_TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres') throw new Error(`MECHWAR_TEST_DB must be pglite or postgres, not "${kind}"`);
  return kind;
}

/**
 * Opens a database nobody else uses. On PostgreSQL it creates `mechwar_t_<random>` next to the database of
 * TEST_DATABASE_URL, or of `adminUrl` (the role needs CREATEDB) so test files can run in parallel; `close()` drops it.
 */
export async function openTestDatabase(kind: TestDatabaseKind = testDatabaseKind(), adminUrl = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({ memory: true });
    await database.migrate();
    return database;
  }
  if (!adminUrl) {
    throw new Error(
      'MECHWAR_TEST_DB=postgres needs TEST_DATABASE_URL (a role allowed to CREATE DATABASE). ' +
        'Start one with: eval "$(bash scripts/start-test-postgres.sh)"',
    );
  }
  const name = `mechwar_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropDatabase(dropper, name);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * Drops a test database once its pool is closed. A plain DROP stops an autovacuum worker busy in it and waits for it;
 * WITH (FORCE) would instead refuse, for a role that is not a superuser, to end that (superuser-owned) worker. A
 * connection still closing gets a few short retries, then FORCE for whatever is left of ours.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse) throw error;
      if (attempt >= 10) {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** The connection string of a PostgreSQL test database, for a server started as a process of its own. */
export function databaseUrl(database: Database): string {
  const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString;
  if (database.driver !== 'postgres' || !url) throw new Error('only a PostgreSQL test database has a URL');
  return url;
}
