// A trip of the mirror with its bookings, live; visiting it asks the worker for a fresh copy.
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type TripRow } from '../../db/database';
import { lastSyncedAt } from '../../db/queries';
import { serverIdOf } from '../../db/temporary-ids';
import { sync } from '../../sync/client';

/** `seed`: the row the list showed, drawn until the mirror answers (the detail's first frame needs no wait). */
export function useTrip(id: number, seed?: TripRow) {
  const [status, setStatus] = useState<'loading' | 'done' | 'offline' | 'failed' | 'not-found'>('loading');
  // A trip deleted here (deletion not sent yet) is gone for the user already.
  const trip = useLiveQuery(async () => (await db.trips.get(id)) ?? null, [id]);
  const shown = trip && !trip._deleted ? trip : trip === undefined ? seed : null;
  const bookings = useLiveQuery(() => db.bookings.where('trip_id').equals(id).toArray(), [id], []);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, `trip:${id}`), [id]);
  // A trip published here, since sent: its page moves to the server's id.
  const movedTo = useLiveQuery(() => (id < 0 ? serverIdOf(db, id) : null), [id]) ?? null;
  useEffect(() => {
    let current = true;
    setStatus('loading');
    if (id <= 0) {
      setStatus('done'); // a trip published offline exists only here until it is sent
      return;
    }
    void sync.openTrip(id).then((result) => {
      if (!current) return;
      if (result.ok) setStatus('done');
      else setStatus(result.status === 404 ? 'not-found' : result.status === 0 ? 'offline' : 'failed');
    });
    return () => {
      current = false;
    };
  }, [id]);
  return { trip: shown ?? undefined, bookings, status, syncedAt, movedTo };
}
