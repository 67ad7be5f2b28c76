// Several real server processes on one PostgreSQL database, each with a data folder of its own (no shared disk), and
// nginx in front with the project's deploy/nginx.conf: the product as an operator runs it on more than one machine.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { DEV_APP_KEY } from '../../src/server/realtime/options';
import { databaseUrl, openTestDatabase } from './database';
import { makeDriver, type TestDriver } from './marketplace';
import { startNginx, type Nginx } from './nginx';
import type { RealtimeTestServer } from './realtime';
import { registerUser, testClock, type SignedInUser, type TestServer } from './server';
import { startServerProcess, type ServerProcess } from './server-process';

export interface Cluster {
  nginx: Nginx;
  processes: ServerProcess[];
  database: Database;
  /** The cluster as one server, reached through nginx: what the marketplace and live-update helpers take. */
  front: RealtimeTestServer;
  /** One process reached directly, bypassing nginx, as the same kind of handle. */
  direct(index: number): RealtimeTestServer;
  close(): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  /** More environment for every process (TRUST_PROXY=1 and the database are always set). */
  env?: Record<string, string>;
}

export async function startCluster({ processes: count = 2, env = {} }: ClusterOptions = {}): Promise<Cluster> {
  const database = await openTestDatabase('postgres');
  const folders: string[] = [];
  const processes: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  const close = async () => {
    await nginx?.close();
    for (const server of processes) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    await database.close();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  };
  try {
    // One after the other: each migrates the database at start, and the second finds it done.
    for (let i = 0; i < count; i++) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `mechwar-process-${i}-`));
      folders.push(dataDir);
      processes.push(
        await startServerProcess({
          DATA_DIR: dataDir,
          STATIC_DIR: process.env.CLUSTER_STATIC_DIR ?? path.join(dataDir, 'no-build'),
          DATABASE_URL: databaseUrl(database),
          TRUST_PROXY: '1',
          NODE_ENV: 'production',
          ...env,
        }),
      );
    }
    nginx = await startNginx(processes.map((server) => server.port));
  } catch (error) {
    await close();
    throw error;
  }
  const handle = (url: string, port: number): RealtimeTestServer =>
    ({ url, port, key: DEV_APP_KEY, appId: '', secret: '', database, clock: testClock(), filesDir: '', requests: [] }) as unknown as RealtimeTestServer;
  return {
    nginx,
    processes,
    database,
    front: handle(nginx.url, nginx.port),
    direct: (index) => handle(processes[index]!.url, processes[index]!.port),
    close,
  };
}

/**
 * An account registered through the cluster, its phone marked confirmed in the database: the texted code goes to a
 * process's log without an SMS gateway, and confirming phones is not what these tests are about.
 */
export async function clusterAccount(cluster: Cluster, firstName = 'Yassine'): Promise<SignedInUser> {
  const account = await registerUser(cluster.front as TestServer, { first_name: firstName });
  await cluster.database.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, account.user.id));
  return account;
}

/** An approved driver with a car, through the cluster. */
export async function clusterDriver(cluster: Cluster): Promise<TestDriver> {
  return makeDriver(cluster.database.db, await clusterAccount(cluster, 'Mourad'), new Date());
}
