// Trips (spec 001 §3, §5, §7): the entity, the list filters, the create/update form and every trips answer.
import { z } from 'zod';
import { TIME_OF_DAY, isCalendarDate } from './list-filters';
import { paginated } from './paginator';
import { vehicleSummary } from './vehicles';
import { booking } from './bookings';

import { FILTER_SEATS, TRIP_SEATS } from './trip-limits';

// The trips' numbers and texts live apart, without zod, for the screens that need only them.
export { DESCRIPTION_FALLBACK, FILTER_SEATS, TRIP_FILTER_KEYS, TRIP_SEATS, TRIPS_PER_PAGE, TUNIS_UTC_OFFSET_MINUTES } from './trip-limits';

const money = z.coerce.number();

export const tripCity = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.coerce.number().nullable().optional(),
  longitude: z.coerce.number().nullable().optional(),
});
export type TripCity = z.infer<typeof tripCity>;

export const tripDriver = z.object({
  id: z.number().int(),
  full_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  name: z.string().optional(),
  image_url: z.string().nullable().optional(),
  average_rating: z.coerce.number().nullable().optional(),
  rating: z.coerce.number().nullable().optional(),
});
export type TripDriver = z.infer<typeof tripDriver>;

export const trip = z.object({
  id: z.number().int(),
  driver_id: z.number().int(),
  driver: tripDriver.nullable().optional(),
  vehicle_id: z.number().int().nullable().optional(),
  vehicle: vehicleSummary.nullable().optional(),
  departure_city_id: z.number().int(),
  arrival_city_id: z.number().int(),
  departure_city: tripCity.nullable().optional(),
  arrival_city: tripCity.nullable().optional(),
  departure_location: z.string().nullable().optional(),
  arrival_location: z.string().nullable().optional(),
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
  /** When the server last changed the trip (seats taken, status); lets a mirror skip rows that did not change. */
  updated_at: z.string().optional(),
});
export type Trip = z.infer<typeof trip>;



const filterId = (name: string) =>
  z.coerce
    .number({ error: `The ${name} must be a city id.` })
    .int(`The ${name} must be a city id.`)
    .positive(`The ${name} must be a city id.`);

/** Query of `GET /api/trips`; every filter optional. */
export const tripFilters = z.object({
  departure_city_id: filterId('departure city').optional(),
  arrival_city_id: filterId('arrival city').optional(),
  /** YYYY-MM-DD, Tunis time; a day that does not exist (2026-02-30) is refused too. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be a date (YYYY-MM-DD).')
    .refine(isCalendarDate, 'The date must be a date (YYYY-MM-DD).')
    .optional(),
  /** HH:mm, Tunis time (00:00 to 23:59). */
  time_from: z.string().regex(TIME_OF_DAY, 'The time from must be a time (HH:mm).').optional(),
  time_to: z.string().regex(TIME_OF_DAY, 'The time to must be a time (HH:mm).').optional(),
  max_price: z.coerce.number({ error: 'The max price must be a number.' }).min(0, 'The max price must be at least 0.').optional(),
  available_seats: z.coerce
    .number({ error: 'The available seats must be an integer.' })
    .int('The available seats must be an integer.')
    .min(FILTER_SEATS.min, `The available seats must be at least ${FILTER_SEATS.min}.`)
    .optional(),
  page: z.coerce.number({ error: 'The page must be an integer.' }).int('The page must be an integer.').positive('The page must be at least 1.').optional(),
});
export type TripFilters = z.infer<typeof tripFilters>;


const requiredId = (name: string) =>
  z.coerce
    .number({ error: `The ${name} field is required.` })
    .int(`The ${name} field is required.`)
    .positive(`The ${name} field is required.`);

/** The Add Trip / Edit Trip form (spec 001 §5). "Departure in the future" is checked by the server's clock. */
export const tripRequest = z
  .object({
    departure_city_id: requiredId('departure city'),
    arrival_city_id: requiredId('arrival city'),
    departure_location: z
      .string({ error: 'The departure location field is required.' })
      .trim()
      .min(1, 'The departure location field is required.')
      .max(255),
    arrival_location: z.string().trim().max(255).nullable().optional(),
    departure_time: z
      .string({ error: 'The departure time field is required.' })
      .min(1, 'The departure time field is required.')
      .refine((v) => !Number.isNaN(Date.parse(v)), 'The departure time must be a valid date.'),
    available_seats: z.coerce
      .number({ error: 'The available seats field is required.' })
      .int('The available seats must be an integer.')
      .min(TRIP_SEATS.min, `The available seats must be at least ${TRIP_SEATS.min}.`)
      .max(TRIP_SEATS.max, `The available seats must not be greater than ${TRIP_SEATS.max}.`),
    price_per_seat: z.coerce
      .number({ error: 'The price per seat field is required.' })
      .min(0, 'The price per seat must be at least 0.')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'The price per seat must have at most 2 decimals.'),
    description: z.string().trim().max(2000).nullable().optional(),
    vehicle_id: requiredId('vehicle'),
    driver_id: z.unknown().optional(),
    id: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.departure_city_id && body.departure_city_id === body.arrival_city_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['arrival_city_id'],
        message: 'The arrival city must be different from the departure city.',
      });
    }
  });
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
export const myTripsResponse = z
  .union([z.object({ data: z.array(trip) }), z.array(trip)])
  .transform((body) => (Array.isArray(body) ? body : body.data));
