// The expected arrival and the sharing window: the driver's arrival time first, else the road at the usual speed.
import { describe, expect, it } from 'vitest';
import { TRIP_STATUS } from '../../contract/statuses';
import { expectedArrival, isSharing, sharingEndsAt } from './sharing-window';

const HOUR = 3_600_000;
const departureTime = new Date('2026-11-26T08:00:00Z');
const ends = { from: { lat: 36.8065, lng: 10.1815 }, to: { lat: 35.8256, lng: 10.636 } };
const trip = { status: TRIP_STATUS.active, departureTime, arrivalTime: null, startedAt: new Date('2026-11-26T07:50:00Z'), sharingEndedAt: null };

describe('the sharing window', () => {
  it('expects the arrival the driver gave, else the road (great circle × 1.2) at 80 km/h, else the departure', () => {
    const arrivalTime = new Date('2026-11-26T10:00:00Z');
    expect(expectedArrival({ departureTime, arrivalTime }, ends)).toEqual(arrivalTime);
    // ~116.4 km straight, ~139.7 km of road: 1 h 45 min.
    const minutes = (expectedArrival({ departureTime, arrivalTime: null }, ends).getTime() - departureTime.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(103);
    expect(minutes).toBeLessThan(107);
    expect(expectedArrival({ departureTime, arrivalTime: null }, { from: ends.from, to: { lat: undefined, lng: 10 } })).toEqual(departureTime);
  });

  it('expects a trip with stopovers at its arrival stop’s time, the road through the stops, unless the driver gave one', () => {
    const arrivalStop = new Date('2026-11-26T12:30:00Z');
    expect(expectedArrival({ departureTime, arrivalTime: null }, ends, arrivalStop)).toEqual(arrivalStop);
    const arrivalTime = new Date('2026-11-26T13:00:00Z');
    expect(expectedArrival({ departureTime, arrivalTime }, ends, arrivalStop)).toEqual(arrivalTime);
  });

  it('shares from the start until stopped, completed, cancelled or 3 h past the expected arrival', () => {
    const expected = expectedArrival(trip, ends);
    expect(isSharing(trip, expected, departureTime)).toBe(true);
    expect(isSharing(trip, expected, new Date(expected.getTime() + 3 * HOUR - 1))).toBe(true);
    expect(isSharing(trip, expected, new Date(expected.getTime() + 3 * HOUR))).toBe(false);
    expect(sharingEndsAt(trip, expected)).toEqual(new Date(expected.getTime() + 3 * HOUR));
    const stopped = { ...trip, sharingEndedAt: new Date('2026-11-26T09:00:00Z') };
    expect(isSharing(stopped, expected, departureTime)).toBe(false);
    expect(sharingEndsAt(stopped, expected)).toEqual(stopped.sharingEndedAt);
    for (const status of [TRIP_STATUS.cancelled, TRIP_STATUS.completed]) expect(isSharing({ ...trip, status }, expected, departureTime)).toBe(false);
    expect(isSharing({ ...trip, startedAt: null }, expected, departureTime)).toBe(false);
    expect(sharingEndsAt({ ...trip, startedAt: null }, expected)).toBeNull();
  });
});
