// The notifications dropdown (spec 000 §7): the newest notifications with the unread count, and marking them read.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import type { ServerContext } from '../context';
import type { Executor } from '../db/client';
import { notifications } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { idParam } from '../auth/access';
import { requestLocale } from '../i18n/request-locale';
import { notificationJson } from './notification-json';

/** The dropdown shows the latest ones; older notifications have done their job. */
export const NOTIFICATIONS_SHOWN = 50;

export const notificationMessages = {
  allRead: 'All notifications marked as read',
  read: 'Notification marked as read',
  notYours: 'This notification is not yours.',
} as const;

async function unreadCount(executor: Executor, userId: number): Promise<number> {
  const [row] = await executor
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readedAt)));
  return Number(row?.count ?? 0);
}

export async function notificationsRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.get(endpoints.notifications.path, { preHandler: requireAccount(context) }, async (request) => {
    const { user } = accountOf(request);
    const rows = await db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_SHOWN);
    const locale = requestLocale(request);
    return { notifications: rows.map((row) => notificationJson(row, locale)), countsNotifications: await unreadCount(db, user.id) };
  });

  app.post(endpoints.readAllNotifications.path, mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const outcome = await runMutation(context, request, async (tx) => {
      await tx
        .update(notifications)
        .set({ readedAt: context.now() })
        .where(and(eq(notifications.userId, user.id), isNull(notifications.readedAt)));
      return { status: 200, body: { message: notificationMessages.allRead, countsNotifications: 0 } };
    });
    return sendOutcome(reply, outcome);
  });

  app.post(routePath(endpoints.readNotification.path), mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const [row] = await tx.select().from(notifications).where(eq(notifications.id, id));
      if (!row) throw notFound();
      if (row.userId !== user.id) throw forbidden(notificationMessages.notYours);
      // Read once: a second click keeps the first reading time.
      if (!row.readedAt) await tx.update(notifications).set({ readedAt: context.now() }).where(eq(notifications.id, id));
      return { status: 200, body: { message: notificationMessages.read, countsNotifications: await unreadCount(tx, user.id) } };
    });
    return sendOutcome(reply, outcome);
  });
}
