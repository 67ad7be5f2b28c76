// Who sees a travel request change live: its owner and every driver with an offer on it.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { announcements, proposals } from '../db/schema';
import { recordDelivery } from '../live/deliveries';

/** Tells the owner and the drivers who answered it, once the write commits, that the request or its offers changed. */
export async function announcementChanged(tx: Tx, announcementId: number): Promise<void> {
  const [row] = await tx.select({ userId: announcements.userId }).from(announcements).where(eq(announcements.id, announcementId));
  if (!row) return;
  const drivers = await tx.selectDistinct({ id: proposals.driverId }).from(proposals).where(eq(proposals.announcementId, announcementId));
  recordDelivery({ kind: 'changed', userIds: [...new Set([row.userId, ...drivers.map((d) => d.id)])], subject: 'announcement', id: announcementId });
}
