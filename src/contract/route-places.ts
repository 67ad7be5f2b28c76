// Where a thing moving between two cities leaves from and goes to (a trip, a travel request, later a parcel): the
// cities by id and by name, and the places within them, with one set of field names for every kind of listing.
import { z } from 'zod';

export const tripCity = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.coerce.number().nullable().optional(),
  longitude: z.coerce.number().nullable().optional(),
});
export type TripCity = z.infer<typeof tripCity>;

/** Spread into an entity's object; the cities' records come with the lists and details that load them. */
export const routePlaces = {
  departure_city_id: z.number().int(),
  arrival_city_id: z.number().int(),
  departure_city: tripCity.nullable().optional(),
  arrival_city: tripCity.nullable().optional(),
  /** The pickup point in the departure city. */
  departure_location: z.string().nullable().optional(),
  /** The drop-off point in the arrival city. */
  arrival_location: z.string().nullable().optional(),
};
