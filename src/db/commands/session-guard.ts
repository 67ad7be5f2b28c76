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
