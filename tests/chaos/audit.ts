// The verdict of a chaos run: every change made is acknowledged by the server, refused and shown as refused, or still
// queued — else it is lost; no change is applied twice; each person's mirror equals the server.
import type pg from 'pg';
import type { ChaosSnapshot } from '../../src/app/chaos-snapshot';
import type { ChaosKind } from '../../src/app/chaos-commands';
import { compare } from './compare';
import { markerOf } from './actions';

export interface MadeChange {
  entryId: string;
  userId: number;
  kind: ChaosKind;
}

/** What became of the changes of one write kind: the report shows each kind the run makes, so none goes untried unseen. */
export interface KindOutcomes {
  made: number;
  acknowledged: number;
  refused: number;
}

const LIVE = new Set(['pending', 'sending', 'held', 'stuck']);

export async function auditChanges(client: pg.Client, made: MadeChange[], finals: ChaosSnapshot[]) {
  const keys = made.map((change) => change.entryId);
  const stored = await client.query<{ key: string; status: number }>('select key, status from idempotency_keys where key = any($1)', [keys]);
  const acknowledged = new Set(stored.rows.filter((row) => row.status >= 200 && row.status < 300).map((row) => row.key));
  const outbox = finals.flatMap((snap) => snap.outbox);
  const refused = new Set(outbox.filter((entry) => entry.state === 'failed').map((entry) => entry.id));
  const queued = new Set(outbox.filter((entry) => LIVE.has(entry.state)).map((entry) => entry.id));
  const lost = made.filter((change) => !acknowledged.has(change.entryId) && !refused.has(change.entryId) && !queued.has(change.entryId));

  // A change applied twice leaves two server rows with its marker (trips by description, bookings by note, messages
  // by text, ratings by comment, vehicles by insurance number, parcels by description, reports by text).
  const trips = await client.query<{ description: string | null }>("select description from trips where description like 'chaos#%'");
  const bookings = await client.query<{ notes: string | null }>("select notes from bookings where notes like 'chaos#%'");
  const texts = await client.query<{ text: string | null }>("select content->>'text' as text from messages where type = 0 and content->>'text' like 'chaos#%'");
  const comments = await client.query<{ comment: string | null }>("select comment from ratings where comment like 'chaos#%'");
  const requests = await client.query<{ description: string | null }>("select description from announcements where description like 'chaos#%'");
  const offers = await client.query<{ message: string | null }>("select message from proposals where message like 'chaos#%'");
  const vehicles = await client.query<{ insurance_number: string | null }>("select insurance_number from vehicles where insurance_number like 'chaos#%'");
  const parcels = await client.query<{ description: string | null }>("select description from parcels where description like 'chaos#%'");
  const reports = await client.query<{ text: string | null }>("select text from reports where text like 'chaos#%'");
  const duplicated = [
    ...countBy([
      ...trips.rows.map((row) => row.description),
      ...bookings.rows.map((row) => row.notes),
      ...comments.rows.map((row) => row.comment),
      ...requests.rows.map((row) => row.description),
      ...offers.rows.map((row) => row.message),
      ...vehicles.rows.map((row) => row.insurance_number),
      ...parcels.rows.map((row) => row.description),
      ...reports.rows.map((row) => row.text),
    ]),
    // A message's marker is its own (two messages of one step never share one).
    ...countBy(texts.rows.map((row) => row.text)),
  ].filter(([, count]) => count > 1);

  // Refusals are the server's word on a change made against a moment-old screen (seats gone, trip paused): said why.
  const reasons = new Map<string, number>();
  for (const entry of outbox)
    if (entry.state === 'failed') reasons.set(entry.lastError?.message ?? '?', (reasons.get(entry.lastError?.message ?? '?') ?? 0) + 1);

  const byKind: Partial<Record<ChaosKind, KindOutcomes>> = {};
  for (const change of made) {
    const counts = (byKind[change.kind] ??= { made: 0, acknowledged: 0, refused: 0 });
    counts.made += 1;
    if (acknowledged.has(change.entryId)) counts.acknowledged += 1;
    if (refused.has(change.entryId)) counts.refused += 1;
  }

  return {
    made: made.length,
    acknowledged: made.filter((change) => acknowledged.has(change.entryId)).length,
    refused: made.filter((change) => refused.has(change.entryId)).length,
    still_queued: made.filter((change) => queued.has(change.entryId)).length,
    lost: lost.length,
    duplicated: duplicated.length,
    lost_changes: lost.slice(0, 10),
    duplicated_markers: duplicated.slice(0, 10).map(([marker]) => marker),
    refusal_reasons: Object.fromEntries([...reasons].sort((a, b) => b[1] - a[1]).slice(0, 8)),
    still_queued_changes: outbox.filter((entry) => LIVE.has(entry.state)).slice(0, 10),
    byKind,
  };
}

function countBy(texts: Array<string | null>) {
  const counts = new Map<string, number>();
  for (const text of texts) {
    const key = markerOf(text);
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The driver's trips and the bookings on them, or the passenger's bookings, and the profile: server vs device. */
export async function mirrorDifferences(client: pg.Client, snap: ChaosSnapshot, role: 'driver' | 'passenger'): Promise<string[]> {
  const differences: string[] = [];
  const userId = snap.userId!;
  const [user] = (await client.query<{ first_name: string; last_name: string }>('select first_name, last_name from users where id = $1', [userId])).rows;
  if (snap.me?.first_name !== user?.first_name || snap.me?.last_name !== user?.last_name) {
    differences.push(`profile: server ${user?.first_name} ${user?.last_name}, device ${snap.me?.first_name} ${snap.me?.last_name}`);
  }
  const bookingFields = (row: { status: number; seats: number; trip_id: number }) => ({ status: row.status, seats: row.seats, trip_id: row.trip_id });
  if (role === 'driver') {
    const trips = await client.query<{ id: number; status: number; available_seats: number; price_per_seat: string; description: string | null }>(
      'select id, status, available_seats, price_per_seat, description from trips where driver_id = $1',
      [userId],
    );
    const tripFields = (row: { status: number; available_seats: number; price_per_seat: number | string; description?: string | null }) => ({
      status: row.status,
      available_seats: row.available_seats,
      price_per_seat: Number(row.price_per_seat),
      description: row.description ?? null,
    });
    compare(
      'trip',
      new Map(trips.rows.map((row) => [row.id, tripFields(row)])),
      new Map(snap.trips.filter((trip) => trip.driver_id === userId && !trip._deleted).map((trip) => [trip.id, tripFields(trip)])),
      differences,
    );
    const ids = trips.rows.map((row) => row.id);
    const bookings = await client.query<{ id: number; status: number; seats: number; trip_id: number }>(
      'select id, status, seats, trip_id from bookings where trip_id = any($1)',
      [ids],
    );
    const onMyTrips = snap.bookings.filter((booking) => ids.includes(booking.trip_id) || booking.id < 0);
    compare(
      'booking on my trip',
      new Map(bookings.rows.map((row) => [row.id, bookingFields(row)])),
      new Map(onMyTrips.map((row) => [row.id, bookingFields(row)])),
      differences,
    );
  } else {
    const bookings = await client.query<{ id: number; status: number; seats: number; trip_id: number }>(
      'select id, status, seats, trip_id from bookings where passenger_id = $1',
      [userId],
    );
    const mine = snap.bookings.filter((booking) => booking.passenger_id === userId);
    compare(
      'my booking',
      new Map(bookings.rows.map((row) => [row.id, bookingFields(row)])),
      new Map(mine.map((row) => [row.id, bookingFields(row)])),
      differences,
    );
  }
  return differences;
}
