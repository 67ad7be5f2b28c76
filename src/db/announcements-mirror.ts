// Applies travel requests and proposals from the server to the mirror: announcements without their proposals
// array, proposals in their own table; rows with changes still queued survive every pull.
import type { Announcement } from '../contract/announcements';
import type { AnnouncementRow, MechwarDatabase } from './database';
import { mirrorRows } from './mirror';
import { writtenSince } from './reconcile';

export function toAnnouncementRow(announcement: Announcement): AnnouncementRow {
  const { proposals, ...row } = announcement;
  void proposals;
  return row;
}

/**
 * Mirrors announcements. One that comes with its proposals (detail, My Announcements) also replaces the local
 * proposals of it the server no longer lists — except those still waiting to be sent.
 */
export async function mirrorAnnouncements(db: MechwarDatabase, pulled: Announcement[], requestedAt = Date.now()): Promise<void> {
  await mirrorRows(db, db.announcements, pulled.map(toAnnouncementRow), requestedAt);
  const withProposals = pulled.filter((announcement) => announcement.proposals);
  if (withProposals.length === 0) return;
  await db.transaction('rw', db.proposals, async () => {
    for (const announcement of withProposals) {
      const listed = new Set(announcement.proposals!.map((proposal) => proposal.id));
      const stale = await db.proposals
        .where('announcement_id')
        .equals(announcement.id)
        .filter((proposal) => proposal.id > 0 && !listed.has(proposal.id) && !proposal._pending?.length && !writtenSince(proposal, requestedAt))
        .primaryKeys();
      await db.proposals.bulkDelete(stale);
    }
  });
  await mirrorRows(
    db,
    db.proposals,
    withProposals.flatMap((announcement) => announcement.proposals!),
    requestedAt,
  );
}

/** An announcement the server no longer has leaves the mirror with its proposals, unless a change to it waits. */
export async function forgetAnnouncement(db: MechwarDatabase, id: number, requestedAt: number): Promise<void> {
  await db.transaction('rw', db.announcements, db.proposals, async () => {
    const row = await db.announcements.get(id);
    if (row && !row._pending?.length && !writtenSince(row, requestedAt)) await db.announcements.delete(id);
    await db.proposals
      .where('announcement_id')
      .equals(id)
      .filter((proposal) => !proposal._pending?.length && !writtenSince(proposal, requestedAt))
      .delete();
  });
}

/** The owner's announcements the server no longer lists leave the mirror (unless a change to them is queued). */
export async function pruneMyAnnouncements(db: MechwarDatabase, userId: number, listed: Announcement[], requestedAt: number): Promise<void> {
  const ids = new Set(listed.map((announcement) => announcement.id));
  const stale = await db.announcements
    .where('user_id')
    .equals(userId)
    .filter((row) => row.id > 0 && !ids.has(row.id) && !row._pending?.length && !writtenSince(row, requestedAt))
    .primaryKeys();
  for (const id of stale) await forgetAnnouncement(db, id, requestedAt);
}
