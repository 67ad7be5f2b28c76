// Travel requests' numbers, texts and status rule (spec 001 §9, DESIGN.md §7), without zod: screens import these alone.
import { ANNOUNCEMENT_STATUS } from './statuses';

/** Seats a travel request asks for (spec 001 §9). */
export const ANNOUNCEMENT_SEATS = { min: 1, max: 8 } as const;
/** A proposal's price per seat is at least 1 TND; an announcement's budget at least 0. */
export const PROPOSAL_MIN_PRICE = 1;
export const ANNOUNCEMENTS_PER_PAGE = 12;
/** `GET /api/announcements/similar` answers at most this many. */
export const SIMILAR_ANNOUNCEMENTS_MAX = 3;
/** The detail page's proposals card shows the first 3. */
export const PROPOSALS_SHOWN = 3;
export const LUGGAGE_DEFAULT = 'Standard';
export const NOTES_FALLBACK = 'No additional information provided';
/** The announcement model's name as the Laravel backend stores it in a conversation's context_type. */
export const ANNOUNCEMENT_CONTEXT_TYPE = 'App\\Models\\Announcement';

/**
 * The status a reader should show: an open announcement whose desired time has passed is Expired, even before the
 * server stores it so. The server applies the same rule, so a mirror read offline agrees with it.
 */
export function announcementStatusAt(status: number, desiredDepartureTime: string, now: number = Date.now()): number {
  return status === ANNOUNCEMENT_STATUS.open && Date.parse(desiredDepartureTime) <= now ? ANNOUNCEMENT_STATUS.expired : status;
}

/** The list's filters in one fixed order: URLs, page links and "last synced" keys all name them the same way. */
export const ANNOUNCEMENT_FILTER_KEYS = ['departure_city_id', 'arrival_city_id', 'date', 'seats_needed', 'max_price', 'status'] as const;
