// Who may do what on the marketplace: the optional signed-in reader, approved drivers, and the 404 for unknown ids.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { DRIVER_VERIFICATION } from '../../contract/user';
import type { ServerContext } from '../context';
import type { Executor } from '../db/client';
import { bookings, driverVerifications, trips, type BookingRow, type TripRow, type UserRow } from '../db/schema';
import { forbidden, notFound } from '../errors';
import { bearerOf, findAccount } from './guard';

export const accessMessages = {
  driversOnly: 'Only approved drivers can publish trips. Your driver application must be approved first.',
  notTripOwner: 'Only the driver of this trip can do this.',
  notBookingPassenger: 'Only the passenger of this booking can cancel it.',
} as const;

/**
 * The reader of a public page: the account behind a live bearer token, or null. Like Laravel's optional
 * `auth('sanctum')`, a missing or dead token means anonymous, never 401: the page is public either way.
 */
export async function optionalAccount(context: ServerContext, request: FastifyRequest): Promise<UserRow | null> {
  const bearer = bearerOf(request);
  if (!bearer) return null;
  return (await findAccount(context.db, bearer, context.now()))?.user ?? null;
}

export async function isApprovedDriver(executor: Executor, userId: number): Promise<boolean> {
  const [verification] = await executor.select({ status: driverVerifications.status }).from(driverVerifications).where(eq(driverVerifications.userId, userId));
  return verification?.status === DRIVER_VERIFICATION.approved;
}

export async function requireApprovedDriver(executor: Executor, userId: number): Promise<void> {
  if (!(await isApprovedDriver(executor, userId))) throw forbidden(accessMessages.driversOnly);
}

/** A route's `{id}`: anything but a positive integer names nothing, hence 404 rather than 422. */
export function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) throw notFound();
  return id;
}

export async function findTrip(executor: Executor, id: number): Promise<TripRow> {
  const [trip] = await executor.select().from(trips).where(eq(trips.id, id));
  if (!trip) throw notFound();
  return trip;
}

export async function findOwnTrip(executor: Executor, id: number, userId: number): Promise<TripRow> {
  const trip = await findTrip(executor, id);
  if (trip.driverId !== userId) throw forbidden(accessMessages.notTripOwner);
  return trip;
}

export async function findBooking(executor: Executor, id: number): Promise<BookingRow> {
  const [booking] = await executor.select().from(bookings).where(eq(bookings.id, id));
  if (!booking) throw notFound();
  return booking;
}
