// A trip's stops as its screens show them: departure, stopovers and arrival with their city and time, and the names of
// the cities a search's leg runs between.
import type { TripLeg } from '../../../contract/trip-route';
import type { TripRow } from '../../../db/database';

export interface ShownStop {
  cityId: number;
  name: string;
  time: string;
  /** Price per seat from the trip's departure to here. */
  priceFromDeparture: number;
}

/** The trip's stops in order, each with its city's name as the trip carries it. */
export function shownStops(trip: TripRow): ShownStop[] {
  return [
    { cityId: trip.departure_city_id, name: trip.departure_city?.name ?? '?', time: trip.departure_time, priceFromDeparture: 0 },
    ...(trip.stopovers ?? []).map((stop) => ({
      cityId: stop.city_id,
      name: stop.city?.name ?? '?',
      time: stop.departure_time,
      priceFromDeparture: stop.price_from_departure ?? 0,
    })),
    {
      cityId: trip.arrival_city_id,
      name: trip.arrival_city?.name ?? '?',
      time: trip.estimated_arrival_time ?? trip.arrival_time ?? trip.departure_time,
      priceFromDeparture: trip.price_per_seat,
    },
  ];
}

/** The cities a leg runs between, named as `routeLabel` reads them. */
export function legPlaces(trip: TripRow, leg: TripLeg) {
  const name = (cityId: number) => shownStops(trip).find((stop) => stop.cityId === cityId)?.name ?? '?';
  return { departure_city: { name: name(leg.from_city_id) }, arrival_city: { name: name(leg.to_city_id) } };
}

/** Whether a leg is the trip's whole route. */
export const isWholeTrip = (trip: TripRow, leg: TripLeg) => leg.from_city_id === trip.departure_city_id && leg.to_city_id === trip.arrival_city_id;
