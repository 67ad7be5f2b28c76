// The handler of a write route: who is signed in, the write run once in one transaction and stored under its
// Idempotency-Key (a replay gets the stored answer), then that answer sent. A route states only what its write does.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accountOf, type Account } from './auth/guard';
import type { ServerContext } from './context';
import type { Tx } from './db/client';
import { runMutation, sendOutcome, type MutationResult } from './idempotency';
import { idParam } from './auth/access';

export interface WriteCall {
  user: Account['user'];
  request: FastifyRequest;
  /** The server's clock, read inside the transaction. */
  now: Date;
}

export function writeRoute(context: ServerContext, write: (tx: Tx, call: WriteCall) => Promise<MutationResult>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = accountOf(request);
    const outcome = await runMutation(context, request, (tx) => write(tx, { user, request, now: context.now() }));
    return sendOutcome(reply, outcome);
  };
}

/** A write on one row (`{id}` in the path): an id that cannot be one answers 404 before any transaction opens. */
export function rowWriteRoute(context: ServerContext, write: (tx: Tx, call: WriteCall & { id: number }) => Promise<MutationResult>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, (tx) => write(tx, { user, id, request, now: context.now() }));
    return sendOutcome(reply, outcome);
  };
}
