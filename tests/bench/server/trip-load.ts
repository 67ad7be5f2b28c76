// What `npm run bench:server` loads and asks: 100,000 trips in one INSERT … SELECT, and a mix of list searches.
import { sql } from 'drizzle-orm';
import { tunisDate } from '../../../src/contract/tunis-time';
import type { Db } from '../../../src/server/db/client';
import { cities, tripLegs, tripStops, trips } from '../../../src/server/db/schema';
import { proposedStopTime } from '../../../src/contract/trip-route-plan';
import { routeRows, stopsOf, type StopoverPlan } from '../../../src/server/trips/trip-stops';

/**
 * Adds `count` trips between the 24 governorate capitals (as before the other towns came, so figures stay comparable
 * with earlier runs), driven by the demo drivers: departures from 15 days ago to 75 days ahead, 1 to 4 seats left,
 * 5 to 40 dinars, one in ten pending, one in twenty cancelled (not listed), and one in three through 1 to 3 stopovers
 * among all the places.
 */
export async function insertTrips(db: Db, count: number, now: Date): Promise<number> {
  await db.execute(sql`
    with city as (select array_agg(id order by id) as ids, count(*)::int as n from cities where name = governorate),
         driver as (select array_agg(user_id order by id) as users, array_agg(id order by id) as vehicles, count(*)::int as n from vehicles)
    insert into trips (driver_id, vehicle_id, departure_city_id, arrival_city_id, departure_location, arrival_location,
                       departure_time, available_seats, total_seats, price_per_seat, description, status, created_at, updated_at)
    select driver.users[1 + g % driver.n], driver.vehicles[1 + g % driver.n],
           city.ids[1 + g % city.n],
           city.ids[1 + (g % city.n + 1 + (g / city.n) % (city.n - 1)) % city.n],
           'Centre-ville', 'Gare routière',
           ${now.toISOString()}::timestamptz + ((g * 7919) % 2160 - 360) * interval '1 hour' + (g % 4) * interval '15 minutes',
           1 + g % 4, 4, 5 + (g * 31 % 71) / 2.0, null,
           case when g % 20 = 0 then 2 when g % 10 = 0 then 0 else 1 end,
           ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from generate_series(1, ${count}) as g, city, driver`);
  await insertTripRoutes(db);
  // As autovacuum would leave it: statistics, and a visibility map that lets counts read the index alone. A vacuum
  // right after the insert does not yet see its rows as visible to every transaction and leaves the map empty (every
  // count then reads the table too); the second one, a transaction later, fills it.
  for (const table of ['trips', 'trip_stops', 'trip_legs']) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    await db.execute(sql`vacuum ${sql.identifier(table)}`);
  }
  const [row] = ((await db.execute(sql`select count(*)::int as n from trips`)) as unknown as { rows: { n: number }[] }).rows;
  return row!.n;
}

/**
 * The stops and legs of the trips just inserted, through the server's own code (trips/trip-stops.ts): one trip in
 * three gets 1 to 3 stopovers among the places, each leaving when the road from the stop before says. Seats taken
 * are the trip's (total − available) on every stretch, as the insert made them without bookings.
 */
async function insertTripRoutes(db: Db): Promise<void> {
  const places = await db.select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude }).from(cities).orderBy(cities.id);
  const placeOf = (id: number) => places.find((place) => place.id === id);
  const made = await db
    .select()
    .from(trips)
    .where(sql`not exists (select 1 from ${tripStops} where ${tripStops.tripId} = ${trips.id})`)
    .orderBy(trips.id);
  const stops: (typeof tripStops.$inferInsert)[] = [];
  const legs: (typeof tripLegs.$inferInsert)[] = [];
  const flush = async (all: boolean) => {
    while (stops.length >= (all ? 1 : 5000)) await db.insert(tripStops).values(stops.splice(0, 5000));
    while (legs.length >= (all ? 1 : 5000)) await db.insert(tripLegs).values(legs.splice(0, 5000));
  };
  for (const trip of made) {
    const stopovers: StopoverPlan[] = [];
    if (trip.id % 3 === 0) {
      const used = new Set([trip.departureCityId, trip.arrivalCityId]);
      let before = { time: trip.departureTime.getTime(), place: placeOf(trip.departureCityId) };
      for (let k = 0; k < 1 + (trip.id % 9) / 3; k += 1) {
        const city = places[(trip.id * 7 + k * 13) % places.length]!;
        if (used.has(city.id)) continue;
        used.add(city.id);
        const time = proposedStopTime(before, city) ?? before.time + 3_600_000;
        stopovers.push({ cityId: city.id, time: new Date(time), priceFromDeparture: null });
        before = { time, place: city };
      }
    }
    const planned = stopsOf(trip, stopovers, places);
    const route = routeRows(trip, planned, new Array<number>(planned.length - 1).fill(trip.totalSeats - trip.availableSeats));
    stops.push(...route.stops);
    legs.push(...route.legs);
    await flush(false);
  }
  await flush(true);
}

/** A small deterministic generator, so every run asks the same questions. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Searches as the app makes them at commuting time: mostly a city pair (popular ones more often), some with a day,
 * seats or a price cap, the first page most of the time, and a few unfiltered browses.
 */
export function searchMix(cityIds: number[], now: Date, size = 400): string[] {
  const random = seeded(20_260_712);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const pairs: [number, number][] = [];
  while (pairs.length < 40) {
    const [from, to] = [pick(cityIds), pick(cityIds)];
    if (from !== to) pairs.push([from, to]);
  }
  const day = (offset: number) => tunisDate(now.getTime() + offset * 86_400_000);
  const page = () => (random() < 0.7 ? 1 : random() < 0.7 ? 2 : 3);
  const paths: string[] = [];
  for (let i = 0; i < size; i++) {
    const query = new URLSearchParams();
    const kind = random();
    if (kind >= 0.1) {
      const [from, to] = pick(pairs);
      query.set('departure_city_id', String(from));
      if (kind < 0.85) query.set('arrival_city_id', String(to));
      if (kind >= 0.6 && kind < 0.85) query.set('date', day(Math.floor(random() * 7)));
      if (kind >= 0.85) {
        query.set('available_seats', String(1 + Math.floor(random() * 3)));
        query.set('max_price', String(10 + 5 * Math.floor(random() * 6)));
      }
    }
    const n = page();
    if (n > 1) query.set('page', String(n));
    const search = query.toString();
    paths.push(`/api/trips${search ? `?${search}` : ''}`);
  }
  return paths;
}

/**
 * Requests no cache has seen: each search drawn fresh (any city pair, often a day, sometimes seats or a price cap,
 * often page 2 or 3) and, a quarter of the time, a random trip's page. `size` paths, nearly all distinct.
 */
export function uncachedMix(cityIds: number[], tripIds: number[], now: Date, size = 200_000): string[] {
  const random = seeded(20_261_126);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const paths: string[] = [];
  for (let i = 0; i < size; i++) {
    if (random() < 0.25) {
      paths.push(`/api/trips/${pick(tripIds)}`);
      continue;
    }
    const query = new URLSearchParams();
    const from = pick(cityIds);
    let to = pick(cityIds);
    while (to === from) to = pick(cityIds);
    query.set('departure_city_id', String(from));
    query.set('arrival_city_id', String(to));
    if (random() < 0.6) query.set('date', tunisDate(now.getTime() + Math.floor(random() * 30) * 86_400_000));
    if (random() < 0.3) query.set('available_seats', String(1 + Math.floor(random() * 4)));
    if (random() < 0.3) query.set('max_price', String(10 + Math.floor(random() * 31)));
    const page = random();
    if (page >= 0.4) query.set('page', page < 0.75 ? '2' : '3');
    paths.push(`/api/trips?${query.toString()}`);
  }
  return paths;
}
