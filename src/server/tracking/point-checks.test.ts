// The checks of a batch beyond its shape: the phone's clock, the time the trip was shared, and null island.
import { describe, expect, it } from 'vitest';
import { pointErrors, pointMessages } from './point-checks';

const NOW = Date.UTC(2026, 10, 26, 10, 0, 0);
const shared = { from: NOW - 3_600_000, until: NOW + 3_600_000 };
const point = (recorded_at: number, lat = 36.5, lng = 10.3) => ({ recorded_at, lat, lng });

describe('pointErrors', () => {
  it('accepts points recorded while shared, up to 2 minutes of clock skew ahead', () => {
    expect(pointErrors([point(NOW), point(NOW - 59 * 60_000), point(NOW + 2 * 60_000)], shared, NOW)).toEqual({});
  });

  it('names each wrong point under its own field', () => {
    expect(
      pointErrors(
        [point(NOW + 2 * 60_000 + 1), point(NOW - 6 * 3_600_000 - 1), point(NOW - 61 * 60_000), point(NOW, 0, 0), point(NOW, Number.NaN, Infinity)],
        shared,
        NOW,
      ),
    ).toEqual({
      'points.0.recorded_at': [pointMessages.future],
      'points.1.recorded_at': [pointMessages.tooOld],
      'points.2.recorded_at': [pointMessages.beforeStart],
      'points.3.lat': [pointMessages.nullIsland],
      'points.4.lat': [pointMessages.notFinite],
      'points.4.lng': [pointMessages.notFinite],
    });
    expect(pointErrors([point(NOW)], { from: shared.from, until: NOW - 1 }, NOW)).toEqual({ 'points.0.recorded_at': [pointMessages.afterSharing] });
  });
});
