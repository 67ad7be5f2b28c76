// The trip as someone without an account follows it (a share link, a parcel's recipient): the cities, the departure,
// the driver's first name and the car; nobody else's name, no phone, no person's id.
import { eq } from 'drizzle-orm';
import type { SharedTracking } from '../../contract/tracking';
import type { Executor } from '../db/client';
import { users, vehicles } from '../db/schema';
import type { TrackedTrip } from './tracked-trip';

export async function sharedTripJson(
  executor: Executor,
  trip: TrackedTrip,
  cities: Pick<SharedTracking['trip'], 'departure_city' | 'arrival_city'>,
): Promise<SharedTracking['trip']> {
  const [driver] = await executor.select({ firstName: users.firstName }).from(users).where(eq(users.id, trip.row.driverId));
  const [vehicle] =
    trip.row.vehicleId === null
      ? []
      : await executor
          .select({ model: vehicles.model, color: vehicles.color, plate_number: vehicles.plateNumber })
          .from(vehicles)
          .where(eq(vehicles.id, trip.row.vehicleId));
  return {
    departure_city: cities.departure_city,
    arrival_city: cities.arrival_city,
    departure_time: trip.row.departureTime.toISOString(),
    driver_first_name: driver?.firstName ?? '',
    vehicle: vehicle ?? null,
  };
}
