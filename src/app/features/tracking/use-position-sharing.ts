// The driver's phone while sharing: watches the position with high accuracy as long as the trip page is open, keeps
// the fixes worth keeping (mirror first) and lets the sync worker send them in batches. Standing still, the last fix
// is kept again every 2 minutes, so followers see the phone is alive.
import { useEffect, useRef, useState } from 'react';
import { db } from '../../../db/database';
import { keepPosition } from '../../../db/commands/tracking';
import type { Fix } from '../../../db/position-thinning';
import { KEEP_STANDING_INTERVAL_MS } from '../../../contract/tracking-limits';
import { sync } from '../../../sync/client';
import { trackingText } from './text';

type Trouble = 'position.refused' | 'position.unavailable';
const troubleOf = (error: GeolocationPositionError): Trouble => (error.code === error.PERMISSION_DENIED ? 'position.refused' : 'position.unavailable');

export function fixOf(position: GeolocationPosition): Fix {
  return { lat: position.coords.latitude, lng: position.coords.longitude, accuracy: position.coords.accuracy, at: position.timestamp || Date.now() };
}

/** Keeps a fix; a new batch asks the worker to send (it waits for the batch's half-minute, or the network). */
export async function keepFix(tripId: number, fix: Fix): Promise<void> {
  const kept = await keepPosition(db, tripId, fix);
  if (kept.as === 'new-batch' && navigator.onLine) void sync.flush();
}

/** The position once, as "Démarrer le trajet" asks for it: the browser's prompt, or a refusal in plain words. */
export function currentFix(): Promise<{ ok: true; fix: Fix } | { ok: false; message: string }> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve({ ok: false, message: trackingText('position.unavailable') });
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ ok: true, fix: fixOf(position) }),
      (error) => resolve({ ok: false, message: trackingText(troubleOf(error)) }),
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 10_000 },
    );
  });
}

/** While `sharing`, watches and keeps; returns the watch's trouble in plain words, if any. */
export function usePositionSharing(tripId: number, sharing: boolean): string | null {
  // The kind of trouble, said in the language shown when the card renders.
  const [trouble, setTrouble] = useState<Trouble | null>(null);
  const last = useRef<Fix | null>(null);
  useEffect(() => {
    if (!sharing || !('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        setTrouble(null);
        last.current = fixOf(position);
        void keepFix(tripId, last.current);
      },
      (error) => setTrouble(troubleOf(error)),
      { enableHighAccuracy: true, maximumAge: 0 },
    );
    // A phone standing still reports nothing new: the last fix again, stamped now, every 2 minutes.
    const standing = setInterval(() => {
      if (last.current) void keepFix(tripId, { ...last.current, at: Date.now() });
    }, KEEP_STANDING_INTERVAL_MS / 4);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(standing);
    };
  }, [tripId, sharing]);
  return trouble && trackingText(trouble);
}
