// The leg of a trip a search between places matches: from the stop nearest the departure searched to the stop nearest
// the arrival searched, after it. The server reads it from trip_legs (trips/leg-search.ts); the device's mirror works
// it out here from the trip's card, with the same rule, so both answer the same.
import type { NearbyPlace } from './nearby-places';
import type { TripLeg } from './trip-route';

/** What a trip's card says of its route (the contract's `trip`, older answers without stopovers included). */
export interface RouteCard {
  departure_city_id: number;
  arrival_city_id: number;
  departure_time: string;
  arrival_time?: string | null;
  estimated_arrival_time?: string | null;
  price_per_seat: number;
  available_seats: number;
  distance_km?: number | null;
  section_seats?: number[];
  stopovers?: { city_id: number; departure_time: string; price_from_departure?: number; distance_km?: number }[];
}

export interface CardStop {
  cityId: number;
  time: string;
  priceFromDeparture: number;
  kmFromDeparture: number;
  /** Free seats from this stop to the next (0 at the arrival). */
  seatsOnward: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const tenths = (value: number) => Math.round(value * 10) / 10;

/** The card's stops in order, departure and arrival included. */
export function stopsOfCard(trip: RouteCard): CardStop[] {
  const stopovers = trip.stopovers ?? [];
  const sections =
    trip.section_seats?.length === stopovers.length + 1 ? trip.section_seats : stopovers.map(() => trip.available_seats).concat(trip.available_seats);
  const total = trip.distance_km ?? 0;
  return [
    { cityId: trip.departure_city_id, time: trip.departure_time, priceFromDeparture: 0, kmFromDeparture: 0, seatsOnward: sections[0]! },
    ...stopovers.map((stop, index) => ({
      cityId: stop.city_id,
      time: stop.departure_time,
      priceFromDeparture: stop.price_from_departure ?? 0,
      kmFromDeparture: stop.distance_km ?? 0,
      seatsOnward: sections[index + 1]!,
    })),
    {
      cityId: trip.arrival_city_id,
      time: trip.estimated_arrival_time ?? trip.arrival_time ?? trip.departure_time,
      priceFromDeparture: trip.price_per_seat,
      kmFromDeparture: total,
      seatsOnward: 0,
    },
  ];
}

/** Where a leg named by its cities gets in and out; null when either is not a stop of the trip, or not in order. */
export function legPositions(
  stopCityIds: number[],
  fromCityId: number | null | undefined,
  toCityId: number | null | undefined,
): { from: number; to: number } | null {
  const from = fromCityId == null ? 0 : stopCityIds.indexOf(fromCityId);
  const to = toCityId == null ? stopCityIds.length - 1 : stopCityIds.lastIndexOf(toCityId);
  return from >= 0 && to > from ? { from, to } : null;
}

/** The leg between two of a card's stops, as a search answers it. */
export function legBetween(stops: CardStop[], i: number, j: number, fromKm = 0, toKm = 0): TripLeg {
  return {
    from_city_id: stops[i]!.cityId,
    to_city_id: stops[j]!.cityId,
    departure_time: stops[i]!.time,
    arrival_time: stops[j]!.time,
    price_per_seat: cents(stops[j]!.priceFromDeparture - stops[i]!.priceFromDeparture),
    available_seats: Math.min(...stops.slice(i, j).map((s) => s.seatsOnward)),
    distance_km: tenths(stops[j]!.kmFromDeparture - stops[i]!.kmFromDeparture),
    from_km_away: fromKm,
    to_km_away: toKm,
  };
}

/**
 * The leg a search matches on this trip, or null: a stop near `from` (the departure when not searched) before a stop
 * near `to` (the arrival when not searched). Of several, the stops nearest the places searched, then the longest
 * leg, then the earliest.
 */
export function matchedLeg(trip: RouteCard, from: NearbyPlace[] | null, to: NearbyPlace[] | null): TripLeg | null {
  const stops = stopsOfCard(trip);
  const last = stops.length - 1;
  const kmFrom = (i: number) => (from ? from.find((p) => p.id === stops[i]!.cityId)?.km : i === 0 ? 0 : undefined);
  const kmTo = (j: number) => (to ? to.find((p) => p.id === stops[j]!.cityId)?.km : j === last ? 0 : undefined);
  let best: { i: number; j: number; km: number } | null = null;
  for (let i = 0; i < last; i += 1) {
    const a = kmFrom(i);
    if (a === undefined) continue;
    for (let j = i + 1; j <= last; j += 1) {
      const b = kmTo(j);
      if (b === undefined) continue;
      const better = !best || a + b < best.km || (a + b === best.km && (j - i > best.j - best.i || (j - i === best.j - best.i && i < best.i)));
      if (better) best = { i, j, km: a + b };
    }
  }
  return best ? legBetween(stops, best.i, best.j, kmFrom(best.i)!, kmTo(best.j)!) : null;
}
