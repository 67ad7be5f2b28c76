// Reading announcements: the public list, similar requests, the detail, and the owner's own (`GET /api/my-announcements`).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import type { ServerContext } from '../context';
import { announcements } from '../db/schema';
import { accountOf, requireAccount } from '../auth/guard';
import { idParam, optionalAccount } from '../auth/access';
import { notFound } from '../errors';
import { findAnnouncement } from './announcement-access';
import { loadAnnouncement, loadAnnouncements, withProposals } from './announcement-json';
import { listAnnouncements, similarAnnouncements } from './announcement-list';
import { blockedBy } from '../safety/blocked-people';

export async function announcementRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;

  app.get(endpoints.announcements.path, async (request) => {
    const reader = await optionalAccount(context, request);
    return listAnnouncements(db, context.nearby, request, reader?.id ?? null, context.now());
  });

  // A static path: fastify matches it before `/api/announcements/:id`.
  app.get(endpoints.similarAnnouncements.path, async (request) => ({ data: await similarAnnouncements(db, request, context.now()) }));

  app.get(routePath(endpoints.announcement.path), async (request) => {
    const id = idParam(request);
    const reader = await optionalAccount(context, request);
    const row = await findAnnouncement(db, id, reader?.id ?? null);
    // Gone for someone its owner blocked.
    if (await blockedBy(db, row.userId, reader?.id)) throw notFound();
    const now = context.now();
    const [data] = await withProposals(db, [await loadAnnouncement(db, id, now)], reader?.id ?? null, now);
    return { data };
  });

  app.get(endpoints.myAnnouncements.path, { preHandler: requireAccount(context) }, async (request) => {
    const { user } = accountOf(request);
    const now = context.now();
    const own = await loadAnnouncements(
      db,
      { where: eq(announcements.userId, user.id), orderBy: [desc(announcements.desiredDepartureTime), desc(announcements.id)] },
      now,
    );
    return { data: await withProposals(db, own, user.id, now) };
  });
}
