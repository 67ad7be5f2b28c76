// The FeedBack Request card's answer (spec 000 §7 `PUT /api/ratings/{id}`): stars and a comment, by the asked
// passenger only, once; from then on the card is read-only and the driver's average counts it.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { RATING_STATUS, ratingRequest } from '../../contract/ratings';
import { RATING_SUBJECT_TYPE } from '../../contract/conversations';
import type { ServerContext } from '../context';
import { ratings } from '../db/schema';
import { fieldError, forbidden, notFound, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { idParam } from '../auth/access';
import { touchSubjectCards } from './chat';
import { ratingJson } from './chat-json';

export const ratingMessages = {
  saved: 'Merci pour votre avis !',
  notYours: 'Only the passenger asked for this feedback can give it.',
  alreadyGiven: 'Vous avez déjà donné votre avis.',
} as const;

export async function ratingRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.put(routePath(endpoints.rate.path), mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const [row] = await tx.select().from(ratings).where(eq(ratings.id, id));
      if (!row) throw notFound();
      if (row.reviewerId !== user.id) throw forbidden(ratingMessages.notYours);
      const form = parseBody(ratingRequest, request.body);
      const now = context.now();
      // Conditional on status 0: two sends at once give one rating, the other a 422.
      const [saved] = await tx
        .update(ratings)
        .set({ rating: form.rating, comment: form.comment || null, status: RATING_STATUS.approved })
        .where(and(eq(ratings.id, id), eq(ratings.status, RATING_STATUS.pending)))
        .returning();
      if (!saved) throw fieldError('rating', ratingMessages.alreadyGiven);
      await touchSubjectCards(tx, RATING_SUBJECT_TYPE, id, now);
      return { status: 200, body: { message: ratingMessages.saved, data: ratingJson(saved) } };
    });
    return sendOutcome(reply, outcome);
  });
}
