// The driver application a user holds, as documents and the become-driver wizard need to know it.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { driverVerifications, type DriverVerificationRow } from '../db/schema';

/** The user's driver application of any status, or null when they never applied. */
export async function applicationOf(executor: Executor, userId: number): Promise<DriverVerificationRow | null> {
  const [row] = await executor.select().from(driverVerifications).where(eq(driverVerifications.userId, userId));
  return row ?? null;
}
