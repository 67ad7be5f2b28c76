// The staff desk's parcel problems (DESIGN.md §7, §9): staff resolve one with a note. Anyone who is not staff gets
// 404, as for the rest of the desk (staff/staff-only.ts).
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { parcelProblemResolution } from '../../contract/parcels';
import type { ServerContext } from '../context';
import { parseBody } from '../errors';
import { requireAccount } from '../auth/guard';
import { replayStoredMutation } from '../idempotency';
import { rowWriteRoute } from '../write-route';
import { problemResolutionMessages, resolveParcelProblem } from './problem-resolution';
import { staffOnly } from '../staff/staff-only';

export async function parcelProblemRoutes(app: FastifyInstance, context: ServerContext) {
  const staff = { preHandler: [requireAccount(context, { allowUnverified: true }), staffOnly, replayStoredMutation(context)] };

  app.post(
    routePath(endpoints.resolveParcelProblem.path),
    staff,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      const { note } = parseBody(parcelProblemResolution, request.body);
      await resolveParcelProblem(tx, id, user.id, note, now);
      return { status: 200, body: { message: problemResolutionMessages.resolved } };
    }),
  );
}
