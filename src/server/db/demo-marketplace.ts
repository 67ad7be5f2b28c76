// Demo trips on an empty trips table: ~300 upcoming rides between popular cities, a few finished ones with ratings.
import { writeNewTripRoutes, writeTripRoute } from '../trips/trip-stops';
import { count, sql } from 'drizzle-orm';
import { tunisDate, tunisDayRange } from '../../contract/tunis-time';
import { BOOKING_STATUS, TRIP_STATUS } from '../../contract/statuses';
import type { Db, Tx } from './client';
import { demoRoutes, pickupPoints, reviewComments, seededRandom, tripDescriptions, type DemoRoute } from './demo-routes';
import { bookings, cities, RATING_STATUS, ratings, tripParcelOffers, trips } from './schema';

export const DEMO_UPCOMING_TRIPS = 300;
const DAY_MS = 24 * 60 * 60_000;
/** Any constant: the lock that keeps two processes starting together from seeding twice. */
const SEED_LOCK = 727_001;

export interface DemoDriverRef {
  userId: number;
  vehicleId: number;
  /** The demo driver of the accounts seed gets the fixed Tunis → Sousse trips the walkthrough uses. */
  main?: boolean;
}

type NewTrip = typeof trips.$inferInsert;

/** What the demo trips that take parcels offer: a few small ones and one medium, at a louage driver's prices. */
const DEMO_PARCEL_OFFERS = [
  { size: 'small', price: 5, capacity: 3 },
  { size: 'medium', price: 10, capacity: 1 },
] as const;

export async function seedDemoMarketplace(db: Db, drivers: DemoDriverRef[], passengerIds: number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(trips);
    if (existing && existing.n > 0) return;
    const cityIds = new Map((await tx.select({ id: cities.id, name: cities.name }).from(cities)).map((c) => [c.name, c.id]));
    const plan = planTrips(drivers, cityIds, now);
    for (let i = 0; i < plan.length; i += 100) {
      const inserted = await tx
        .insert(trips)
        .values(plan.slice(i, i + 100))
        .returning();
      // Between Tunis and Sfax the cars stop at Sousse on the way: a demo passenger finds them from Sousse (issue 39).
      const [tunis, sousse, sfax] = [cityIds.get('Tunis'), cityIds.get('Sousse'), cityIds.get('Sfax')];
      await writeNewTripRoutes(tx, inserted, (trip) =>
        sousse && [tunis, sfax].includes(trip.departureCityId) && [tunis, sfax].includes(trip.arrivalCityId) ? [sousse] : [],
      );
      const offers = inserted.filter((row) => row.acceptsParcels).flatMap((row) => DEMO_PARCEL_OFFERS.map((offer) => ({ tripId: row.id, ...offer })));
      if (offers.length) await tx.insert(tripParcelOffers).values(offers);
    }
    await seedFinishedTrips(tx, drivers, passengerIds, cityIds, now);
  });
}

/** Midnight in Tunis `days` after today, plus a time of day. */
function tunisTime(now: Date, days: number, hour: number, minute: number): Date {
  const midnight = Date.parse(tunisDayRange(tunisDate(now.getTime())).start);
  return new Date(midnight + days * DAY_MS + (hour * 60 + minute) * 60_000);
}

function planTrips(drivers: DemoDriverRef[], cityIds: Map<string, number>, now: Date): NewTrip[] {
  const random = seededRandom(20_260_101);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const totalWeight = demoRoutes.reduce((sum, r) => sum + r.weight, 0);
  const pickRoute = () => {
    let left = random() * totalWeight;
    return demoRoutes.find((r) => (left -= r.weight) < 0) ?? demoRoutes[0]!;
  };
  const trip = (driver: DemoDriverRef, route: DemoRoute, reverse: boolean, departure: Date): NewTrip => {
    const [from, to] = reverse ? [route.to, route.from] : [route.from, route.to];
    const seats = 1 + Math.floor(random() * 4);
    // Fares end in .000 or .500 dinars, as drivers quote them.
    const price = Math.round((route.fare[0] + random() * (route.fare[1] - route.fare[0])) * 2) / 2;
    return {
      driverId: driver.userId,
      vehicleId: driver.vehicleId,
      departureCityId: cityIds.get(from)!,
      arrivalCityId: cityIds.get(to)!,
      departureLocation: pick(pickupPoints[from]!),
      arrivalLocation: pick(pickupPoints[to]!),
      departureTime: departure,
      arrivalTime: new Date(departure.getTime() + route.minutes * 60_000),
      availableSeats: seats,
      totalSeats: seats,
      pricePerSeat: price,
      description: pick(tripDescriptions),
      status: TRIP_STATUS.active,
      createdAt: new Date(now.getTime() - (1 + Math.floor(random() * 5)) * DAY_MS),
      updatedAt: now,
    };
  };

  const plan: NewTrip[] = [];
  const main = drivers.find((d) => d.main) ?? drivers[0]!;
  const tunisSousse = demoRoutes[0]!;
  // Sami's commute: Tunis → Sousse in the morning of the next days, back in the evening; his trunk takes parcels.
  for (const days of [1, 2, 3, 5]) {
    plan.push({ ...trip(main, tunisSousse, false, tunisTime(now, days, 7, 30)), acceptsParcels: true });
    plan.push({ ...trip(main, tunisSousse, true, tunisTime(now, days, 18, 0)), acceptsParcels: true });
  }
  while (plan.length < DEMO_UPCOMING_TRIPS) {
    const departure = tunisTime(now, 1 + Math.floor(random() * 30), 6 + Math.floor(random() * 15), pick([0, 15, 30, 45]));
    // One trip in three takes parcels (chosen by position, so the other draws stay the same on every start).
    plan.push({ ...trip(pick(drivers), pickRoute(), random() < 0.5, departure), acceptsParcels: plan.length % 3 === 0 });
  }
  return plan;
}

/** Three rides per driver in the last weeks, completed, each with a passenger who left stars. */
async function seedFinishedTrips(tx: Tx, drivers: DemoDriverRef[], passengerIds: number[], cityIds: Map<string, number>, now: Date) {
  const random = seededRandom(4_242);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  for (const [index, driver] of drivers.entries()) {
    const riders = [...passengerIds, ...drivers.map((d) => d.userId)].filter((id) => id !== driver.userId);
    for (let ride = 0; ride < 3; ride++) {
      const route = demoRoutes[(index + ride) % demoRoutes.length]!;
      const days = -(2 + ride * 6 + index);
      const departure = tunisTime(now, days, 8, 0);
      const price = route.fare[0];
      const [done] = await tx
        .insert(trips)
        .values({
          driverId: driver.userId,
          vehicleId: driver.vehicleId,
          departureCityId: cityIds.get(route.from)!,
          arrivalCityId: cityIds.get(route.to)!,
          departureLocation: pickupPoints[route.from]![0]!,
          arrivalLocation: pickupPoints[route.to]![0]!,
          departureTime: departure,
          arrivalTime: new Date(departure.getTime() + route.minutes * 60_000),
          availableSeats: 2,
          totalSeats: 3,
          pricePerSeat: price,
          description: null,
          status: TRIP_STATUS.completed,
          createdAt: new Date(departure.getTime() - 3 * DAY_MS),
          updatedAt: departure,
        })
        .returning({ id: trips.id });
      const passengerId = riders[(index + ride) % riders.length]!;
      const booked = new Date(departure.getTime() - 2 * DAY_MS);
      await tx.insert(bookings).values({
        tripId: done!.id,
        passengerId,
        seats: 1,
        totalPrice: price,
        status: BOOKING_STATUS.accepted,
        notes: null,
        createdAt: booked,
        updatedAt: booked,
      });
      await writeTripRoute(tx, done!.id, []);
      await tx.insert(ratings).values({
        tripId: done!.id,
        reviewerId: passengerId,
        ratedUserId: driver.userId,
        rating: random() < 0.7 ? 5 : pick([3, 4, 4]),
        comment: pick(reviewComments),
        status: RATING_STATUS.approved,
        createdAt: new Date(departure.getTime() + DAY_MS),
      });
    }
  }
}
