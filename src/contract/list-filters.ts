// A list's filters read from an address (trips and travel requests), without zod: the list screens parse their URL with
// these and drop what does not parse. They accept exactly what the API's tripFilters and announcementFilters accept,
// which list-filters.test.ts checks value by value.
import { ANNOUNCEMENT_SEATS } from './announcement-rules';
import { DAY_PATTERN, TIME_OF_DAY, isCalendarDate } from './calendar-day';
import type { AnnouncementFilters, TripFilters } from './route-list-filters';
import { FILTER_SEATS } from './trip-limits';

type Reader<T> = (value: string) => T | undefined;

/** As z.coerce.number(): Number() of the text, finite. */
function finite(value: string): number | undefined {
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const integerFrom =
  (min: number): Reader<number> =>
  (value) => {
    const number = finite(value);
    return number !== undefined && Number.isSafeInteger(number) && number >= min ? number : undefined;
  };
const cityId = integerFrom(1);
const day: Reader<string> = (value) => (DAY_PATTERN.test(value) && isCalendarDate(value) ? value : undefined);
const timeOfDay: Reader<string> = (value) => (TIME_OF_DAY.test(value) ? value : undefined);
const price: Reader<number> = (value) => {
  const number = finite(value);
  return number !== undefined && number >= 0 ? number : undefined;
};

function zeroOrOne(value: string): 0 | 1 | undefined {
  const number = finite(value);
  return number === 0 || number === 1 ? number : undefined;
}

type Readers<F> = { [K in keyof F]-?: Reader<NonNullable<F[K]>> };

export const TRIP_FILTER_READERS: Readers<Omit<TripFilters, 'page'>> = {
  departure_city_id: cityId,
  arrival_city_id: cityId,
  date: day,
  time_from: timeOfDay,
  time_to: timeOfDay,
  max_price: price,
  available_seats: integerFrom(FILTER_SEATS.min),
  accepts_parcels: zeroOrOne,
  women_only: zeroOrOne,
};

/**
 * The filters a person sets on travel requests; `status` stays the server's default (Open), and `trip_id` (the requests
 * a driver's trip can take) is asked for by a trip's page, never read from the list's address.
 */
export const ANNOUNCEMENT_FILTER_READERS: Readers<Omit<AnnouncementFilters, 'page' | 'status' | 'trip_id'>> = {
  departure_city_id: cityId,
  arrival_city_id: cityId,
  date: day,
  seats_needed: integerFrom(ANNOUNCEMENT_SEATS.min),
  max_price: price,
};

/** The filters an address carries: each value that reads is kept, the others are dropped rather than breaking the page. */
export function readFilters<F extends object>(readers: Readers<F>, params: URLSearchParams): F {
  const kept: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(readers) as Array<[string, Reader<unknown>]>) {
    const text = params.get(key);
    const value = text ? read(text) : undefined;
    if (value !== undefined) kept[key] = value;
  }
  return kept as F;
}
