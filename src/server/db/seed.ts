// Fills a database: the places trips run between and the document types always; unless demo data is off, demo drivers
// (with approved papers), passengers, a staff member, trips and travel requests.
import { eq } from 'drizzle-orm';
import { tunisDate } from '../../contract/tunis-time';
import { DRIVER_VERIFICATION } from '../../contract/user';
import { hashPassword } from '../auth/passwords';
import type { FileStore } from '../storage/file-store';
import type { Db } from './client';
import { driverVerifications, users, vehicles } from './schema';
import { seedPlaces } from './seed-places';
import { seedDocumentTypes } from './document-types';
import { seedDemoDocuments, type DemoDriverPapers } from './demo-documents';
import { seedDemoMarketplace, type DemoDriverRef } from './demo-marketplace';
import { demoRequesters, seedDemoAnnouncements } from './demo-announcements';

export const DEMO_PASSWORD = 'Mechwar#2026';

export interface DemoAccount {
  role: 'driver' | 'passenger' | 'staff';
  name: string;
  phone: string;
  password: string;
}

const demoDriver = { firstName: 'Sami', lastName: 'Ben Salah', phone: '22111222', email: 'sami.driver@mechwar.tn' };
const demoPassenger = { firstName: 'Amira', lastName: 'Trabelsi', phone: '55333444', email: 'amira.passenger@mechwar.tn' };
/** Approves documents and driver applications at /staff. */
const demoStaff = { firstName: 'Salma', lastName: 'Gharbi', phone: '20999000', email: 'salma.staff@mechwar.tn' };
const demoVehicle = { make: 'Peugeot', model: '301', year: 2019, color: 'Blanc', plateNumber: '185 TU 4521', seats: 4 };

/** More approved drivers, so the trip list looks like a marketplace and not one man's timetable. */
const otherDrivers = [
  {
    person: { firstName: 'Walid', lastName: 'Hammami', phone: '22444555', email: 'walid.driver@mechwar.tn' },
    vehicle: { make: 'Renault', model: 'Symbol', year: 2018, color: 'Gris', plateNumber: '203 TU 7781', seats: 4 },
  },
  {
    person: { firstName: 'Nour', lastName: 'Ben Ammar', phone: '55666777', email: 'nour.driver@mechwar.tn' },
    vehicle: { make: 'Kia', model: 'Rio', year: 2021, color: 'Rouge', plateNumber: '221 TU 3390', seats: 4 },
  },
  {
    person: { firstName: 'Karim', lastName: 'Jebali', phone: '23555666', email: 'karim.driver@mechwar.tn' },
    vehicle: { make: 'Volkswagen', model: 'Polo', year: 2017, color: 'Noir', plateNumber: '196 TU 5012', seats: 4 },
  },
  {
    person: { firstName: 'Hichem', lastName: 'Mejri', phone: '50777888', email: 'hichem.driver@mechwar.tn' },
    vehicle: { make: 'Hyundai', model: 'i20', year: 2020, color: 'Bleu', plateNumber: '215 TU 8843', seats: 4 },
  },
];

const nameOf = (person: typeof demoDriver) => `${person.firstName} ${person.lastName}`;
const account = (role: DemoAccount['role'], person: typeof demoDriver): DemoAccount => ({
  role,
  name: nameOf(person),
  phone: person.phone,
  password: DEMO_PASSWORD,
});

/** The demo accounts as printed at start. */
export const demoAccounts: DemoAccount[] = [
  account('driver', demoDriver),
  account('passenger', demoPassenger),
  ...otherDrivers.map((d) => account('driver', d.person)),
  ...demoRequesters.map((p) => account('passenger', p)),
  account('staff', demoStaff),
];

async function ensureUser(db: Db, person: typeof demoDriver, now: Date, isStaff = false): Promise<number> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, person.phone));
  if (existing) return existing.id;
  const [created] = await db
    .insert(users)
    .values({ ...person, isStaff, passwordHash: await hashPassword(DEMO_PASSWORD), phoneVerifiedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: users.id });
  // Another process seeding at the same moment won the insert: use its row.
  return created?.id ?? (await db.select({ id: users.id }).from(users).where(eq(users.phone, person.phone)))[0]!.id;
}

/**
 * Safe to run at every start and from several processes: it only adds what is missing. With `files`, the demo
 * drivers' papers are stored there too.
 */
export async function seed(db: Db, options: { demo: boolean; now?: Date; files?: FileStore }): Promise<DemoAccount[]> {
  const now = options.now ?? new Date();
  await seedPlaces(db);
  await seedDocumentTypes(db);
  if (!options.demo) return [];

  const passengerId = await ensureUser(db, demoPassenger, now);
  const staffId = await ensureUser(db, demoStaff, now, true);
  const drivers: DemoDriverRef[] = [{ ...(await ensureDriver(db, demoDriver, demoVehicle, now)), main: true }];
  for (const other of otherDrivers) drivers.push(await ensureDriver(db, other.person, other.vehicle, now));
  if (options.files) {
    const people = [demoDriver, ...otherDrivers.map((d) => d.person)];
    const papers: DemoDriverPapers[] = drivers.map((d, i) => ({ ...d, name: nameOf(people[i]!) }));
    await seedDemoDocuments(db, options.files, papers, staffId, now);
  }
  await seedDemoMarketplace(db, drivers, [passengerId], now);
  const requesterIds = [passengerId];
  for (const requester of demoRequesters) requesterIds.push(await ensureUser(db, requester, now));
  await seedDemoAnnouncements(db, drivers, requesterIds, now);
  return demoAccounts;
}

async function ensureDriver(db: Db, person: typeof demoDriver, vehicle: typeof demoVehicle, now: Date): Promise<DemoDriverRef> {
  const userId = await ensureUser(db, person, now);
  await db
    .insert(driverVerifications)
    .values({ userId, status: DRIVER_VERIFICATION.approved, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: driverVerifications.userId });
  await db
    .insert(vehicles)
    .values({
      userId,
      ...vehicle,
      comfortLevel: 'comfort',
      insuranceNumber: `STAR-${vehicle.plateNumber.replace(/\D/g, '')}`,
      technicalInspectionExpiry: tunisDate(now.getTime() + 180 * 24 * 60 * 60_000),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: vehicles.plateNumber });
  const [own] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.plateNumber, vehicle.plateNumber));
  return { userId, vehicleId: own!.id };
}
