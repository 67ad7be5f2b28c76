// Exactly-once mutations: the answer to (user, Idempotency-Key) is stored in the same transaction as the write.
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../contract/api';
import type { ServerContext } from './context';
import type { Tx } from './db/client';
import { idempotencyKeys } from './db/schema';
import { fieldError } from './errors';
import { accountOf } from './auth/guard';
import { collectDeliveries, recordedNotifications, takeTexts } from './live/deliveries';
import { queuePushes } from './push/push-job';
import { queueText } from './sms/queue-text';
import { deliver } from './live/deliver';
import { announceWrite } from './cache/write-announcement';
import type { TripChanges } from './cache/write-generation';

export interface MutationResult {
  status: number;
  body: unknown;
}

export interface MutationOutcome extends MutationResult {
  /** True when the answer is the stored one of an earlier request with the same key: nothing was written. */
  replayed: boolean;
}

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;
const pathOf = (request: FastifyRequest) => request.url.split('?')[0]!;

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_SHAPE.test(key)) {
    throw fieldError(IDEMPOTENCY_HEADER, `The ${IDEMPOTENCY_HEADER} header must be 1 to 255 visible ASCII characters.`);
  }
  return key;
}

function replayOf(request: FastifyRequest, stored: typeof idempotencyKeys.$inferSelect): MutationOutcome {
  // A key names one request; reusing it for another call is a client bug worth surfacing, not a silent replay.
  if (stored.method !== request.method || stored.path !== pathOf(request)) {
    throw fieldError(IDEMPOTENCY_HEADER, `This ${IDEMPOTENCY_HEADER} was already used for another request.`);
  }
  return { status: stored.status, body: stored.body === null ? null : JSON.parse(stored.body), replayed: true };
}

/**
 * A preHandler (after `requireAccount`) that answers a replay at once, before the body is read or any file is
 * written. Races are settled later by the unique (user_id, key) index inside `runMutation`.
 */
export function replayStoredMutation(context: ServerContext): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const key = keyOf(request);
    if (key === null) return;
    const { user } = accountOf(request);
    const [stored] = await context.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.key, key)));
    // Returning the reply tells fastify the answer is sent and the handler must not run.
    if (stored && stored.status !== 0) return sendOutcome(reply, replayOf(request, stored));
    return undefined;
  };
}

/**
 * Runs `write` in a transaction. With an Idempotency-Key, the key is claimed first in that transaction: a
 * concurrent duplicate blocks on the unique index until the winner commits, then reads the winner's answer.
 * A thrown error rolls back the claim too, so the client may retry with the same key.
 */
export async function runMutation(context: ServerContext, request: FastifyRequest, write: (tx: Tx) => Promise<MutationResult>): Promise<MutationOutcome> {
  // Read at the end of the transaction: which trip lists it changed (cache/write-announcement.ts).
  let changes: TripChanges | null = null;
  const announced = async (tx: Tx) => void (changes = await announceWrite(tx, context.database));
  const { result, deliveries } = await collectDeliveries(() => writeOnce(context, request, write, announced));
  // Committed: cached lists read before it must not be served (told before the answer leaves, so the writer's next
  // read sees its write).
  if (changes) context.writeGeneration.changed(changes);
  // Only after the commit: a live event or a push about a write that rolled back would announce something false.
  if (!result.replayed) deliver(context, deliveries);
  return result;
}

async function writeOnce(
  context: ServerContext,
  request: FastifyRequest,
  write: (tx: Tx) => Promise<MutationResult>,
  announced: (tx: Tx) => Promise<void>,
): Promise<MutationOutcome> {
  const key = keyOf(request);
  if (key === null) {
    return context.db.transaction(async (tx) => {
      const result = await write(tx);
      await queueJobs(tx, context, request);
      await announced(tx);
      return { ...result, replayed: false };
    });
  }
  const userId = accountOf(request).user.id;
  return context.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, method: request.method, path: pathOf(request), status: 0, createdAt: context.now() })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (claimed.length === 0) {
      const [stored] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!stored) throw new Error('idempotency key vanished while claimed');
      return replayOf(request, stored);
    }
    const result = await write(tx);
    await queueJobs(tx, context, request);
    await announced(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: result.status, body: JSON.stringify(result.body) })
      .where(eq(idempotencyKeys.id, claimed[0]!.id));
    return { ...result, replayed: false };
  });
}

/**
 * The texts and pushes the write recorded, enqueued in its transaction: sent only if it commits, and surely then. A write
 * over the day's budget of texts still lands, its text recorded as not sent.
 */
async function queueJobs(tx: Tx, context: ServerContext, request: FastifyRequest): Promise<void> {
  await queuePushes(tx, context.jobs, recordedNotifications(), request.id);
  for (const text of takeTexts()) {
    // A call for help goes out whatever is left of the day's budget of texts (SMS_DAILY_LIMIT).
    const overBudget = text.purpose === 'sos' ? 'send' : 'record';
    await queueText(tx, context, { phone: text.phone, purpose: text.purpose, body: text.text, requestId: request.id }, context.now(), { overBudget });
  }
}

export function sendOutcome(reply: FastifyReply, outcome: MutationOutcome) {
  if (outcome.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.code(outcome.status).send(outcome.body);
}

/** Drops stored answers created before `before`; clients retry within hours, not weeks. */
export async function pruneIdempotencyKeys(context: Pick<ServerContext, 'db'>, before: Date): Promise<void> {
  await context.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
