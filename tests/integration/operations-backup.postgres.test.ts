// deploy/backup.sh as an operator relies on it: a dump of a live database restores with pg_restore into an empty one, and
// the server built over the copy shows the same trips; old dumps go, a failed dump leaves nothing behind.
// Needs pg_dump, pg_restore and, when the tests' PostgreSQL is newer than pg_dump, a server of pg_dump's version
// (bash scripts/ensure-backup-tools.sh installs Debian's).
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { openTestDatabase, databaseUrl } from '../helpers/database';
import { startPostgresServer, type PostgresServer } from '../helpers/postgres-server';
import { call, startTestServer, type TestServer } from '../helpers/server';

const run = promisify(execFile);
const BACKUP_SCRIPT = path.resolve('deploy/backup.sh');
const DAY_MS = 24 * 60 * 60_000;
const NEEDS = 'Install them with: bash scripts/ensure-backup-tools.sh';

async function pgDumpMajor(): Promise<number> {
  const { stdout } = await run('pg_dump', ['--version']).catch((error: unknown) => {
    throw new Error(`pg_dump is needed to test backups. ${NEEDS}`, { cause: error });
  });
  return Number(/\(PostgreSQL\) (\d+)/.exec(stdout)?.[1]);
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string }>("select current_setting('server_version_num') as version");
    return Math.floor(Number(rows[0]!.version) / 10_000);
  } finally {
    await client.end();
  }
}

/** A new database with nothing in it, on the server of `adminUrl`: what a restore goes into. */
async function emptyDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mechwar_restore_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const backup = (env: Record<string, string>) => run('bash', [BACKUP_SCRIPT], { env: { ...process.env, ...env } });

/** The same standing clock for the original and the copy: the trip list shows the trips still ahead of "now". */
const clockStart = new Date();

let ownServer: PostgresServer | undefined;
let source: Database;
let original: TestServer;
let backupDir: string;

beforeAll(async () => {
  const dumpMajor = await pgDumpMajor();
  let adminUrl = process.env.TEST_DATABASE_URL!;
  // pg_dump refuses a server newer than itself: then the test runs on a server of pg_dump's own version.
  if ((await serverMajor(adminUrl)) > dumpMajor) {
    const bin = `/usr/lib/postgresql/${dumpMajor}/bin`;
    if (!existsSync(`${bin}/postgres`)) throw new Error(`A PostgreSQL ${dumpMajor} server is needed beside pg_dump ${dumpMajor}. ${NEEDS}`);
    ownServer = await startPostgresServer({ initdb: `${bin}/initdb`, postgres: `${bin}/postgres` });
    adminUrl = ownServer.url;
  }
  source = await openTestDatabase('postgres', adminUrl);
  original = await startTestServer({ database: source, demo: true, clockStart });
  backupDir = await mkdtemp(path.join(tmpdir(), 'mechwar-backups-'));
}, 120_000);

afterAll(async () => {
  await original?.close();
  await source?.close();
  await ownServer?.stop();
  if (backupDir) await rm(backupDir, { recursive: true, force: true });
});

describe('a backup', () => {
  it('restores into an empty database that serves the same trips', async () => {
    const { stdout } = await backup({ DATABASE_URL: databaseUrl(source), BACKUP_DIR: backupDir });
    const dumps = (await readdir(backupDir)).filter((name) => name.endsWith('.dump'));
    expect(dumps).toHaveLength(1);
    expect(dumps[0]).toMatch(/^mechwar-\d{8}T\d{6}Z\.dump$/);
    expect(stdout).toContain(dumps[0]);

    const target = await emptyDatabase(ownServer?.url ?? process.env.TEST_DATABASE_URL!);
    let restored: Database | undefined;
    let copy: TestServer | undefined;
    try {
      await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${target.url}`, path.join(backupDir, dumps[0]!)]);
      restored = await openDatabase({ url: target.url });
      // Not migrated here: /readyz says whether the restored copy knows its migrations were applied.
      copy = await startTestServer({ database: restored, clockStart });
      expect((await copy.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ status: 'ready' });

      // The pages' own URLs name each server's port: the trips and their count are what must be the same.
      const trips = async (server: TestServer, page: number) => {
        const answer = await call(server, 'GET', `/api/trips?page=${page}`);
        expect(answer.status).toBe(200);
        return { data: answer.body.data, total: answer.body.total, last_page: answer.body.last_page };
      };
      const first = await trips(original, 1);
      expect(first.data.length).toBeGreaterThan(0);
      expect(await trips(copy, 1)).toEqual(first);
      expect(await trips(copy, first.last_page)).toEqual(await trips(original, first.last_page));
    } finally {
      await copy?.close();
      await restored?.close();
      await target.drop();
    }
  });

  it('deletes the dumps older than BACKUP_KEEP_DAYS once a new one is written, and nothing else', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mechwar-backups-'));
    try {
      const aged = async (name: string, days: number) => {
        await writeFile(path.join(dir, name), 'old');
        const at = new Date(Date.now() - days * DAY_MS);
        await utimes(path.join(dir, name), at, at);
      };
      await aged('mechwar-20200101T031500Z.dump', 15);
      await aged('mechwar-20200110T031500Z.dump', 13);
      await aged('.mechwar-20200101T031500Z.dump.partial', 15);
      await aged('notes.txt', 40);

      const { stdout } = await backup({ DATABASE_URL: databaseUrl(source), BACKUP_DIR: dir, BACKUP_KEEP_DAYS: '14' });

      const left = (await readdir(dir)).sort();
      const fresh = left.filter((name) => !['mechwar-20200110T031500Z.dump', 'notes.txt'].includes(name));
      expect(fresh).toEqual([expect.stringMatching(/^mechwar-\d{8}T\d{6}Z\.dump$/)]);
      expect(left).toEqual(['mechwar-20200110T031500Z.dump', fresh[0], 'notes.txt'].sort());
      expect(stdout).toContain('deleted');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('that fails exits non-zero, leaves no file and deletes no old dump', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'mechwar-backups-'));
    try {
      await writeFile(path.join(dir, 'mechwar-20200101T031500Z.dump'), 'old');
      const at = new Date(Date.now() - 30 * DAY_MS);
      await utimes(path.join(dir, 'mechwar-20200101T031500Z.dump'), at, at);
      const unreachable = 'postgres://nobody:wrong@127.0.0.1:1/mechwar';
      await expect(backup({ DATABASE_URL: unreachable, BACKUP_DIR: dir })).rejects.toMatchObject({ code: expect.any(Number) });
      expect(await readdir(dir)).toEqual(['mechwar-20200101T031500Z.dump']);
      await expect(backup({ DATABASE_URL: databaseUrl(source), BACKUP_DIR: dir, BACKUP_KEEP_DAYS: 'two weeks' })).rejects.toMatchObject({ code: 2 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
