// The sync worker's own code (http, account calls, pull, outbox drain) on a fresh fake-indexeddb database,
// pointed at a test server, with every HTTP exchange recorded and network failures on demand.
import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../src/contract/api';
import { openDatabase } from '../../src/db/database';
import type { SyncEvent } from '../../src/sync/events';
import { createHttp } from '../../src/sync/http';
import { createPull } from '../../src/sync/pull';
import { drainOutbox } from '../../src/sync/push';
import { createAccount } from '../../src/sync/session';
import { createVerifiedUser, type SignedInUser, type TestServer } from './server';

export interface Exchange {
  method: string;
  path: string;
  /** 0 when the test made the network fail. */
  status: number;
  /** The server answered with a stored response (`Idempotent-Replayed: true`). */
  replayed: boolean;
  idempotencyKey: string | null;
}

/** Decides, per request, whether the network fails: `before` the server sees it, or `after` (the answer is lost). */
export type NetworkFault = (exchange: { method: string; path: string }) => 'before' | 'after' | null;

// Taken once, so a second recordFetch in a test never wraps the first spy.
const realFetch = globalThis.fetch.bind(globalThis);

/**
 * Records every fetch the worker code makes (ky calls the global fetch per request). `fail` injects network
 * errors. Restored by `vi.restoreAllMocks()`.
 */
export function recordFetch() {
  const exchanges: Exchange[] = [];
  const control: { fail: NetworkFault | null } = { fail: null };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const method = init?.method ?? request.method;
    const path = new URL(request.url).pathname;
    const idempotencyKey = new Headers(init?.headers ?? request.headers).get(IDEMPOTENCY_HEADER) ?? request.headers.get(IDEMPOTENCY_HEADER);
    const fault = control.fail?.({ method, path }) ?? null;
    if (fault === 'before') {
      exchanges.push({ method, path, status: 0, replayed: false, idempotencyKey });
      throw new TypeError('fetch failed');
    }
    const response = await realFetch(input, init);
    if (fault === 'after') {
      await response.arrayBuffer();
      exchanges.push({ method, path, status: 0, replayed: false, idempotencyKey });
      throw new TypeError('fetch failed');
    }
    exchanges.push({ method, path, status: response.status, replayed: response.headers.get(IDEMPOTENT_REPLAYED_HEADER) === 'true', idempotencyKey });
    return response;
  });
  return {
    exchanges,
    control,
    /** The exchanges with `path` (and `method` when given), in order. */
    to(path: string, method?: string) {
      return exchanges.filter((e) => e.path === path && (!method || e.method === method));
    },
  };
}

// Every worker a test made, so endWorkerTest deletes their databases even when the test failed half-way.
const openWorkers = new Set<{ close(): Promise<void> }>();

/** One worker's worth of sync code against `baseUrl`, on its own IndexedDB database. */
export function workerAgainst(baseUrl: string) {
  const db = openDatabase(`worker-${randomUUID()}`);
  const events: SyncEvent[] = [];
  const emit = (event: SyncEvent) => void events.push(event);
  const http = createHttp({ db, baseUrl, emit, timeoutMs: 10_000 });
  const worker = {
    db,
    events,
    http,
    account: createAccount(db, http),
    pull: createPull(db, http),
    drain: (now?: () => number) => drainOutbox({ db, http, emit, ...(now ? { now } : {}) }),
    eventsOf: (type: SyncEvent['type']) => events.filter((event) => event.type === type),
    close: () => db.delete(),
  };
  openWorkers.add(worker);
  return worker;
}

export type TestWorker = ReturnType<typeof workerAgainst>;

/** The failure of an answer, or null when it succeeded (pull answers `{ok: false}` alone when signed out). */
export const failureOf = (result: object) => ('error' in result ? (result.error as { status: number }) : null);

/** Call in afterEach: the network spies restored, and every worker database the test made deleted. */
export async function endWorkerTest(): Promise<void> {
  vi.restoreAllMocks();
  for (const worker of openWorkers) await worker.close();
  openWorkers.clear();
}

/** Signs the worker in through its own login call, as the login form does; a refusal fails the test's set-up. */
export async function signIn(worker: TestWorker, account: Pick<SignedInUser, 'phone' | 'password'>): Promise<void> {
  const login = await worker.account.login({ phone: account.phone, password: account.password });
  if (!login.ok) throw new Error(`login of ${account.phone} failed`);
}

/** Signs the worker in as a fresh verified account of `server`, as a person would; returns the account. */
export async function signInNewAccount(server: TestServer, worker: TestWorker): Promise<SignedInUser> {
  const account = await createVerifiedUser(server);
  await signIn(worker, account);
  return account;
}
