// The real server as its own process, so the chaos run can kill it (SIGKILL included) and start it again on the same
// port and database, as a crash and a restart would in production.
import type { ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { freePort } from '../helpers/free-port';
import { launchServer } from '../helpers/server-process';

export interface ServerProcess {
  url: string;
  readonly up: boolean;
  start(): Promise<void>;
  /** Kills the process with `signal` and waits for it to be gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
  restarts: number;
}

export async function serverProcess(env: Record<string, string>, logFile: string): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(logFile, { flags: 'a' });
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  // The run ending any way at all takes its server with it.
  process.once('exit', () => child?.kill('SIGKILL'));

  const handle: ServerProcess = {
    url,
    restarts: 0,
    get up() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      const started = launchServer({
        port,
        env,
        onOutput: (chunk) => log.write(chunk),
        describe: () => `see ${logFile}`,
        onSpawn: (spawned) => {
          child = spawned;
          exited = new Promise((resolve) => spawned.once('exit', () => resolve()));
        },
      });
      await started;
    },
    async stop(signal) {
      if (!child || !handle.up) return;
      child.kill(signal);
      await exited;
      handle.restarts += 1;
    },
  };
  return handle;
}
