// What a follower's screen says of the estimate: the server's own while its point is fresh; past 2 minutes without
// news, the arrival moves later with the time elapsed (the car may be stuck) and the marker greys (DESIGN.md §8).
import { STALE_AFTER_MS } from '../contract/tracking-limits';
import type { ArrivalEstimate, TrackedPoint } from '../contract/tracking';

export interface ArrivalShown {
  /** Epoch ms of the arrival to show, never before now. */
  arrivalAt: number | null;
  /** How old the newest point is (ms). */
  age: number | null;
  stale: boolean;
}

export function arrivalShown(lastPoint: TrackedPoint | null, estimate: ArrivalEstimate | null, now: number): ArrivalShown {
  if (!lastPoint) return { arrivalAt: null, age: null, stale: false };
  const age = Math.max(0, now - Date.parse(lastPoint.recorded_at));
  const stale = age > STALE_AFTER_MS;
  if (!estimate) return { arrivalAt: null, age, stale };
  const delay = stale ? age - STALE_AFTER_MS : 0;
  return { arrivalAt: Math.max(now, Date.parse(estimate.arrival_at) + delay), age, stale };
}
