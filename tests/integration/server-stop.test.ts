// Stopping one server process (SIGTERM), as a deploy or a scale-down does: it refuses new connections, answers the
// request in flight, sends its live sockets elsewhere with Pusher's reconnect code, and exits 0 with nothing lost.
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase, type Database } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { DEV_APP_KEY } from '../../src/server/realtime/options';
import { databaseUrl, openTestDatabase, testDatabaseKind } from '../helpers/database';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { TEST_PASSWORD, uniquePhone } from '../helpers/server';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The real server as a process of its own, on a fresh database of the project's kind, once it answers. */
async function startServer(command?: string[]): Promise<ServerProcess & { database: () => Promise<Database> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mechwar-stop-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const env: Record<string, string> = { DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-build') };
  let database: () => Promise<Database>;
  if (testDatabaseKind() === 'postgres') {
    const shared = await openTestDatabase();
    cleanups.push(() => shared.close());
    env.DATABASE_URL = databaseUrl(shared);
    database = async () => shared;
  } else {
    // Read only once the process is gone: PGlite's files have one user at a time.
    database = async () => {
      const opened = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      cleanups.push(() => opened.close());
      return opened;
    };
  }
  const server = await startServerProcess(env, { command });
  cleanups.push(async () => void server.child.kill('SIGKILL'));
  return { ...server, database };
}

/** A live socket as pusher-js opens it, once the server has greeted it. */
async function liveSocket(port: number): Promise<WebSocket> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${DEV_APP_KEY}?protocol=7&client=js&version=8.4.0`);
  await new Promise<void>((resolve, reject) => {
    socket.once('message', (data) => (JSON.parse(String(data)).event === 'pusher:connection_established' ? resolve() : reject(new Error(String(data)))));
    socket.once('error', reject);
  });
  return socket;
}

it('on SIGTERM, answers the request in flight, sends live sockets elsewhere, refuses new connections and exits 0', { timeout: 90_000 }, async () => {
  const server = await startServer();
  const socket = await liveSocket(server.port);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const exited = server.exited;

  // A registration whose body is still arriving when the signal comes: in flight, not yet answered.
  const phone = uniquePhone();
  const body = JSON.stringify({ first_name: 'Sami', last_name: 'Trabelsi', phone, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: true });
  const registration = request(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
    registration.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    registration.once('error', reject);
  });
  registration.write(body.slice(0, 20));
  await new Promise((resolve) => setTimeout(resolve, 300));

  server.child.kill('SIGTERM');
  expect(await closed).toBeGreaterThanOrEqual(4200);
  expect(await closed).toBeLessThanOrEqual(4299);
  await expect(fetch(`${server.url}/api/cities`)).rejects.toThrow();

  registration.end(body.slice(20));
  const answer = await answered;
  expect(answer.status, answer.text).toBe(201);
  expect(await exited, server.output.join('')).toBe(0);

  const database = await server.database();
  const [stored] = await database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  expect(stored?.id).toBe(JSON.parse(answer.text).data.user.id);
});

it('on SIGTERM, cuts a request still unanswered after 10 s and exits 0', { timeout: 90_000 }, async () => {
  const server = await startServer();
  const exited = server.exited;
  // A body announced and never sent: the request would hold the process forever.
  const stuck = request(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': 1000 } });
  const outcome = new Promise<string>((resolve) => {
    stuck.once('response', (response) => resolve(`answered ${response.statusCode}`));
    stuck.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
  stuck.write('{"phone":');
  await new Promise((resolve) => setTimeout(resolve, 300));

  const signalled = Date.now();
  server.child.kill('SIGTERM');
  expect(await exited, server.output.join('')).toBe(0);
  const stoppedAfter = Date.now() - signalled;
  expect(stoppedAfter).toBeGreaterThanOrEqual(9_500);
  expect(stoppedAfter).toBeLessThan(20_000);
  expect(await outcome).toBe('ECONNRESET');
});

it('stops the same way when started as the README starts each process (`npm run serve`) and signalled there', { timeout: 90_000 }, async () => {
  // The pid an operator holds is npm's: the signal must reach the server behind it, not orphan it.
  const server = await startServer(['npm', 'run', 'serve']);
  const exited = server.exited;
  server.child.kill('SIGTERM');
  expect(await exited, server.output.join('')).toBe(0);
  expect(server.output.join('')).toContain('SIGTERM: finishing the requests in flight');
  await expect(fetch(`${server.url}/api/cities`)).rejects.toThrow();
});
