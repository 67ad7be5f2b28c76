// The real server as a process of its own (`src/server/main.ts`, as `npm start` runs it), once it answers: for the
// tests that stop one with a signal or run several behind nginx, and for the chaos run that kills and restarts one.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from './free-port';

/**
 * The flags `npm run serve` (so `npm start`) gives node, read from package.json (`bench:server` repeats them for its
 * own process).
 */
export function serveNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
  return scripts.serve!.split(/\s+/).filter((word) => word.startsWith('--'));
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** What it printed, stdout and stderr together. */
  output: string[];
  /** Resolves with its exit code once it is gone. */
  exited: Promise<number | null>;
}

export interface LaunchOptions {
  port: number;
  env: Record<string, string>;
  /** Go to node before the script (the benchmark passes `npm run serve`'s, serveNodeFlags). */
  nodeArgs?: string[];
  /** What to run instead of node on `main.ts` (`['npm', 'run', 'serve']`, as the README starts a process). */
  command?: string[];
  /** Where its stdout and stderr go. */
  onOutput: (chunk: Buffer) => void;
  /** What a failure to start says about where to look: its output, or the file it went to. */
  describe: () => string;
  /** Told of the process as soon as it exists, before it answers (to kill it should the caller end meanwhile). */
  onSpawn?: (child: ChildProcess) => void;
}

/** Starts `main.ts` on 127.0.0.1:`port` and resolves once it answers; throws if it exits first or stays silent 60 s. */
export async function launchServer({ port, env, nodeArgs = [], command, onOutput, describe, onSpawn }: LaunchOptions): Promise<ChildProcess> {
  const [program, ...args] = command ?? [process.execPath, ...nodeArgs, '--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(program!, args, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn?.(child);
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited while starting:\n${describe()}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/cities`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return child;
    if (attempt > 600) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s:\n${describe()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `main.ts` with `env` (DATA_DIR, DATABASE_URL…) on a free port, without demo data or an external live server. */
export async function startServerProcess(env: Record<string, string>, how: Pick<LaunchOptions, 'nodeArgs' | 'command'> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const output: string[] = [];
  let exited: Promise<number | null> = Promise.resolve(null);
  const child = await launchServer({
    port,
    env: { MECHWAR_DEMO: '0', ...env, PUSHER_HOST: '', PUSHER_KEY: '', PUSHER_SECRET: '', PUSHER_APP_ID: '' },
    ...how,
    onOutput: (chunk) => output.push(chunk.toString()),
    describe: () => output.join(''),
    onSpawn: (spawned) => (exited = new Promise((resolve) => spawned.once('exit', (code) => resolve(code)))),
  });
  return { child, url: `http://127.0.0.1:${port}`, port, output, exited };
}
