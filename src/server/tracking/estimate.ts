// The arrival estimate for the newest point of a trip (DESIGN.md §8): road distance left at the recent moving speed.
import { greatCircleMetres, type LatLng } from '../../contract/great-circle';
import { DEFAULT_SPEED_KMH, MAX_SPEED_KMH, MIN_SPEED_KMH, MOVING_SPEED_KMH, ROAD_FACTOR, SPEED_WINDOW_MS } from '../../contract/tracking-limits';

export interface TimedPoint extends LatLng {
  /** Milliseconds since the epoch. */
  at: number;
}

export interface Estimate {
  /** When the car should arrive, ms since the epoch. */
  arrivalAt: number;
  distanceLeftKm: number;
  speedKmh: number;
  /** The time of the point it was computed for. */
  computedFor: number;
}

const HOUR_MS = 3_600_000;

/**
 * The speed over the last SPEED_WINDOW_MS of movement, newest first: segments slower than MOVING_SPEED_KMH (a red
 * light, a café) are skipped, so a stop neither drags the speed down nor eats the window. Null without any movement.
 */
export function recentMovingSpeedKmh(points: readonly TimedPoint[]): number | null {
  let metres = 0;
  let ms = 0;
  for (let i = points.length - 1; i > 0 && ms < SPEED_WINDOW_MS; i--) {
    const [from, to] = [points[i - 1]!, points[i]!];
    const duration = to.at - from.at;
    if (duration <= 0) continue;
    const distance = greatCircleMetres(from, to);
    if (distance / 1000 / (duration / HOUR_MS) < MOVING_SPEED_KMH) continue;
    metres += distance;
    ms += duration;
  }
  if (ms === 0) return null;
  return metres / 1000 / (ms / HOUR_MS);
}

/**
 * The estimate for the newest of `points` (sorted oldest first) towards `destination`. The phone keeps a point every
 * 50 m or 20 s, so the segments follow the road and the measured speed is a road speed; the distance left is a road
 * distance through ROAD_FACTOR. Both sides speak of the road, so no factor applies to the speed.
 */
export function estimateArrival(points: readonly TimedPoint[], destination: LatLng): Estimate | null {
  const newest = points.at(-1);
  if (!newest) return null;
  const distanceLeftKm = (greatCircleMetres(newest, destination) / 1000) * ROAD_FACTOR;
  const measured = recentMovingSpeedKmh(points);
  const speedKmh = measured === null ? DEFAULT_SPEED_KMH : Math.min(MAX_SPEED_KMH, Math.max(MIN_SPEED_KMH, measured));
  return {
    arrivalAt: Math.round(newest.at + (distanceLeftKm / speedKmh) * HOUR_MS),
    distanceLeftKm,
    speedKmh,
    computedFor: newest.at,
  };
}
