// Until when the passenger may cancel, as the server rules it: until the car leaves where she gets in.
import { describe, expect, it } from 'vitest';
import type { BookingRow } from '../../../db/database';
import { canCancelBooking } from './can-cancel';

const TRIP_LEAVES = '2030-01-10T07:30:00.000Z';
const LEAVES_SOUSSE = '2030-01-10T09:15:00.000Z';
const between = Date.parse('2030-01-10T08:00:00.000Z');

const booking = (leg: boolean): BookingRow => ({
  id: 501,
  trip_id: 100,
  passenger_id: 7,
  seats: 1,
  total_price: 11.73,
  status: 1,
  created_at: '2030-01-09T12:00:00.000Z',
  trip: {
    id: 100,
    departure_time: TRIP_LEAVES,
    price_per_seat: 23,
    status: 1,
    leg: leg ? { departure_city: { id: 13, name: 'Sousse' }, arrival_city: { id: 15, name: 'Sfax' }, departure_time: LEAVES_SOUSSE, arrival_time: null } : null,
  },
});

describe('canCancelBooking', () => {
  it('lets a passenger boarding at a stopover cancel after the trip left, until the car leaves her stop', () => {
    expect(canCancelBooking(booking(true), TRIP_LEAVES, between)).toBe(true);
    expect(canCancelBooking(booking(true), TRIP_LEAVES, Date.parse(LEAVES_SOUSSE))).toBe(false);
  });

  it('stops a passenger of the whole trip at its departure', () => {
    expect(canCancelBooking(booking(false), TRIP_LEAVES, between)).toBe(false);
    expect(canCancelBooking(booking(false), undefined, Date.parse(TRIP_LEAVES) - 60_000)).toBe(true);
  });
});
