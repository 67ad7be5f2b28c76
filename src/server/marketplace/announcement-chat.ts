// The conversation an accepted proposal opens between the passenger and the driver, and the words used about routes.
import { and, eq, inArray } from 'drizzle-orm';
import { ANNOUNCEMENT_CONTEXT_TYPE } from '../../contract/announcements';
import { TUNIS_UTC_OFFSET_MINUTES } from '../../contract/trips';
import type { Executor, Tx } from '../db/client';
import { cities, conversationParticipants, conversations, type AnnouncementRow } from '../db/schema';

/** "Tunis → Sousse": the conversation's title and the route in notifications. */
export async function routeOfAnnouncement(executor: Executor, row: Pick<AnnouncementRow, 'departureCityId' | 'arrivalCityId'>): Promise<string> {
  const rows = await executor
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(inArray(cities.id, [row.departureCityId, row.arrivalCityId]));
  const name = (id: number) => rows.find((c) => c.id === id)?.name ?? '?';
  return `${name(row.departureCityId)} → ${name(row.arrivalCityId)}`;
}

const frenchDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** "mardi 14 avril à 08:30", Tunis wall time (UTC+1 all year, so a fixed shift is exact and needs no time-zone data). */
export function frenchTunisTime(at: Date): string {
  return frenchDate.format(new Date(at.getTime() + TUNIS_UTC_OFFSET_MINUTES * 60_000));
}

/**
 * The conversation between two people about an announcement, created on first use. It shares the conversations'
 * unique (context, participants) index with trip conversations: a concurrent twin's insert does nothing and reads
 * the winner's row.
 */
export async function conversationAboutAnnouncement(tx: Tx, row: AnnouncementRow, userIds: [number, number], now: Date): Promise<number> {
  const participantsKey = [...userIds].sort((a, b) => a - b).join(':');
  const where = and(
    eq(conversations.contextType, ANNOUNCEMENT_CONTEXT_TYPE),
    eq(conversations.contextId, row.id),
    eq(conversations.participantsKey, participantsKey),
  );
  const [existing] = await tx.select({ id: conversations.id }).from(conversations).where(where);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(conversations)
    .values({ title: await routeOfAnnouncement(tx, row), contextType: ANNOUNCEMENT_CONTEXT_TYPE, contextId: row.id, participantsKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!created) {
    const [winner] = await tx.select({ id: conversations.id }).from(conversations).where(where);
    if (!winner) throw new Error('conversation vanished while being created');
    return winner.id;
  }
  await tx
    .insert(conversationParticipants)
    .values(userIds.map((userId) => ({ conversationId: created.id, userId })))
    .onConflictDoNothing();
  return created.id;
}
