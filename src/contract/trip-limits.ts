// Trips' numbers and texts (spec 001 §5, §9), without zod: screens that show a list import these and no validator.
/** Tunisia keeps UTC+1 all year: filters by date and time of day are read in that time. */
export const TUNIS_UTC_OFFSET_MINUTES = 60;
export const TRIP_SEATS = { min: 1, max: 8, defaultTotal: 4 } as const;
export const FILTER_SEATS = { min: 1, max: 6, default: 3 } as const;
export const TRIPS_PER_PAGE = 20;
export const DESCRIPTION_FALLBACK = 'No additional description provided';

/** The list's filters in one fixed order: URLs, page links and "last synced" keys all name them the same way. */
export const TRIP_FILTER_KEYS = [
  'departure_city_id',
  'arrival_city_id',
  'date',
  'time_from',
  'time_to',
  'max_price',
  'available_seats',
  'accepts_parcels',
  'women_only',
] as const;
