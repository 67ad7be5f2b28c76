// The checks a batch of points passes beyond its shape (DESIGN.md §8): the phone's clock, the trip's shared time, real places.
import type { PositionPoint } from '../../contract/tracking';
import { POINT_CLOCK_SKEW_MS, POINT_MAX_AGE_MS } from '../../contract/tracking-limits';

export const pointMessages = {
  future: 'The recorded at field must not be in the future.',
  tooOld: 'The recorded at field must not be older than 6 hours.',
  beforeStart: 'The recorded at field must not be before the trip was started.',
  afterSharing: 'The recorded at field must not be after the sharing of the trip ended.',
  nullIsland: 'The position 0, 0 is not a real position.',
  notFinite: 'The position must be a finite number.',
} as const;

export interface SharedTime {
  /** The start, less the clock skew a phone may have. */
  from: number;
  /** When sharing ended or will end by itself. */
  until: number;
}

/**
 * Laravel-shaped errors for the points that cannot be kept (`points.3.recorded_at`), empty when all can. A point
 * recorded while the trip was shared and sent late (a dead zone) is fine; one recorded outside that time is not.
 */
export function pointErrors(points: readonly PositionPoint[], shared: SharedTime, now: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  points.forEach((point, i) => {
    const at = point.recorded_at;
    const timeError =
      at > now + POINT_CLOCK_SKEW_MS
        ? pointMessages.future
        : at < now - POINT_MAX_AGE_MS
          ? pointMessages.tooOld
          : at < shared.from
            ? pointMessages.beforeStart
            : at > shared.until
              ? pointMessages.afterSharing
              : null;
    if (timeError) errors[`points.${i}.recorded_at`] = [timeError];
    if (!Number.isFinite(point.lat)) errors[`points.${i}.lat`] = [pointMessages.notFinite];
    if (!Number.isFinite(point.lng)) errors[`points.${i}.lng`] = [pointMessages.notFinite];
    // A phone that has no fix yet sometimes reports 0, 0 ("null island", in the Gulf of Guinea): never a Tunisian road.
    if (point.lat === 0 && point.lng === 0) errors[`points.${i}.lat`] = [pointMessages.nullIsland];
  });
  return errors;
}
