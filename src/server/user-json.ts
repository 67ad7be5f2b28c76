// The account's user as the contract's `user` schema describes it, read from the database.
import { asc, eq } from 'drizzle-orm';
import type { User } from '../contract/user';
import { isApprovedDriver } from '../contract/user';
import { isLocale } from '../contract/locales';
import type { Executor } from './db/client';
import { driverVerifications, users, vehicles, type UserRow } from './db/schema';
import { storageUrl } from './storage/files';
import { vehicleNameColumns } from './trips/trip-json';
import { userDocumentsJson } from './documents/document-json';

/** The account's own view: its documents and staff flag are for its owner only, never on a public profile. */
export async function loadUserJson(executor: Executor, userOrId: UserRow | number, now: Date = new Date()): Promise<User> {
  const user = typeof userOrId === 'number' ? (await executor.select().from(users).where(eq(users.id, userOrId)))[0] : userOrId;
  if (!user) throw new Error(`user ${String(userOrId)} not found`);
  const [verification] = await executor
    .select({ id: driverVerifications.id, status: driverVerifications.status, rejection_reason: driverVerifications.rejectionReason })
    .from(driverVerifications)
    .where(eq(driverVerifications.userId, user.id));
  const ownVehicles = await executor
    .select({ ...vehicleNameColumns, seats: vehicles.seats })
    .from(vehicles)
    .where(eq(vehicles.userId, user.id))
    .orderBy(asc(vehicles.id));
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`.trim(),
    phone: user.phone,
    email: user.email,
    image: user.image,
    image_url: user.image ? storageUrl(user.image) : null,
    created_at: user.createdAt.toISOString(),
    phone_verified_at: user.phoneVerifiedAt?.toISOString() ?? null,
    // Kept by migration 0031's triggers, driven and ridden.
    trips_count: user.tripsCompleted,
    vehicles: ownVehicles,
    driver_verification: verification ?? null,
    documents: await userDocumentsJson(executor, user.id, now),
    is_staff: user.isStaff,
    locale: isLocale(user.locale) ? user.locale : null,
    locale_chosen: isLocale(user.locale) && user.localeChosen,
    // Private: only the person reads what they stated, and whom they asked to be texted in an emergency.
    gender: user.gender === 'female' || user.gender === 'male' ? user.gender : null,
    emergency_contacts: user.emergencyContacts,
  };
}

/** `{user, is_driver}`, the pair most account answers carry. */
export async function userWithRole(executor: Executor, userOrId: UserRow | number, now?: Date) {
  const user = await loadUserJson(executor, userOrId, now);
  return { user, is_driver: isApprovedDriver(user) };
}
