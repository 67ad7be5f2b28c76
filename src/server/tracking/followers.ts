// Who may follow a trip's position (DESIGN.md §8): its driver and the passengers whose booking was accepted.
import { and, asc, eq } from 'drizzle-orm';
import { BOOKING_STATUS } from '../../contract/statuses';
import type { Executor } from '../db/client';
import { bookings, trips } from '../db/schema';
import { forbidden } from '../errors';
import { recordDelivery } from '../live/deliveries';

export const followerMessages = {
  notFollower: 'Only the driver and the passengers with an accepted booking can follow this trip.',
} as const;

/**
 * Passengers holding an accepted seat on the trip, once each, in id order: writes that go through them one by one
 * (the start notices) take their locks in the same order in every transaction, so two never wait on each other.
 */
export async function acceptedPassengers(executor: Executor, tripId: number): Promise<number[]> {
  const rows = await executor
    .selectDistinct({ id: bookings.passengerId })
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), eq(bookings.status, BOOKING_STATUS.accepted)))
    .orderBy(asc(bookings.passengerId));
  return rows.map((row) => row.id);
}

export async function isAcceptedPassenger(executor: Executor, tripId: number, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.tripId, tripId), eq(bookings.passengerId, userId), eq(bookings.status, BOOKING_STATUS.accepted)))
    .limit(1);
  return row !== undefined;
}

export async function mayFollow(executor: Executor, trip: { id: number; driverId: number }, userId: number): Promise<boolean> {
  return trip.driverId === userId || (await isAcceptedPassenger(executor, trip.id, userId));
}

export async function requireFollower(executor: Executor, trip: { id: number; driverId: number }, userId: number): Promise<void> {
  if (!(await mayFollow(executor, trip, userId))) throw forbidden(followerMessages.notFollower);
}

/** For the channel `private-trip.{id}`: false for a trip that does not exist. */
export async function mayFollowTrip(executor: Executor, tripId: number, userId: number): Promise<boolean> {
  const [trip] = await executor.select({ id: trips.id, driverId: trips.driverId }).from(trips).where(eq(trips.id, tripId));
  return trip !== undefined && (await mayFollow(executor, trip, userId));
}

/**
 * After a write took a booking from `userId` (cancelled, refused): when they no longer follow the trip, the sockets
 * they subscribed to its channel leave it once the write commits, so its positions stop reaching them at once.
 */
export async function followingMayHaveEnded(executor: Executor, trip: { id: number; driverId: number }, userId: number): Promise<void> {
  if (!(await mayFollow(executor, trip, userId))) recordDelivery({ kind: 'tripFollowingLost', tripId: trip.id, userId });
}
