// Fills a database: the 24 governorate capitals always; a demo driver and passenger unless demo data is off.
import { eq } from 'drizzle-orm';
import { DRIVER_VERIFICATION } from '../../contract/user';
import { hashPassword } from '../auth/passwords';
import type { Db } from './client';
import { governorateCapitals } from './cities';
import { cities, driverVerifications, users, vehicles } from './schema';

export const DEMO_PASSWORD = 'Mechwar#2026';

export interface DemoAccount {
  role: 'driver' | 'passenger';
  name: string;
  phone: string;
  password: string;
}

const demoDriver = { firstName: 'Sami', lastName: 'Ben Salah', phone: '22111222', email: 'sami.driver@mechwar.tn' };
const demoPassenger = { firstName: 'Amira', lastName: 'Trabelsi', phone: '55333444', email: 'amira.passenger@mechwar.tn' };
const demoVehicle = { make: 'Peugeot', model: '301', year: 2019, color: 'Blanc', plateNumber: '185 TU 4521', seats: 4 };

/** The demo accounts as printed at start. */
export const demoAccounts: DemoAccount[] = [
  { role: 'driver', name: `${demoDriver.firstName} ${demoDriver.lastName}`, phone: demoDriver.phone, password: DEMO_PASSWORD },
  { role: 'passenger', name: `${demoPassenger.firstName} ${demoPassenger.lastName}`, phone: demoPassenger.phone, password: DEMO_PASSWORD },
];

async function ensureUser(db: Db, person: typeof demoDriver, now: Date): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, person.phone));
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({ ...person, passwordHash: await hashPassword(DEMO_PASSWORD), phoneVerifiedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another process seeding at the same moment won the insert: use its row.
  return created?.id ?? (await db.select({ id: users.id }).from(users).where(eq(users.phone, person.phone)))[0]!.id;
}

/** Safe to run at every start and from several processes: it only adds what is missing. */
export async function seed(db: Db, options: { demo: boolean; now?: Date }): Promise<DemoAccount[]> {
  const now = options.now ?? new Date();
  await db.insert(cities).values([...governorateCapitals]).onConflictDoNothing({ target: cities.name });
  if (!options.demo) return [];

  const driverId = await ensureUser(db, demoDriver, now);
  await ensureUser(db, demoPassenger, now);
  await db
    .insert(driverVerifications)
    .values({ userId: driverId, status: DRIVER_VERIFICATION.approved, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: driverVerifications.userId });
  await db
    .insert(vehicles)
    .values({ userId: driverId, ...demoVehicle, createdAt: now })
    .onConflictDoNothing({ target: vehicles.plateNumber });
  return demoAccounts;
}
