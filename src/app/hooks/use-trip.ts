// A trip of the mirror with its bookings, live; visiting it asks the worker for a fresh copy.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TripRow } from '../../db/database';
import { sync } from '../../sync/client';
import { useDetailRefresh } from './use-detail-refresh';

/** `seed`: the row the list showed, drawn until the mirror answers (the detail's first frame needs no wait). */
export function useTrip(id: number, seed?: TripRow) {
  // A trip deleted here (deletion not sent yet) is gone for the user already.
  const trip = useLiveQuery(async () => (await db.trips.get(id)) ?? null, [id]);
  const shown = trip && !trip._deleted ? trip : trip === undefined ? seed : null;
  const bookings = useLiveQuery(() => db.bookings.where('trip_id').equals(id).toArray(), [id], []);
  const { status, syncedAt, movedTo } = useDetailRefresh(id, `trip:${id}`, (tripId) => sync.openTrip(tripId));
  return { trip: shown ?? undefined, bookings, status, syncedAt, movedTo };
}
