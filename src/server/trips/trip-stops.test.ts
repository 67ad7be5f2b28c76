// A trip's stops and legs from its row: distances along the road, prices by distance unless set, seats per stretch.
import { describe, expect, it } from 'vitest';
import type { TripRow } from '../db/schema';
import { legPositions } from '../../contract/trip-legs';
import { routeRows, stopsOf } from './trip-stops';

const places = [
  { id: 1, latitude: 36.8065, longitude: 10.1815 }, // Tunis
  { id: 12, latitude: 35.8256, longitude: 10.636 }, // Sousse
  { id: 15, latitude: 34.7406, longitude: 10.7603 }, // Sfax
];
const departure = new Date('2026-03-12T06:00:00.000Z');
const trip = {
  id: 7,
  departureCityId: 1,
  arrivalCityId: 15,
  departureTime: departure,
  arrivalTime: null,
  pricePerSeat: 23,
  totalSeats: 3,
  availableSeats: 3,
  status: 1,
} as unknown as TripRow;
const viaSousse = [{ cityId: 12, time: new Date('2026-03-12T08:00:00.000Z'), priceFromDeparture: null }];

describe('a trip’s stops', () => {
  it('count road and price from the departure, and estimate an arrival not given', () => {
    const stops = stopsOf(trip, viaSousse, places);
    expect(stops.map((s) => [s.cityId, s.kmFromDeparture, s.priceFromDeparture, s.priceFixed])).toEqual([
      [1, 0, 0, false],
      [12, 139.7, 11.27, false],
      [15, 285.1, 23, false],
    ]);
    // 145.4 km from Sousse at 80 km/h: 1 h 49 min after 08:00.
    expect(stops[2]!.time.toISOString()).toBe('2026-03-12T09:49:03.000Z');
  });

  it('keep a price the driver set', () => {
    const stops = stopsOf(trip, [{ ...viaSousse[0]!, priceFromDeparture: 9 }], places);
    expect(stops[1]).toMatchObject({ priceFromDeparture: 9, priceFixed: true });
  });

  it('make every leg, each with the seats free on all its stretches', () => {
    const { legs, stops, allTheWay } = routeRows(trip, stopsOf(trip, viaSousse, places), [2, 0]);
    expect(stops.map((s) => s.seatsOnward)).toEqual([1, 3, 0]);
    expect(allTheWay).toBe(1);
    expect(legs.map((l) => [l.fromCityId, l.toCityId, l.availableSeats, l.pricePerSeat, l.fromDeparture, l.toArrival])).toEqual([
      [1, 12, 1, 11.27, true, false],
      [1, 15, 1, 23, true, true],
      [12, 15, 3, 11.73, false, true],
    ]);
  });
});

describe('a leg named by its cities', () => {
  it('is two stops in order; absent ends are the trip’s', () => {
    expect(legPositions([1, 12, 15], 12, 15)).toEqual({ from: 1, to: 2 });
    expect(legPositions([1, 12, 15], undefined, 12)).toEqual({ from: 0, to: 1 });
    expect(legPositions([1, 12, 15], null, null)).toEqual({ from: 0, to: 2 });
    expect(legPositions([1, 12, 15], 15, 12)).toBeNull();
    expect(legPositions([1, 12, 15], 4, 15)).toBeNull();
  });
});
