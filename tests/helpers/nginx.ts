// Debian's nginx started with the project's own deploy/nginx.conf, its upstream pointed at the test's processes and
// its port a free one of 127.0.0.1, in a folder of its own (pid, logs, temporary files).
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface Nginx {
  url: string;
  port: number;
  /** Its error log, for a failing test's message. */
  errors: () => Promise<string>;
  close: () => Promise<void>;
}

/** deploy/nginx.conf as an operator would edit it: these processes in the upstream, this port. */
export async function siteConfig(upstreamPorts: number[], port: number): Promise<string> {
  const shipped = await readFile(path.resolve('deploy/nginx.conf'), 'utf8');
  const servers = upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n');
  const config = shipped
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*\n(?: {4}server 127\.0\.0\.1:\d+ .*\n)*/m, `${servers}\n`)
    .replace(/^ {4}listen 80;\n {4}listen \[::\]:80;\n/m, `    listen 127.0.0.1:${port};\n`);
  if (!config.includes(`listen 127.0.0.1:${port};`) || !config.includes(servers))
    throw new Error('deploy/nginx.conf no longer has the upstream and listen lines the tests edit');
  return config;
}

/** `accessLog`: a file where each request is logged with nginx's and the upstream's times (the bench's trace). */
export async function startNginx(upstreamPorts: number[], { accessLog }: { accessLog?: string } = {}): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'mechwar-nginx-'));
  // nginx's workers run as an unprivileged user when it starts as root: they write their temporary files here.
  await chmod(dir, 0o777);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, sub), { mode: 0o777 });
  const port = await freePort();
  await writeFile(path.join(dir, 'mechwar.conf'), await siteConfig(upstreamPorts, port));
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      ...(accessLog
        ? [
            "  log_format timing '$msec $request_time $upstream_response_time $upstream_connect_time $upstream_addr $status $request_method $request_uri';",
            `  access_log ${accessLog} timing;`,
          ]
        : ['  access_log off;']),
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((sub) => `  ${sub === 'body' ? 'client_body' : sub}_temp_path ${dir}/${sub};`),
      `  include ${dir}/mechwar.conf;`,
      '}',
    ].join('\n'),
  );
  const binary = process.env.NGINX_PATH ?? 'nginx';
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errors = async () => said + (await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => ''));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited while starting:\n${await errors()}`);
    const up = await fetch(`${url}/api/cities`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) break;
    if (attempt > 100) throw new Error(`nginx did not answer within 10 s:\n${await errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    errors,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
