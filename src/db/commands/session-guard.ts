// Shared by commands: the signed-in session they act for, how they show that person on a new row, and how a route
// reads in labels.
import type { MechwarDatabase } from '../database';
import { outboxLabel, type OutboxLabel } from '../outbox-label';
import { NOTHING_VERIFIED } from '../../contract/badges';
import { tunisDate } from '../../contract/tunis-time';

export async function requireSession(db: MechwarDatabase) {
  const session = await db.session.get('current');
  if (!session) throw new Error('Please login to perform this action');
  return session;
}

/** The signed-in person as a card shows them on a row made here, until the server's row replaces it. */
export function cardPersonOf(user: { id: number; full_name: string; image_url: string | null }) {
  return { id: user.id, full_name: user.full_name, image_url: user.image_url };
}

/**
 * The signed-in driver's badges on a trip card made here: what the phone knows (a confirmed number, the day the account
 * was made, trips done); the papers read as unverified until the server's card says otherwise.
 */
export function ownBadgesOf(user: { phone_verified_at?: string | null; created_at: string; trips_count: number }) {
  return {
    verified: { ...NOTHING_VERIFIED, phone: Boolean(user.phone_verified_at) },
    trips_completed: user.trips_count,
    member_since: tunisDate(user.created_at),
  };
}

/** A city by its French name, which the outbox-labels catalog words in each language. */
const place = (city: { name: string } | null | undefined) => (city ? outboxLabel(city.name) : '?');

export function routeLabel(trip: { departure_city?: { name: string } | null; arrival_city?: { name: string } | null }): OutboxLabel {
  return outboxLabel('{from} → {to}', { from: place(trip.departure_city), to: place(trip.arrival_city) });
}

type NamedCity = { id: number; name: string } | null | undefined;

/**
 * The route of the leg booked or carried: from the stop of `fromCityId` to the stop of `toCityId` (the trip's own ends
 * when null), so a write on Sousse → Sfax of a Tunis → Sfax trip reads "Sousse → Sfax" as the server's texts do.
 * `places`: more named cities to find a stop in, for a trip known only by its ends (a booking's summary).
 */
export function legRouteLabel(
  trip: { departure_city?: NamedCity; arrival_city?: NamedCity; stopovers?: { city_id: number; city?: NamedCity }[] },
  fromCityId: number | null,
  toCityId: number | null,
  places: NamedCity[] = [],
): OutboxLabel {
  const stops = [trip.departure_city, ...(trip.stopovers ?? []).map((stop) => stop.city), trip.arrival_city, ...places];
  const stopOf = (id: number | null, end: NamedCity) => (id === null ? end : (stops.find((city) => city?.id === id) ?? end));
  return routeLabel({ departure_city: stopOf(fromCityId, trip.departure_city), arrival_city: stopOf(toCityId, trip.arrival_city) });
}
