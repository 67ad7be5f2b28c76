// The trail a follower sees: the points of the last TRAIL_WINDOW_MS, thinned evenly to at most TRAIL_MAX_POINTS.
import { TRAIL_MAX_POINTS } from '../../contract/tracking-limits';

/** Keeps `max` points spread evenly over `points` (oldest first), the first and the newest always among them. */
export function thinEvenly<T>(points: readonly T[], max: number = TRAIL_MAX_POINTS): T[] {
  if (points.length <= max) return [...points];
  if (max <= 1) return points.slice(-1);
  const kept: T[] = [];
  const step = (points.length - 1) / (max - 1);
  for (let i = 0; i < max; i++) kept.push(points[Math.round(i * step)]!);
  return kept;
}
