// Starts a real Mechwar server on a free loopback port for a test, with a recording SMS sender and a movable clock.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RegisterRequest } from '../../src/contract/auth';
import type { User } from '../../src/contract/user';
import { build, type BuildOptions } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { seed, type DemoAccount } from '../../src/server/db/seed';
import type { FileStore } from '../../src/server/storage/file-store';
import { fileStoreFor } from '../../src/server/storage/open-file-store';
import { inArray } from 'drizzle-orm';
import { texts, type TextPurpose } from '../../src/server/db/schema';
import type { SmsProvider } from '../../src/server/sms/provider';
import { openTestDatabase } from './database';

/** A text as it reached the phone: the account's eight digits, what for, its words and the code they carry. */
export interface SmsMessage {
  phone: string;
  purpose: TextPurpose;
  /** The six digits the text carries, or '' when it carries none. */
  code: string;
  text: string;
}

/**
 * The SMS provider of test servers: it keeps what it was handed. Texts leave through the job queue, after the answer,
 * so each read first waits until no text is waiting to be sent.
 */
export interface RecordingSms extends SmsProvider {
  /** Every text sent, oldest first. */
  messages(): Promise<SmsMessage[]>;
  /** The last code texted to `phone` (canonical eight digits) for `purpose`; throws when none was sent. */
  lastCode(phone: string, purpose?: TextPurpose): Promise<string>;
  count(phone: string, purpose?: TextPurpose): Promise<number>;
  /** The texts sent to `phone` for `purpose`, oldest first. */
  sentTo(phone: string, purpose: TextPurpose): Promise<SmsMessage[]>;
}

/** Waits until the database holds no text waiting for its job (a test's texts have all been handed over or failed). */
export async function textsSettled(database: Database, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const waiting = await database.db
      .select({ id: texts.id })
      .from(texts)
      .where(inArray(texts.status, ['queued', 'sending']))
      .limit(1);
    if (waiting.length === 0) return;
    if (Date.now() > deadline) throw new Error('texts still waiting to be sent after 15 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const recorders = new WeakMap<Database, RecordingSms>();

export function recordingSms(settled: () => Promise<void> = async () => {}): RecordingSms {
  const messages: SmsMessage[] = [];
  const sentTo = async (phone: string, purpose: TextPurpose) => {
    await settled();
    return messages.filter((m) => m.phone === phone && m.purpose === purpose);
  };
  return {
    name: 'recording',
    dedupesById: true,
    async send(text) {
      const phone = text.to.replace(/^\+216/, '');
      messages.push({ phone, purpose: text.purpose as TextPurpose, code: /\b(\d{6})\b/.exec(text.body)?.[1] ?? '', text: text.body });
      return { providerId: text.id };
    },
    receipts: () => [],
    async messages() {
      await settled();
      return messages;
    },
    async lastCode(phone, purpose = 'verify') {
      const last = (await sentTo(phone, purpose)).at(-1);
      if (!last) throw new Error(`no ${purpose} SMS was sent to ${phone}`);
      return last.code;
    },
    count: async (phone, purpose = 'verify') => (await sentTo(phone, purpose)).length,
    sentTo,
  };
}

/** A clock that stands still until a test moves it. */
export interface TestClock {
  now(): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => void (current += ms),
    set: (date) => void (current = date.getTime()),
  };
}

export interface StartTestServerOptions extends Omit<Partial<BuildOptions>, 'database' | 'now'> {
  /** Seed the demo driver and passenger too (cities are always seeded). */
  demo?: boolean;
  /** Use this database instead of a fresh one; it is then left open on close. */
  database?: Database;
  clockStart?: Date;
}

export interface TestServer {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>`. */
  url: string;
  database: Database;
  sms: RecordingSms;
  clock: TestClock;
  filesDir: string;
  /** Where the server keeps uploads (on disk in `filesDir` on PGlite, in the database on PostgreSQL): what tests count. */
  files: FileStore;
  demoAccounts: DemoAccount[];
  /** Every request the server answered, oldest first: what a test counts to prove something was sent once. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  path: string;
  idempotencyKey: string | null;
  status: number;
  /** When the request arrived (not when it was answered): a slow answer to an earlier request is not counted as a later one. */
  at: number;
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const { demo = false, database: given, clockStart, ...buildOptions } = options;
  const database = given ?? (await openTestDatabase());
  const clock = testClock(clockStart);
  // One recorder a database: servers sharing one take each other's jobs, so a text may leave through either.
  const sms = recorders.get(database) ?? recordingSms(() => textsSettled(database));
  recorders.set(database, sms);
  const filesDir = buildOptions.filesDir ?? (await mkdtemp(path.join(tmpdir(), 'mechwar-files-')));
  const files = fileStoreFor(database, filesDir);
  const demoAccounts = await seed(database.db, { demo, now: clock.now(), files });
  const app = await build({
    ...buildOptions,
    database,
    filesDir,
    sms: { primary: sms, ...buildOptions.sms },
    now: clock.now,
    // Tests create many accounts and sessions from 127.0.0.1; a test about a limit passes its own.
    rateLimits: {
      register: { max: 1000, windowMs: 60_000 },
      perAddress: { max: 10_000, windowMs: 60_000 },
      textsPerAddress: { max: 10_000, windowMs: 60_000 },
      ...buildOptions.rateLimits,
    },
  });
  const requests: RecordedRequest[] = [];
  app.addHook('onResponse', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    requests.push({
      method: request.method,
      path: request.url,
      idempotencyKey: typeof key === 'string' ? key : null,
      status: reply.statusCode,
      at: Date.now() - reply.elapsedTime,
    });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    database,
    sms,
    clock,
    filesDir,
    files,
    demoAccounts,
    requests,
    async close() {
      await app.close();
      if (!given) await database.close();
      if (!buildOptions.filesDir) await rm(filesDir, { recursive: true, force: true });
    },
  };
}

/** What a caller sees of an answer: status, headers and the parsed body (JSON when it is JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  // Tests read arbitrary fields of answers and assert on them; a schema per call would only restate the contract.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export interface CallOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** One HTTP call to the test server, as the PWA makes it (JSON Accept header, bearer token when held). */
export async function call(server: Pick<TestServer, 'url'>, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : text };
}

let phoneCounter = 0;
/** A valid Tunisian number no other account of this process has (starts with 9, unused by the demo seed). */
export function uniquePhone(): string {
  phoneCounter += 1;
  return `9${String((process.pid * 1000 + phoneCounter) % 10_000_000).padStart(7, '0')}`;
}

export const TEST_PASSWORD = 'Secret#123';

export interface SignedInUser {
  user: User;
  token: string;
  refreshToken: string;
  phone: string;
  password: string;
}

/** Registers an account through the API and verifies it with the texted code, as a person would. */
export async function createVerifiedUser(server: TestServer, overrides: Partial<RegisterRequest> = {}): Promise<SignedInUser> {
  const account = await registerUser(server, overrides);
  const code = await server.sms.lastCode(account.phone, 'verify');
  const verified = await call(server, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code: code } });
  if (verified.status !== 200) throw new Error(`verify-otp answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return { ...account, user: verified.body.data.user };
}

/** Registers an account and leaves it unverified (phone_verified_at null). */
export async function registerUser(server: TestServer, overrides: Partial<RegisterRequest> = {}): Promise<SignedInUser> {
  const request: RegisterRequest = {
    first_name: 'Yassine',
    last_name: 'Gharbi',
    phone: uniquePhone(),
    password: TEST_PASSWORD,
    password_confirmation: overrides.password ?? TEST_PASSWORD,
    terms: true,
    ...overrides,
  };
  const registered = await call(server, 'POST', '/api/auth/register', { json: request });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${JSON.stringify(registered.body)}`);
  const { user, token, refresh_token } = registered.body.data;
  return { user, token, refreshToken: refresh_token, phone: user.phone, password: String(request.password) };
}

/** Logs an existing account in (e.g. a demo account) and returns its session. */
export async function logIn(server: Pick<TestServer, 'url'>, phone: string, password: string): Promise<SignedInUser> {
  const answer = await call(server, 'POST', '/api/auth/login', { json: { phone, password } });
  if (answer.status !== 200) throw new Error(`login answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  const { user, token, refresh_token } = answer.body.data;
  return { user, token, refreshToken: refresh_token, phone: user.phone, password };
}
