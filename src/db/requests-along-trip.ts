// The travel requests a driver's trip can take (issue 39), from the mirror: open requests from a town within 15 km of
// one of its stops to a town within 15 km of a later one, soonest first — what `GET /api/announcements?trip_id=` lists.
import { matchedLeg } from '../contract/trip-legs';
import { placesNear } from '../contract/nearby-places';
import type { AnnouncementRow, MechwarDatabase, TripRow } from './database';
import { matchesAnnouncementFilters } from './announcement-queries';

export async function requestsAlongTrip(db: MechwarDatabase, trip: TripRow, limit = 20, now = Date.now()): Promise<AnnouncementRow[]> {
  const places = await db.cities.toArray();
  const upcoming = await db.announcements.where('desired_departure_time').aboveOrEqual(new Date(now).toISOString()).toArray();
  return upcoming
    .filter(
      (row) =>
        matchesAnnouncementFilters(row, {}, now) &&
        matchedLeg(trip, placesNear(places, row.departure_city_id), placesNear(places, row.arrival_city_id)) !== null,
    )
    .slice(0, limit);
}
