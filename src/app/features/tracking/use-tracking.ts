// What a trip page shows of the trip under way, live from the mirror (offline too); while shown, the worker pulls
// it once and then every minute, in case the live channel missed something.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { trackingView, type TrackingView } from '../../../db/tracking-queries';
import { sync } from '../../../sync/client';

const REFRESH_EVERY_MS = 60_000;

/** `periodic`: pull again every minute (followers); the sharing driver's phone has its own points and skips it. */
export function useTracking(tripId: number, userId: number | null, following: boolean, periodic = true): TrackingView | undefined {
  const view = useLiveQuery(() => trackingView(db, tripId, userId), [tripId, userId]);
  useEffect(() => {
    if (!following) return;
    void sync.refreshTracking(tripId);
    if (!periodic) return;
    const timer = setInterval(() => {
      if (navigator.onLine) void sync.refreshTracking(tripId);
    }, REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, [tripId, following, periodic]);
  return view;
}
