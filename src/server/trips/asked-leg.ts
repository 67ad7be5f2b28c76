// The leg a booking or a parcel asks for: two stops of the trip in order (the whole trip when not given), and the
// route it runs, which its notifications and texts name.
import type { TripRow } from '../db/schema';
import { fieldError } from '../errors';
import { legOf, type Leg, type TripStop } from './trip-stops';

export const legMessages = {
  notAStop: 'The selected city is not a stop of this trip.',
  notALeg: 'The arrival stop must come after the departure stop.',
} as const;

/** The leg asked for, refused with the field at fault when its cities are not two stops in order. */
export function askedLeg(stops: TripStop[], fromCityId: number | undefined, toCityId: number | undefined): Leg {
  const cityIds = stops.map((s) => s.cityId);
  if (fromCityId !== undefined && !cityIds.slice(0, -1).includes(fromCityId)) throw fieldError('from_city_id', legMessages.notAStop);
  if (toCityId !== undefined && !cityIds.slice(1).includes(toCityId)) throw fieldError('to_city_id', legMessages.notAStop);
  const leg = legOf(stops, fromCityId, toCityId);
  if (!leg) throw fieldError('to_city_id', legMessages.notALeg);
  return leg;
}

/** A booking's or a parcel's leg as stored: its two stops, null for the trip's own end. */
export interface StoredLeg {
  fromCityId: number | null;
  toCityId: number | null;
}

type Route = Pick<TripRow, 'departureCityId' | 'arrivalCityId'>;

/**
 * The route a leg runs, for `routeLabel`: "Sousse → Sfax" for a passenger who gets in at Sousse on Tunis → Sfax, the
 * trip's own route for the whole trip. The people told care where they get in and out, not where the car started.
 */
export const legRoute = (trip: Route, leg: StoredLeg): Route => ({
  departureCityId: leg.fromCityId ?? trip.departureCityId,
  arrivalCityId: leg.toCityId ?? trip.arrivalCityId,
});

/** Whether a stored leg is less than the whole trip. */
export const isPartOfTrip = (leg: StoredLeg) => leg.fromCityId !== null || leg.toCityId !== null;
