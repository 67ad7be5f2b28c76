// Which of the phone's position fixes are worth keeping (DESIGN.md §8): a trail detailed enough to follow the car
// on a map, light enough for a phone's data plan.
import { greatCircleMetres, type LatLng } from '../contract/great-circle';
import { KEEP_DISTANCE_M, KEEP_INTERVAL_MS, KEEP_STANDING_INTERVAL_MS, MOVING_SPEED_KMH } from '../contract/tracking-limits';

export interface Fix extends LatLng {
  /** Epoch ms. */
  at: number;
  /** Metres, as the browser reports it. */
  accuracy?: number | null;
}

/**
 * Keep a fix when the car moved 50 m since the last kept point, or 20 s passed while it moves, or 2 minutes passed
 * standing still (so followers know the phone is alive). A fix older than the last kept one is a late duplicate.
 */
export function worthKeeping(last: Fix | null | undefined, next: Fix): boolean {
  if (!last) return true;
  const elapsed = next.at - last.at;
  if (elapsed <= 0) return false;
  const metres = greatCircleMetres(last, next);
  if (metres >= KEEP_DISTANCE_M) return true;
  const kmh = (metres / elapsed) * 3_600;
  if (elapsed >= KEEP_INTERVAL_MS && kmh >= MOVING_SPEED_KMH) return true;
  return elapsed >= KEEP_STANDING_INTERVAL_MS;
}
