// Who may see and change an announcement or a proposal: 404 for unknown ids, 403 for the wrong person, the locks.
import { and, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ANNOUNCEMENT_STATUS } from '../../contract/statuses';
import type { Executor, Tx } from '../db/client';
import { announcements, proposals, type AnnouncementRow, type ProposalRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { isWomanDriver } from '../safety/women-only';

export const announcementAccessMessages = {
  notOwner: 'Only the owner of this announcement can do this.',
  notProposalDriver: 'Only the driver of this proposal can do this.',
  driversOnly: 'Only approved drivers can make proposals. Your driver application must be approved first.',
  ownAnnouncement: 'You cannot make a proposal on your own announcement.',
} as const;

/**
 * The status readers get: an open announcement whose desired time has passed is Expired (3). It is computed on
 * every read instead of rewritten by a timer, so no job has to run for the list, the detail and the rules to agree.
 */
export function effectiveStatus(row: Pick<AnnouncementRow, 'status' | 'desiredDepartureTime'>, now: Date): number {
  return row.status === ANNOUNCEMENT_STATUS.open && row.desiredDepartureTime.getTime() <= now.getTime() ? ANNOUNCEMENT_STATUS.expired : row.status;
}

const nowSql = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The same rule in SQL: announcements whose read status is `status` at `now`. */
export function hasEffectiveStatus(status: number, now: Date): SQL {
  if (status === ANNOUNCEMENT_STATUS.open) {
    return and(eq(announcements.status, ANNOUNCEMENT_STATUS.open), gt(announcements.desiredDepartureTime, nowSql(now)))!;
  }
  if (status === ANNOUNCEMENT_STATUS.expired) {
    return or(
      eq(announcements.status, ANNOUNCEMENT_STATUS.expired),
      and(eq(announcements.status, ANNOUNCEMENT_STATUS.open), lte(announcements.desiredDepartureTime, nowSql(now))),
    )!;
  }
  return eq(announcements.status, status);
}

/** Held by staff (Pending review), an announcement exists only for its owner, as a trip refused by moderation does. */
export const visibleToReader = (readerId: number | null): SQL =>
  readerId === null
    ? ne(announcements.status, ANNOUNCEMENT_STATUS.pendingReview)
    : or(ne(announcements.status, ANNOUNCEMENT_STATUS.pendingReview), eq(announcements.userId, readerId))!;

export async function findAnnouncement(executor: Executor, id: number, readerId: number | null = null): Promise<AnnouncementRow> {
  const [row] = await executor.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw notFound();
  if (row.status === ANNOUNCEMENT_STATUS.pendingReview && row.userId !== readerId) throw notFound();
  // Asking for a woman driver: the request exists for its owner and women drivers only (issue 40).
  if (row.womenOnly && row.userId !== readerId && !(readerId !== null && (await isWomanDriver(executor, readerId)))) throw notFound();
  return row;
}

/**
 * Locks the announcement row for the rest of the transaction. `update` (accept, delete) excludes everyone;
 * `share` (propose, edit or withdraw a proposal) lets those run together but waits for an accept, so nothing is added
 * or changed on an announcement an accept is closing.
 */
export async function lockAnnouncement(tx: Tx, id: number, strength: 'update' | 'no key update' | 'share'): Promise<AnnouncementRow> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for(strength);
  if (!row) throw notFound();
  return row;
}

export async function findOwnAnnouncement(tx: Tx, id: number, userId: number, strength: 'update' | 'no key update'): Promise<AnnouncementRow> {
  const row = await findAnnouncement(tx, id, userId);
  if (row.userId !== userId) throw forbidden(announcementAccessMessages.notOwner);
  return lockAnnouncement(tx, id, strength);
}

export async function findProposal(executor: Executor, id: number): Promise<ProposalRow> {
  const [row] = await executor.select().from(proposals).where(eq(proposals.id, id));
  if (!row) throw notFound();
  return row;
}
