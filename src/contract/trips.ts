// Trips (spec 001 §3, §5, §7): the entity, the list filters, the create/update form and every trips answer.
import { z } from 'zod';
import { paginated } from './paginator';
import { ratedPerson } from './person-summary';
import { badgeFields } from './badges';
import { arrivalDiffersFromDeparture, hasTwoDecimalsAtMost, listOf, money, readBoolean, requiredId, requiredInstant, requiredSeats } from './request-fields';
import { routePlaces } from './route-places';
import { vehicleSummary } from './vehicles';
import { booking } from './bookings';
import { stopoversRequest, tripLeg, tripStopover } from './trip-route';
import { clientInstant } from './tunis-time';

import { TRIP_SEATS } from './trip-limits';
import { PARCEL_SIZES, PARCELS_PER_SIZE } from './parcel-sizes';

// The trips' numbers and texts live apart, without zod, for the screens that need only them.
export { DESCRIPTION_FALLBACK, FILTER_SEATS, TRIP_FILTER_KEYS, TRIP_SEATS, TRIPS_PER_PAGE, TUNIS_UTC_OFFSET_MINUTES } from './trip-limits';

// The list's query is built with the travel requests' one, where the filters mean the same.
export { tripFilters, type TripFilters } from './route-list-filters';

// A trip's cities are any route listing's cities.
export { tripCity, type TripCity } from './route-places';

/** The driver; `name` and `rating` are the older API's words for the full name and the average. */
export const tripDriver = ratedPerson.extend({
  name: z.string().optional(),
  rating: z.coerce.number().nullable().optional(),
  ...badgeFields,
});
export type TripDriver = z.infer<typeof tripDriver>;

/** One size of trunk space a trip offers (DESIGN.md §9); `parcels_left` is what accepted parcels have not taken. */
export const parcelOffer = z.object({
  size: z.enum(PARCEL_SIZES),
  price_per_parcel: money,
  parcels: z.coerce.number().int(),
  parcels_left: z.coerce.number().int(),
});
export type ParcelOffer = z.infer<typeof parcelOffer>;

export const trip = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  driver: tripDriver.nullable().optional(),
  vehicle_id: z.number().int().nullable().optional(),
  vehicle: vehicleSummary.nullable().optional(),
  ...routePlaces,
  departure_time: z.string(),
  arrival_time: z.string().nullable().optional(),
  available_seats: z.coerce.number().int(),
  total_seats: z.coerce.number().int().nullable().optional(),
  price_per_seat: money,
  description: z.string().nullable().optional(),
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  /** The owner sees every booking; others see only their own (or none). */
  bookings: z.array(booking).optional(),
  bookings_count: z.number().int().optional(),
  created_at: z.string().optional(),
  /** When the driver tapped "Démarrer le trajet" (DESIGN.md §8); "en route" is this set and the trip not completed. */
  started_at: z.string().nullable().optional(),
  /** True while the trip is under way and its position is shared. */
  sharing: z.boolean().optional(),
  /** When the server last changed the trip (seats taken, status); lets a mirror skip rows that did not change. */
  updated_at: z.string().optional(),
  /** "J'accepte des colis"; absent from older backends, which read as false. */
  accepts_parcels: z.boolean().optional(),
  /** "Entre femmes" (issue 40): only women may book it or send a parcel on it. */
  women_only: z.boolean().optional().catch(false).default(false),
  // A size this version does not know (a newer server's) is left out, not a reason to refuse the whole trip.
  parcel_offers: z
    .array(parcelOffer.extend({ size: z.string() }))
    .transform((offers) => offers.filter((offer): offer is ParcelOffer => (PARCEL_SIZES as readonly string[]).includes(offer.size)))
    .optional(),
  /** The stops between departure and arrival, in order; absent from older backends, which read as none. */
  stopovers: z.array(tripStopover).optional(),
  /** Road kilometres from departure to arrival through the stopovers. */
  distance_km: z.coerce.number().nullable().optional(),
  /** The arrival the driver gave, or else the last stop's time plus the road at the usual speed. */
  estimated_arrival_time: z.string().nullable().optional(),
  /** Free seats on each stretch between consecutive stops, in order: one number for a trip without stopovers. */
  section_seats: z.array(z.coerce.number().int()).optional(),
  /** In a list searched by city: the part of the trip that matched. */
  leg: tripLeg.optional(),
});
export type Trip = z.infer<typeof trip>;

/** One size in the trip form: its price in TND and how many parcels of it the trunk takes. */
export const parcelOfferRequest = z.object({
  size: z.enum(PARCEL_SIZES, { error: 'The selected size is invalid.' }),
  price_per_parcel: z.coerce
    .number({ error: 'The price per parcel field is required.' })
    .min(0, 'The price per parcel must be at least 0.')
    .refine(hasTwoDecimalsAtMost, 'The price per parcel must have at most 2 decimals.'),
  parcels: z.coerce
    .number({ error: 'The parcels field is required.' })
    .int('The parcels must be an integer.')
    .min(PARCELS_PER_SIZE.min, `The parcels must be at least ${PARCELS_PER_SIZE.min}.`)
    .max(PARCELS_PER_SIZE.max, `The parcels must not be greater than ${PARCELS_PER_SIZE.max}.`),
});
export type ParcelOfferRequest = z.input<typeof parcelOfferRequest>;

/** Parcels are offered only with "J'accepte des colis", then with at least one size, each size once. */
function parcelOffersAreConsistent(form: { accepts_parcels: boolean; parcel_offers: { size: string }[] }, ctx: z.RefinementCtx) {
  if (!form.accepts_parcels) return;
  if (form.parcel_offers.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['parcel_offers'], message: 'The parcel offers field is required when accepts parcels is true.' });
    return;
  }
  const seen = new Set<string>();
  form.parcel_offers.forEach((offer, index) => {
    if (seen.has(offer.size)) ctx.addIssue({ code: 'custom', path: ['parcel_offers', index, 'size'], message: 'The size has a duplicate value.' });
    seen.add(offer.size);
  });
}

/**
 * Stopovers are other places than the two ends and than each other, each leaving after the one before (and after the
 * trip's departure). Whether the arrival comes after them is the server's question: the arrival time is optional.
 */
function stopoversAreInOrder(
  form: { departure_city_id: number; arrival_city_id: number; departure_time: string; stopovers?: { city_id: number; departure_time: string }[] },
  ctx: z.RefinementCtx,
) {
  const seen = new Set([form.departure_city_id, form.arrival_city_id]);
  let previous = typeof form.departure_time === 'string' ? clientInstant(form.departure_time) : NaN;
  (form.stopovers ?? []).forEach((stop, index) => {
    if (seen.has(stop.city_id))
      ctx.addIssue({
        code: 'custom',
        path: ['stopovers', index, 'city_id'],
        message: 'Each stopover must be a different city from the route and from the other stopovers.',
      });
    seen.add(stop.city_id);
    const at = clientInstant(stop.departure_time);
    if (!Number.isNaN(previous) && at <= previous) {
      ctx.addIssue({ code: 'custom', path: ['stopovers', index, 'departure_time'], message: 'Each stopover must leave after the stop before it.' });
    }
    previous = at;
  });
}

/** The Add Trip / Edit Trip form (spec 001 §5). "Departure in the future" is checked by the server's clock. */
export const tripRequest = z
  .object({
    departure_city_id: requiredId('departure city'),
    arrival_city_id: requiredId('arrival city'),
    departure_location: z.string({ error: 'The departure location field is required.' }).trim().min(1, 'The departure location field is required.').max(255),
    arrival_location: z.string().trim().max(255).nullable().optional(),
    departure_time: requiredInstant('departure time'),
    available_seats: requiredSeats('available seats', TRIP_SEATS),
    price_per_seat: z.coerce
      .number({ error: 'The price per seat field is required.' })
      .min(0, 'The price per seat must be at least 0.')
      .refine(hasTwoDecimalsAtMost, 'The price per seat must have at most 2 decimals.'),
    description: z.string().trim().max(2000).nullable().optional(),
    vehicle_id: requiredId('vehicle'),
    accepts_parcels: z
      .preprocess(readBoolean, z.boolean({ error: 'The accepts parcels field must be true or false.' }))
      .optional()
      .default(false),
    /** Absent: an edit keeps what the trip said; a new trip is not "Entre femmes". */
    women_only: z.preprocess(readBoolean, z.boolean({ error: 'The women only field must be true or false.' })).optional(),
    parcel_offers: z.array(parcelOfferRequest, { error: 'The parcel offers must be a list.' }).max(PARCEL_SIZES.length).optional().default([]),
    /** Absent: an edit keeps the trip's stopovers (moved with its departure); `[]` removes them. */
    stopovers: stopoversRequest.optional(),
    driver_id: z.unknown().optional(),
    id: z.unknown().optional(),
  })
  .superRefine(arrivalDiffersFromDeparture)
  .superRefine(parcelOffersAreConsistent)
  .superRefine(stopoversAreInOrder)
  // Without "J'accepte des colis" the sizes are not kept: unticking the switch takes the offer back.
  .transform((form) => (form.accepts_parcels ? form : { ...form, parcel_offers: [] }));
export type TripRequest = z.input<typeof tripRequest>;

export const tripsPage = paginated(trip);
export type TripsPage = z.infer<typeof tripsPage>;
export const tripResponse = z.object({ data: trip });
export const tripCreatedResponse = z.object({ message: z.string(), data: trip });
export const tripUpdatedResponse = z.object({ message: z.string(), trip });
export const tripStatusRequest = z.object({
  status: z.coerce
    .number({ error: 'The status field is required.' })
    .int()
    .refine((v) => v === 0 || v === 1, 'The status must be 0 (paused) or 1 (active).'),
});
export const tripStatusResponse = z.object({
  message: z.string(),
  data: z.object({ id: z.number().int().optional(), status: z.coerce.number().int(), status_text: z.string() }),
});
/** `GET /api/my-trips`: the driver's trips with their bookings; `{data: [...]}` or a bare list. */
export const myTripsResponse = listOf(trip);
