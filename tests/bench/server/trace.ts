// `BENCH_TRACE=folder npm run bench:server`: what happened during the uncached runs, written to that folder to find
// what a stall was: each answer's time (from wrk), the server processes' output with --trace-gc, nginx's
// request and upstream times, and PostgreSQL's activity, waiting locks and NOTIFY queue sampled every 50 ms.
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

export const TRACE_FOLDER = process.env.BENCH_TRACE || undefined;

const SAMPLE_MS = 50;

/** Where a trace of `run` goes (e.g. "two-processes"); undefined when not tracing. */
export async function traceFolder(run: string): Promise<string | undefined> {
  if (!TRACE_FOLDER) return undefined;
  const folder = path.resolve(TRACE_FOLDER, run);
  await mkdir(folder, { recursive: true });
  return folder;
}

/** Each line a process writes, prefixed with the wall-clock ms it was read at (--trace-gc counts from its own start). */
export function recordOutput(child: ChildProcess, file: string): WriteStream {
  const out = createWriteStream(file);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop()!;
      const at = Date.now();
      for (const line of lines) out.write(`${at} ${line}\n`);
    });
  }
  return out;
}

/** Samples PostgreSQL every 50 ms on a connection of its own until `stop()`. */
export function samplePostgres(url: string, file: string) {
  const out = createWriteStream(file);
  const client = new pg.Client({ connectionString: url, application_name: 'bench trace' });
  let stopped = false;
  const sampling = (async () => {
    await client.connect();
    while (!stopped) {
      const at = Date.now();
      const { rows } = await client.query(`
        select pg_notification_queue_usage() as notify_queue,
          (select json_agg(json_build_object('pid', pid, 'app', application_name, 'state', state, 'wait', wait_event_type || ':' || wait_event,
                                              'xact_ms', round(extract(epoch from clock_timestamp() - xact_start) * 1000),
                                              'query_ms', round(extract(epoch from clock_timestamp() - query_start) * 1000),
                                              'query', left(query, 120)))
             from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend' and state <> 'idle') as active,
          (select json_agg(json_build_object('pid', pid, 'type', locktype, 'mode', mode, 'rel', relation::regclass::text, 'obj', objid))
             from pg_locks where not granted) as waiting,
          (select count(*) from pg_stat_activity where backend_type = 'client backend') as backends`);
      out.write(`${JSON.stringify({ at, took: Date.now() - at, ...rows[0] })}\n`);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await sampling.catch((error: unknown) => out.write(`${JSON.stringify({ error: String(error) })}\n`));
      await client.end();
      out.end();
    },
  };
}

/** When each answer came back, in ms from the load's start, with the wall-clock ms of that start. */
export async function writeAnswers(file: string, from: number, answers: number[]) {
  await writeFile(file, `${JSON.stringify({ from, answers })}\n`);
}
