// A trip's route beyond its two ends (issue 39): its stopovers in order, the leg a search matched, the fair price.
import { z } from 'zod';
import { hasTwoDecimalsAtMost, money, requiredId, requiredInstant } from './request-fields';
import { tripCity } from './route-places';

/** A driver names at most this many stopovers between the departure and the arrival. */
export const MAX_STOPOVERS = 5;

/** A stop between the trip's two ends, as trip answers carry it; prices and distances count from the departure. */
export const tripStopover = z.object({
  city_id: z.number().int(),
  city: tripCity.nullable().optional(),
  departure_time: z.string(),
  /** The price per seat from the trip's departure to here. */
  price_from_departure: money.optional(),
  /** Road kilometres from the trip's departure to here. */
  distance_km: z.coerce.number().optional(),
});
export type TripStopover = z.infer<typeof tripStopover>;

/**
 * The part of a trip a search matched: from the stop near the searched departure to the stop near the searched
 * arrival. `*_km_away`: how far that stop is from the town searched for (0 when it is that town).
 */
export const tripLeg = z.object({
  from_city_id: z.number().int(),
  to_city_id: z.number().int(),
  departure_time: z.string(),
  arrival_time: z.string().nullable().optional(),
  price_per_seat: money,
  available_seats: z.coerce.number().int(),
  distance_km: z.coerce.number(),
  from_km_away: z.coerce.number().optional(),
  to_km_away: z.coerce.number().optional(),
});
export type TripLeg = z.infer<typeof tripLeg>;

/** A stop of the trip named by its city; empty or absent means the trip's own end. */
const optionalStop = (name: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: `The ${name} must be a city id.` })
      .int(`The ${name} must be a city id.`)
      .positive(`The ${name} must be a city id.`)
      .optional(),
  );

/** The leg a booking or a parcel asks for: two stops of the trip, the first before the second; absent, the whole trip. */
export const legRequestFields = {
  from_city_id: optionalStop('from city'),
  to_city_id: optionalStop('to city'),
};

/** The leg a booking or a parcel holds, as answers carry it: where it gets in and out; null for the whole trip. */
export const legFields = {
  from_city_id: z.number().int().nullable().optional(),
  to_city_id: z.number().int().nullable().optional(),
};

/** A stopover in the Add/Edit Trip form; without a price, the leg's price follows the trip's by distance. */
export const stopoverRequest = z.object({
  city_id: requiredId('stopover city'),
  departure_time: requiredInstant('stopover departure time'),
  price_from_departure: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ error: 'The price from departure must be a number.' })
      .min(0, 'The price from departure must be at least 0.')
      .refine(hasTwoDecimalsAtMost, 'The price from departure must have at most 2 decimals.')
      .optional(),
  ),
});
export type StopoverRequest = z.input<typeof stopoverRequest>;

export const stopoversRequest = z
  .array(stopoverRequest, { error: 'The stopovers must be a list.' })
  .max(MAX_STOPOVERS, `The stopovers must not have more than ${MAX_STOPOVERS} items.`);

/** `GET /api/trips/price-suggestion`: the road between two places and the price range it allows. */
export const priceSuggestionRequest = z.object({
  departure_city_id: requiredId('departure city'),
  arrival_city_id: requiredId('arrival city'),
});
export const priceSuggestionResponse = z.object({
  distance_km: z.coerce.number(),
  suggested: money,
  min: money,
  max: money,
  /** The operator's rate (`PRICE_PER_KM`): the device prices a route through stopovers with it, offline too. */
  price_per_km: money.optional(),
});
export type PriceSuggestionAnswer = z.infer<typeof priceSuggestionResponse>;
