// The servers the chaos run kills and starts again: one process (the default), or with `--cluster` two processes on
// the same PostgreSQL behind nginx (deploy/nginx.conf), one of which is killed at a time while the other serves.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startNginx, type Nginx } from '../helpers/nginx';
import type { Random } from './random';
import { serverProcess, type ServerProcess } from './server-process';

export interface ChaosServers {
  /** What the browsers open: the process itself, or nginx. */
  url: string;
  /** True while every process runs. */
  readonly allUp: boolean;
  /** Kills one running process (drawn) with a drawn signal; returns the signal. */
  kill(random: Random): Promise<NodeJS.Signals>;
  /** Starts again whatever was killed. */
  restart(): Promise<void>;
  readonly restarts: number;
  close(): Promise<void>;
}

export async function chaosServers(cluster: boolean, env: Record<string, string>): Promise<ChaosServers> {
  const folders: string[] = [];
  const processes: ServerProcess[] = [];
  for (let i = 0; i < (cluster ? 2 : 1); i++) {
    // Each process has its own folder: behind nginx nothing is shared but the database.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mechwar-chaos-'));
    folders.push(dataDir);
    const server = await serverProcess({ ...env, DATA_DIR: dataDir, ...(cluster ? { TRUST_PROXY: '1' } : {}) }, path.join(dataDir, 'server.log'));
    // One after the other: the first migrates and seeds, the next finds it done.
    await server.start();
    processes.push(server);
  }
  const nginx: Nginx | undefined = cluster ? await startNginx(processes.map((server) => Number(new URL(server.url).port))) : undefined;
  return {
    url: nginx?.url ?? processes[0]!.url,
    get allUp() {
      return processes.every((server) => server.up);
    },
    async kill(random) {
      const running = processes.filter((server) => server.up);
      const victim = running.length === 1 ? running[0]! : random.pick(running);
      // Behind nginx, the crash of one process (no goodbye to its clients) is the case to survive; alone, a deploy's
      // SIGTERM too.
      const signal = cluster ? 'SIGKILL' : random.pick(['SIGKILL', 'SIGTERM'] as const);
      await victim.stop(signal);
      return signal;
    },
    async restart() {
      for (const server of processes) if (!server.up) await server.start();
    },
    get restarts() {
      return processes.reduce((sum, server) => sum + server.restarts, 0);
    },
    async close() {
      await nginx?.close();
      for (const server of processes) await server.stop('SIGTERM');
      for (const folder of folders) await rm(folder, { recursive: true, force: true });
    },
  };
}
