// The load of `npm run bench:server`: Debian's wrk (C, one thread) with load.lua, in a process of its own. autocannon
// (Node) took 89–98 µs of CPU per request of the uncached mix, wrk takes 27–33, and the cached run measured autocannon's
// ceiling (about 18,000 requests/s) rather than the server's: on two cores shared with the server and PostgreSQL, the
// load generator is what the bench must take least of.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('./load.lua', import.meta.url));

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  paths: string[];
}

export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  /** When each answer came back, in ms from the start. */
  answers: number[];
  /** The wall-clock ms of the start. */
  answersFrom: number;
}

export type LoadRun = (options: LoadOptions) => Promise<LoadResult>;

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

/** `connections` at once for `duration` seconds, each request the next of `paths` (round and round). */
export const loadFromAnotherProcess: LoadRun = async ({ url, connections, duration, paths }) => {
  // The paths through a file: the uncached mix's 200,000 do not fit on a command line.
  const folder = await mkdtemp(path.join(tmpdir(), 'mechwar-bench-load-'));
  const file = path.join(folder, 'paths.txt');
  await writeFile(file, `${paths.join('\n')}\n`);
  // A request waits up to 10 s before wrk counts it as timed out (its default, 2 s, would hide the slowest answers).
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '-s', SCRIPT, url, '--', file];
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  await rm(folder, { recursive: true, force: true });
  const lines = output.split('\n');
  const at = lines.findIndex((line) => line.startsWith('answers '));
  const figures = at > 0 ? lines[at - 1]!.split(' ').map(Number) : [];
  const times = at > 0 ? lines[at]!.slice('answers '.length) : '';
  if (code !== 0 || figures.length !== 9 || figures.some(Number.isNaN)) throw new Error(`wrk exited with ${code}:\n${output.slice(-2000)}\n${errors}`);
  // Nine numbers, checked above.
  const [total = 0, durationUs = 0, p50 = 0, p99 = 0, max = 0, non2xx = 0, failed = 0, timeouts = 0, started = 0] = figures;
  return {
    requests: { average: total / (durationUs / 1e6), total },
    latency: { p50: ms(p50), p99: ms(p99), max: ms(max) },
    non2xx,
    errors: failed,
    timeouts,
    answers: times ? times.split(',').map(Number) : [],
    answersFrom: started,
  };
};
