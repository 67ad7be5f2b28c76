// The real server as a process of its own (`src/server/main.ts`, as `npm start` runs it), once it answers: for the
// tests that stop one with a signal or run several behind nginx.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from './free-port';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** What it printed, stdout and stderr together. */
  output: string[];
  /** Resolves with its exit code once it is gone. */
  exited: Promise<number | null>;
}

/**
 * Starts `main.ts` with `env` (DATA_DIR, DATABASE_URL…) on a free port of 127.0.0.1; no external live server.
 * `nodeArgs` go to node before the script (the benchmark passes `npm start`'s heap flag).
 */
export async function startServerProcess(env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, MECHWAR_DEMO: '0', ...env, PORT: String(port), HOST: '127.0.0.1', PUSHER_HOST: '', PUSHER_KEY: '', PUSHER_SECRET: '', PUSHER_APP_ID: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited while starting:\n${output.join('')}`);
    const up = await fetch(`${url}/api/cities`).then((answer) => answer.ok, () => false);
    if (up) break;
    if (attempt > 600) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s:\n${output.join('')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url, port, output, exited };
}
