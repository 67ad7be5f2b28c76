// Runs in Chromium: mirrors 20,000 trips into real IndexedDB with the app's own code, then times typical list
// queries. The bench script reads the figures from window.mirrorBench.
import { openDatabase } from '../../../src/db/database';
import { mirrorTrips } from '../../../src/db/trips-mirror';
import { searchTrips, type LocalTripFilters } from '../../../src/db/trip-queries';
import type { Trip } from '../../../src/contract/trips';
import type { Announcement } from '../../../src/contract/announcements';
import { mirrorAnnouncements } from '../../../src/db/announcements-mirror';
import { searchAnnouncements, type LocalAnnouncementFilters } from '../../../src/db/announcement-queries';
import { percentile } from '../percentile';

const CITIES = Array.from({ length: 24 }, (_, i) => ({ id: i + 1, name: `Ville ${i + 1}`, latitude: 36 - i * 0.2, longitude: 10 + i * 0.05 }));

/** The same figures on every run: a linear congruential generator from a fixed seed. */
function seededRandom(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

/** A route as listings carry it: most between a few big cities, as in Tunisia; the rest go anywhere. */
function randomRoute(random: () => number) {
  const from = CITIES[Math.floor(random() * 6)]!;
  let to = random() > 0.3 ? CITIES[Math.floor(random() * 6)]! : CITIES[Math.floor(random() * 24)]!;
  if (to.id === from.id) to = CITIES[to.id % 24]!;
  return {
    departure_city_id: from.id,
    arrival_city_id: to.id,
    departure_city: from,
    arrival_city: to,
    departure_location: 'Centre-ville',
    arrival_location: 'Gare',
  };
}

const timing = (samples: number[]) => ({ p50_ms: +percentile(samples, 0.5).toFixed(2), p95_ms: +percentile(samples, 0.95).toFixed(2) });

/** Runs each query 40 times; the first 5 warm the caches and are left out of the figures. */
async function timeQueries<F>(queries: Record<string, F>, search: (filters: F) => Promise<unknown[]>) {
  const results: Record<string, { p50_ms: number; p95_ms: number; rows: number }> = {};
  const all: number[] = [];
  for (const [name, filters] of Object.entries(queries)) {
    const samples: number[] = [];
    let rows = 0;
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      rows = (await search(filters)).length;
      samples.push(performance.now() - t0);
    }
    all.push(...samples.slice(5));
    results[name] = { ...timing(samples.slice(5)), rows };
  }
  return { results, overall: timing(all) };
}

const mirrorFigures = (rows: number, ms: number) => ({ ms: Math.round(ms), rows_per_s: Math.round(rows / (ms / 1000)) });

function makeTrips(count: number, now: number): Trip[] {
  const random = seededRandom(42);
  return Array.from({ length: count }, (_, i) => {
    const route = randomRoute(random);
    return {
      id: i + 1,
      driver_id: 1 + Math.floor(random() * 500),
      driver: { id: 1, full_name: 'Chauffeur', image_url: null, average_rating: 4.2 },
      vehicle_id: 1,
      vehicle: { id: 1, make: 'Peugeot', model: '301', plate_number: null, license_plate: null },
      ...route,
      departure_time: new Date(now + random() * 30 * 86_400_000).toISOString(),
      arrival_time: null,
      available_seats: 1 + Math.floor(random() * 4),
      total_seats: 4,
      price_per_seat: Math.round((10 + random() * 35) * 100) / 100,
      description: random() > 0.5 ? 'Départ à l’heure, climatisation.' : null,
      status: random() > 0.1 ? 1 : 0,
      status_text: 'Active',
      created_at: new Date(now).toISOString(),
    } as Trip;
  });
}

/** Travel requests spread like the trips: most between a few big cities, some closed, budgets or none. */
function makeAnnouncements(count: number, now: number): Announcement[] {
  const random = seededRandom(7);
  return Array.from({ length: count }, (_, i) => {
    const route = randomRoute(random);
    return {
      id: i + 1,
      user_id: 1 + Math.floor(random() * 2000),
      user: { id: 1, full_name: 'Passagère', image_url: null, average_rating: null },
      ...route,
      desired_departure_time: new Date(now + random() * 30 * 86_400_000).toISOString(),
      seats_needed: 1 + Math.floor(random() * 4),
      max_price_per_seat: random() > 0.2 ? Math.round((8 + random() * 30) * 100) / 100 : null,
      description: null,
      additional_notes: null,
      luggage_size: 'Standard',
      status: random() > 0.15 ? 1 : 2,
      status_text: 'Open',
      proposals_count: 0,
      created_at: new Date(now).toISOString(),
    } as Announcement;
  });
}

async function announcementFigures(db: ReturnType<typeof openDatabase>, now: number) {
  const started = performance.now();
  await mirrorAnnouncements(db, makeAnnouncements(20_000, now), now);
  const mirrorMs = performance.now() - started;
  const tomorrow = new Date(now + 86_400_000 + 3_600_000).toISOString().slice(0, 10);
  const queries: Record<string, LocalAnnouncementFilters> = {
    all_open: {},
    route: { departure_city_id: 1, arrival_city_id: 2 },
    route_and_date: { departure_city_id: 1, arrival_city_id: 2, date: tomorrow },
    from_city_budget: { departure_city_id: 2, max_price: 15 },
    two_seats_free: { seats_needed: 2 },
  };
  const { results, overall } = await timeQueries(queries, (filters) => searchAnnouncements(db, filters, 12, now));
  return {
    mirror_20000_announcements: mirrorFigures(20_000, mirrorMs),
    announcement_queries_12_results: results,
    announcement_queries_overall: overall,
  };
}

async function run() {
  const db = openDatabase(`bench-${Date.now()}`);
  await db.open();
  const now = Date.now();
  const trips = makeTrips(20_000, now);
  const started = performance.now();
  await mirrorTrips(db, trips, now);
  const mirrorMs = performance.now() - started;

  const tomorrow = new Date(now + 86_400_000 + 3_600_000).toISOString().slice(0, 10);
  const queries: Record<string, LocalTripFilters> = {
    all_upcoming: {},
    route: { departure_city_id: 1, arrival_city_id: 2 },
    route_and_date: { departure_city_id: 1, arrival_city_id: 2, date: tomorrow },
    from_city_max_price: { departure_city_id: 2, max_price: 25 },
    morning_two_seats: { time_from: '06:00', time_to: '10:00', available_seats: 2 },
  };
  const { results, overall } = await timeQueries(queries, (filters) => searchTrips(db, filters, 20, now));
  const announcements = await announcementFigures(db, now);
  await db.delete();
  return {
    ...announcements,
    mirror_20000_trips: mirrorFigures(20_000, mirrorMs),
    list_queries_20_results: results,
    list_queries_overall: overall,
  };
}

(window as unknown as { mirrorBench: Promise<unknown> }).mirrorBench = run();
