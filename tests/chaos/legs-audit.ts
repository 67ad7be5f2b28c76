// No leg over its seats (issue 39): on every trip, the seats accepted on each stretch between two stops stay within the
// trip's seats, and what the stops say is left is what the bookings leave.
import type pg from 'pg';
import { legPositions } from '../../src/contract/trip-legs';

export interface StretchProblem {
  trip_id: number;
  stretch: number;
  accepted: number;
  total_seats: number;
  seats_onward: number;
}

export async function stretchesOverSeats(client: pg.Client): Promise<StretchProblem[]> {
  const stops = await client.query<{ trip_id: number; position: number; city_id: number; seats_onward: number }>(
    'select trip_id, position, city_id, seats_onward from trip_stops order by trip_id, position',
  );
  const trips = await client.query<{ id: number; total_seats: number }>('select id, total_seats from trips');
  const accepted = await client.query<{ trip_id: number; seats: number; from_city_id: number | null; to_city_id: number | null }>(
    'select trip_id, seats, from_city_id, to_city_id from bookings where status = 1',
  );
  const problems: StretchProblem[] = [];
  for (const trip of trips.rows) {
    const own = stops.rows.filter((stop) => stop.trip_id === trip.id);
    if (own.length < 2) continue;
    const taken = new Array<number>(own.length - 1).fill(0);
    for (const booking of accepted.rows.filter((row) => row.trip_id === trip.id)) {
      const at = legPositions(
        own.map((stop) => stop.city_id),
        booking.from_city_id,
        booking.to_city_id,
      ) ?? { from: 0, to: own.length - 1 };
      for (let k = at.from; k < at.to; k += 1) taken[k]! += booking.seats;
    }
    taken.forEach((seats, stretch) => {
      const onward = own[stretch]!.seats_onward;
      if (seats > trip.total_seats || onward !== trip.total_seats - seats) {
        problems.push({ trip_id: trip.id, stretch, accepted: seats, total_seats: trip.total_seats, seats_onward: onward });
      }
    });
  }
  return problems;
}

/** How much of the run was about legs: the trips it published with stopovers, and its bookings of a leg (any status). */
export async function legCounts(client: pg.Client): Promise<{ trips_with_stopovers: number; leg_bookings: number }> {
  const { rows } = await client.query<{ trips_with_stopovers: number; leg_bookings: number }>(`
    select (select count(distinct s.trip_id) from trip_stops s join trips t on t.id = s.trip_id
             where s.position = 2 and t.description like 'chaos#%')::int as trips_with_stopovers,
           (select count(*) from bookings
             where (from_city_id is not null or to_city_id is not null) and notes like 'chaos#%')::int as leg_bookings`);
  return rows[0]!;
}
