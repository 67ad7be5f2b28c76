// The real server as its own process, so the chaos run can kill it (SIGKILL included) and start it again on the same
// port and database, as a crash and a restart would in production.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { freePort } from '../helpers/free-port';

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

  async function waitUntilAnswering() {
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (!child || child.exitCode !== null) throw new Error(`the server exited while starting (see ${logFile})`);
      try {
        if ((await fetch(`${url}/api/cities`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not answer within 30 s (see ${logFile})`);
  }

  const handle: ServerProcess = {
    url,
    restarts: 0,
    get up() {
      return child !== null && child.exitCode === null && child.signalCode === null;
    },
    async start() {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.pipe(log, { end: false });
      child.stderr!.pipe(log, { end: false });
      const current = child;
      exited = new Promise((resolve) => current.once('exit', () => resolve()));
      await waitUntilAnswering();
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
