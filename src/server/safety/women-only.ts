// Rides between women on the server (issue 40): who counts as a woman driver, and which travel requests a reader may
// see when a passenger asked for a woman driver (hers, and women drivers').
import { eq, or, type SQL } from 'drizzle-orm';
import { DRIVER_VERIFICATION } from '../../contract/user';
import type { Executor } from '../db/client';
import { announcements, driverVerifications, users } from '../db/schema';

/** A woman (as she stated) whose driver application is approved. */
export async function isWomanDriver(executor: Executor, userId: number): Promise<boolean> {
  const [row] = await executor
    .select({ gender: users.gender, status: driverVerifications.status })
    .from(users)
    .leftJoin(driverVerifications, eq(driverVerifications.userId, users.id))
    .where(eq(users.id, userId));
  return row?.gender === 'female' && row.status === DRIVER_VERIFICATION.approved;
}

/** The travel requests a reader sees: all for a woman driver; otherwise those asking for any driver, and their own. */
export function womenOnlyVisibleTo(readerId: number | null, womanDriver: boolean): SQL | undefined {
  if (womanDriver) return undefined;
  return readerId === null ? eq(announcements.womenOnly, false) : or(eq(announcements.womenOnly, false), eq(announcements.userId, readerId));
}
