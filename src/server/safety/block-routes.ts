// "Bloquer" (issue 40): `POST` / `DELETE /api/users/{id}/block` and the blocker's list, `GET /api/blocks`. Blocking
// refuses what was still waiting between the two in the same transaction; the blocked person is never told.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { blockMessages, type BlocksResponse } from '../../contract/blocks';
import { accountOf, requireAccount } from '../auth/guard';
import type { ServerContext } from '../context';
import { blocks, users } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { rowWriteRoute } from '../write-route';
import { replayStoredMutation } from '../idempotency';
import { personColumns, personNameJson } from '../accounts/person-json';
import { refusePendingBetween } from './block-pending';
import { lockPair } from './blocked-people';

export async function blockRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(
    routePath(endpoints.block.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, now }) => {
      if (id === user.id) throw fieldError('user', blockMessages.self);
      const [other] = await tx.select().from(users).where(eq(users.id, id));
      if (!other) throw notFound();
      // Writes between the two being made now finish first: their pending rows are refused below.
      await lockPair(tx, user.id, id, 'exclusive');
      const created = await tx
        .insert(blocks)
        .values({ blockerId: user.id, blockedId: id, createdAt: now })
        .onConflictDoNothing()
        .returning({ blockedId: blocks.blockedId });
      if (!created.length) return { status: 200, body: { message: blockMessages.blocked } };
      await refusePendingBetween(tx, user, other, now);
      return { status: 201, body: { message: blockMessages.blocked } };
    }),
  );

  // Unblocking someone never blocked, or who has since left, answers the same: the wish holds either way.
  app.delete(
    routePath(endpoints.unblock.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id }) => {
      await tx.delete(blocks).where(and(eq(blocks.blockerId, user.id), eq(blocks.blockedId, id)));
      return { status: 200, body: { message: blockMessages.unblocked } };
    }),
  );

  app.get(endpoints.blocks.path, { preHandler: requireAccount(context) }, async (request): Promise<BlocksResponse> => {
    const { user } = accountOf(request);
    const rows = await context.db
      .select({ person: personColumns, blockedAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, user.id))
      .orderBy(desc(blocks.createdAt), desc(blocks.blockedId));
    return { data: rows.map(({ person, blockedAt }) => ({ ...personNameJson(person), blocked_at: blockedAt.toISOString() })) };
  });
}
