// The query of a list of things moving between two cities (trips, travel requests, later parcels): the shared filters
// are built once, so each list adds only the filters that are its own and the shared ones keep one wording.
import { z } from 'zod';
import { ANNOUNCEMENT_SEATS } from './announcement-rules';
import { DAY_PATTERN, TIME_OF_DAY, isCalendarDate } from './calendar-day';
import { ANNOUNCEMENT_STATUS } from './statuses';
import { FILTER_SEATS } from './trip-limits';

const cityFilter = (name: string) =>
  z.coerce
    .number({ error: `The ${name} must be a city id.` })
    .int(`The ${name} must be a city id.`)
    .positive(`The ${name} must be a city id.`)
    .optional();

/** At least `min` (a number of seats), worded with the field's own name. */
const seatsFilter = (name: string, min: number) =>
  z.coerce
    .number({ error: `The ${name} must be an integer.` })
    .int(`The ${name} must be an integer.`)
    .min(min, `The ${name} must be at least ${min}.`)
    .optional();

/** Where and when: the filters every route list opens with. A day is YYYY-MM-DD in Tunis time, and must exist. */
const routeFields = {
  departure_city_id: cityFilter('departure city'),
  arrival_city_id: cityFilter('arrival city'),
  date: z.string().regex(DAY_PATTERN, 'The date must be a date (YYYY-MM-DD).').refine(isCalendarDate, 'The date must be a date (YYYY-MM-DD).').optional(),
};

const maxPrice = z.coerce.number({ error: 'The max price must be a number.' }).min(0, 'The max price must be at least 0.').optional();
const page = z.coerce.number({ error: 'The page must be an integer.' }).int('The page must be an integer.').positive('The page must be at least 1.').optional();

// Each list states its fields in the API's own order (error answers list them in that order).
/** Query of `GET /api/trips`; every filter optional. Times are HH:mm, Tunis time (00:00 to 23:59). */
export const tripFilters = z.object({
  ...routeFields,
  time_from: z.string().regex(TIME_OF_DAY, 'The time from must be a time (HH:mm).').optional(),
  time_to: z.string().regex(TIME_OF_DAY, 'The time to must be a time (HH:mm).').optional(),
  max_price: maxPrice,
  available_seats: seatsFilter('available seats', FILTER_SEATS.min),
  /** 1: only trips whose driver takes parcels ("Accepte les colis"); 0 or absent: every trip. */
  accepts_parcels: z.coerce
    .number({ error: 'The accepts parcels filter must be 0 or 1.' })
    .refine((v) => v === 0 || v === 1, 'The accepts parcels filter must be 0 or 1.')
    .optional(),
  /** 1: only trips "Entre femmes" (issue 40); 0 or absent: every trip. */
  women_only: z.coerce
    .number({ error: 'The women only filter must be 0 or 1.' })
    .refine((v) => v === 0 || v === 1, 'The women only filter must be 0 or 1.')
    .optional(),
  page,
});
export type TripFilters = z.infer<typeof tripFilters>;

/**
 * Query of `GET /api/announcements`, the trips filters' names where they mean the same. `seats_needed` keeps requests
 * a car with that many free seats can take (seats_needed ≤ N); `max_price` keeps budgets up to that price and those
 * with no budget (open to any offer). `status` defaults to Open (1). `trip_id`: what a driver offers to take along that
 * trip (the server's list only: the device's copy of the list has no stops to match).
 */
export const announcementFilters = z.object({
  ...routeFields,
  seats_needed: seatsFilter('seats needed', ANNOUNCEMENT_SEATS.min),
  max_price: maxPrice,
  status: z.coerce
    .number({ error: 'The selected status is invalid.' })
    .int('The selected status is invalid.')
    .refine((v) => Object.values(ANNOUNCEMENT_STATUS).includes(v as never), 'The selected status is invalid.')
    .optional(),
  /** Requests this trip can take: from a town within 15 km of one of its stops to one near a later stop. */
  trip_id: z.coerce.number({ error: 'The trip must be an integer.' }).int('The trip must be an integer.').positive('The selected trip is invalid.').optional(),
  page,
});
export type AnnouncementFilters = z.infer<typeof announcementFilters>;
