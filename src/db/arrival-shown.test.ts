// The estimate shown: the server's while fresh, moved later minute for minute once the newest point is 2 minutes old.
import { describe, expect, it } from 'vitest';
import { arrivalShown } from './arrival-shown';

const AT = Date.parse('2026-11-26T13:00:00Z');
const point = { recorded_at: new Date(AT).toISOString(), lat: 36, lng: 10, accuracy: 5 };
const estimate = { arrival_at: '2026-11-26T13:35:00Z', distance_left_km: 50, speed_kmh: 90, computed_for: point.recorded_at };

describe('arrivalShown', () => {
  it('shows the server’s estimate while the point is fresh', () => {
    expect(arrivalShown(point, estimate, AT + 90_000)).toEqual({ arrivalAt: Date.parse(estimate.arrival_at), age: 90_000, stale: false });
  });
  it('moves the arrival later with the time past 2 minutes without news, and greys', () => {
    const shown = arrivalShown(point, estimate, AT + 6 * 60_000);
    expect(shown.stale).toBe(true);
    expect(shown.age).toBe(6 * 60_000);
    expect(new Date(shown.arrivalAt!).toISOString()).toBe('2026-11-26T13:39:00.000Z');
  });
  it('never shows an arrival in the past', () => {
    const almostThere = { ...estimate, arrival_at: '2026-11-26T13:01:00Z' };
    expect(arrivalShown(point, almostThere, AT + 10 * 60_000).arrivalAt).toBe(AT + 10 * 60_000);
  });
  it('says nothing before the first point', () => {
    expect(arrivalShown(null, null, AT)).toEqual({ arrivalAt: null, age: null, stale: false });
  });
});
