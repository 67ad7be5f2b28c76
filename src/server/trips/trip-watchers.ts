// Who sees a trip change live: its driver and every passenger with a booking on it.
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bookings, trips } from '../db/schema';
import { recordDelivery } from '../live/deliveries';

/** Tells the trip's driver and passengers, once the write commits, that the trip (seats, status) changed. */
export async function tripChanged(tx: Tx, tripId: number): Promise<void> {
  const [trip] = await tx.select({ driverId: trips.driverId }).from(trips).where(eq(trips.id, tripId));
  if (!trip) return;
  const passengers = await tx.selectDistinct({ id: bookings.passengerId }).from(bookings).where(eq(bookings.tripId, tripId));
  const userIds = [...new Set([trip.driverId, ...passengers.map((p) => p.id)])];
  recordDelivery({ kind: 'changed', userIds, subject: 'trip', id: tripId });
}
