// The public announcement list (`GET /api/announcements`) and similar requests: filters in Tunis time, index order.
import { and, asc, eq, gte, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  ANNOUNCEMENT_FILTER_KEYS,
  ANNOUNCEMENTS_PER_PAGE,
  SIMILAR_ANNOUNCEMENTS_MAX,
  announcementFilters,
  similarAnnouncementsQuery,
  type Announcement,
  type AnnouncementFilters,
} from '../../contract/announcements';
import { ANNOUNCEMENT_STATUS } from '../../contract/statuses';
import { tunisDayRange } from '../../contract/tunis-time';
import type { Executor } from '../db/client';
import { announcements } from '../db/schema';
import { parseBody } from '../errors';
import { hasEffectiveStatus, visibleToReader } from './announcement-access';
import { loadAnnouncements } from './announcement-json';
import { simplePage } from '../paginate';
import type { NearbyPlaces } from '../cities/nearby';
import { requestsAlongTrip } from './requests-along-trip';
import { hiddenPeopleOf } from '../safety/blocked-people';
import { isWomanDriver, womenOnlyVisibleTo } from '../safety/women-only';

const timestamp = (iso: string) => sql`${iso}::timestamptz`;

/** The query's values with empty ones dropped: a search form sends `date=` for "any day". */
function givenValues(request: FastifyRequest): Record<string, string> {
  const given: Record<string, string> = {};
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (typeof single === 'string' && single.trim() !== '') given[key] = single.trim();
  }
  return given;
}

function conditions(filters: AnnouncementFilters, readerId: number | null, now: Date, alongTrip: SQL | null, hidden: number[], womanDriver: boolean): SQL {
  const all: SQL[] = [hasEffectiveStatus(filters.status ?? ANNOUNCEMENT_STATUS.open, now), visibleToReader(readerId)];
  // A request asking for a woman driver is shown to women drivers only (and its owner).
  const forWomen = womenOnlyVisibleTo(readerId, womanDriver);
  if (forWomen) all.push(forWomen);
  if (alongTrip) all.push(alongTrip);
  // The requests of people a block keeps from the reader, whoever made it.
  if (hidden.length) all.push(notInArray(announcements.userId, hidden));
  if (filters.departure_city_id) all.push(eq(announcements.departureCityId, filters.departure_city_id));
  if (filters.arrival_city_id) all.push(eq(announcements.arrivalCityId, filters.arrival_city_id));
  if (filters.date) {
    const day = tunisDayRange(filters.date);
    all.push(gte(announcements.desiredDepartureTime, timestamp(day.start)), lt(announcements.desiredDepartureTime, timestamp(day.end)));
  }
  // A car with N free seats can take requests for up to N.
  if (filters.seats_needed !== undefined) all.push(lte(announcements.seatsNeeded, filters.seats_needed));
  // No budget means open to any price, so it matches every cap.
  if (filters.max_price !== undefined) all.push(or(isNull(announcements.maxPricePerSeat), lte(announcements.maxPricePerSeat, filters.max_price))!);
  return and(...all)!;
}

/**
 * Soonest desired departure first. Unlike the trips list's "upcoming first" case expression, a plain column order:
 * the default list is one status in the future, which the (status, desired_departure_time, id) index reads in order.
 */
const soonestFirst = [asc(announcements.desiredDepartureTime), asc(announcements.id)];

/** One page of the list; the page URLs are absolute and keep the filters, so "Voir Plus" just follows them. */
export async function listAnnouncements(executor: Executor, nearby: NearbyPlaces, request: FastifyRequest, readerId: number | null, now: Date) {
  const given = givenValues(request);
  const filters = parseBody(announcementFilters, given);
  const page = filters.page ?? 1;
  const alongTrip = filters.trip_id === undefined ? null : await requestsAlongTrip(executor, nearby, filters.trip_id, readerId);
  const rows: Announcement[] = await loadAnnouncements(
    executor,
    {
      where: conditions(
        filters,
        readerId,
        now,
        alongTrip,
        readerId === null ? [] : await hiddenPeopleOf(executor, readerId),
        readerId !== null && (await isWomanDriver(executor, readerId)),
      ),
      orderBy: soonestFirst,
      limit: ANNOUNCEMENTS_PER_PAGE + 1,
      offset: (page - 1) * ANNOUNCEMENTS_PER_PAGE,
    },
    now,
  );
  // The page links keep every filter given, `trip_id` too (the device's list has no use for it: not one of its keys).
  const kept = [...ANNOUNCEMENT_FILTER_KEYS, 'trip_id' as const].filter((key) => given[key] !== undefined).map((key): [string, string] => [key, given[key]!]);
  return simplePage(request, page, ANNOUNCEMENTS_PER_PAGE, rows, new URLSearchParams(kept));
}

/** Up to 3 other open requests on the same route (same direction), soonest first. */
export async function similarAnnouncements(executor: Executor, request: FastifyRequest, now: Date): Promise<Announcement[]> {
  const query = parseBody(similarAnnouncementsQuery, givenValues(request));
  const where = [
    hasEffectiveStatus(ANNOUNCEMENT_STATUS.open, now),
    eq(announcements.departureCityId, query.departure),
    eq(announcements.arrivalCityId, query.arrival),
    // Requests asking for a woman driver stay out of what anyone is shown as similar.
    eq(announcements.womenOnly, false),
  ];
  if (query.exclude !== undefined) where.push(ne(announcements.id, query.exclude));
  return loadAnnouncements(executor, { where: and(...where), orderBy: soonestFirst, limit: SIMILAR_ANNOUNCEMENTS_MAX }, now);
}
