// The cities of a trip's stops in order (departure, stopovers, arrival): what the mirror indexes to find the trips
// passing near a place.
import type { Trip } from '../contract/trips';

export const stopCityIdsOf = (trip: Pick<Trip, 'departure_city_id' | 'arrival_city_id' | 'stopovers'>): number[] => [
  trip.departure_city_id,
  ...(trip.stopovers ?? []).map((stop) => stop.city_id),
  trip.arrival_city_id,
];
