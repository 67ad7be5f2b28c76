// What a prober sees: /healthz while the process runs, /readyz 200 when the database answers, every migration is applied
// and the job queue runs, else 503 naming what is not; and a request id on every answer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { openTestDatabase } from '../helpers/database';
import { startTestServer, type TestServer } from '../helpers/server';

describe('a ready server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ operations: { queueReady: async () => true } });
  });
  afterAll(async () => server?.close());

  it('answers /healthz without touching anything', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz with every check ok', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-encoding']).toBeUndefined();
  });

  it('is not limited: a prober polling fast keeps getting answers', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => server.app.inject({ method: 'GET', url: '/readyz' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
  });

  it('sends back a sane X-Request-Id, and makes one up for anything else', async () => {
    const given = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'f3a9c2d4e5b6a7980123456789abcdef' } });
    expect(given.headers['x-request-id']).toBe('f3a9c2d4e5b6a7980123456789abcdef');
    const junk = await server.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'hello world\t{"level":60}' } });
    expect(junk.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const none = await server.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(none.statusCode).toBe(404);
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(junk.headers['x-request-id']);
  });
});

describe('a server that is not ready', () => {
  it('names the queue while it does not run', async () => {
    let running = false;
    const server = await startTestServer({ operations: { queueReady: () => running } });
    try {
      const stopped = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(stopped.statusCode).toBe(503);
      expect(stopped.json()).toMatchObject({ failing: ['queue'], checks: { database: 'ok', migrations: 'ok', queue: 'failed' } });
      running = true;
      expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('names the queue when asking it throws', async () => {
    const server = await startTestServer({ operations: { queueReady: () => Promise.reject(new Error('pg-boss stopped')) } });
    try {
      const answer = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().failing).toEqual(['queue']);
    } finally {
      await server.close();
    }
  });

  it('names the migrations when one was not applied', async () => {
    const server = await startTestServer();
    try {
      await server.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      const answer = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ failing: ['migrations'], checks: { database: 'ok', migrations: 'failed', queue: 'ok' } });
    } finally {
      await server.close();
    }
  });

  it('names the database when it does not answer in time, and the migrations read from it', async () => {
    const database = await openTestDatabase();
    let hanging = false;
    // The same database, whose raw statements (the probes' only way in) hang once the server runs.
    const db = new Proxy(database.db, {
      get: (target, key, receiver) => (key === 'execute' && hanging ? () => new Promise(() => {}) : Reflect.get(target, key, receiver)),
    });
    const stalled: Database = { ...database, db };
    const server = await startTestServer({ database: stalled });
    try {
      hanging = true;
      const started = Date.now();
      const answer = await server.app.inject({ method: 'GET', url: '/readyz' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ failing: ['database', 'migrations'], checks: { queue: 'ok' } });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      hanging = false;
      await server.close();
      await database.close();
    }
  });
});
