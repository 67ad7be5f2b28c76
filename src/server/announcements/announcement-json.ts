// Announcements and proposals as the contract describes them: requester with rating, cities, counts, proposals.
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Announcement, AnnouncementSummary, Proposal } from '../../contract/announcements';
import { ANNOUNCEMENT_STATUS_TEXT, PROPOSAL_STATUS, PROPOSAL_STATUS_TEXT } from '../../contract/statuses';
import type { Executor } from '../db/client';
import { announcements, proposals, users, vehicles, type ProposalRow } from '../db/schema';
import { effectiveStatus } from './announcement-access';
import { personColumns, personJson } from '../accounts/person-json';
import { averageRatings } from '../accounts/ratings-received';
import { applyListQuery, arrivalCity, cityJson, departureCity, routePlacesJson, type ListQuery } from '../cities/route-json';
import { vehicleColumns } from '../trips/trip-json';

/** Withdrawn proposals stay in the table for history, but no list or count shows them. */
export const shownProposals = ne(proposals.status, PROPOSAL_STATUS.withdrawn);

export type AnnouncementQuery = ListQuery;

/** Announcements with what a card shows (requester, cities, counts), in the order asked, without proposals. */
export async function loadAnnouncements(executor: Executor, query: AnnouncementQuery, now: Date): Promise<Announcement[]> {
  const select = executor
    .select({ announcement: announcements, user: personColumns, departureCity, arrivalCity })
    .from(announcements)
    .innerJoin(users, eq(users.id, announcements.userId))
    .innerJoin(departureCity, eq(departureCity.id, announcements.departureCityId))
    .innerJoin(arrivalCity, eq(arrivalCity.id, announcements.arrivalCityId))
    .$dynamic();
  const rows = await applyListQuery(select, query);
  if (rows.length === 0) return [];

  const ids = rows.map((r) => r.announcement.id);
  const ratings = await averageRatings(
    executor,
    rows.map((r) => r.user.id),
  );
  // Withdrawn proposals are not counted, but their last change still moves the announcement's updated_at.
  const counts = await executor
    .select({
      id: proposals.announcementId,
      count: sql<number>`(count(*) filter (where ${shownProposals}))::int`,
      changed: sql<number>`(extract(epoch from max(${proposals.updatedAt})) * 1000)::float8`,
    })
    .from(proposals)
    .where(inArray(proposals.announcementId, ids))
    .groupBy(proposals.announcementId);
  const countOf = new Map(counts.map((c) => [c.id, { count: Number(c.count), changed: Number(c.changed) }]));

  return rows.map(({ announcement: a, user, departureCity: from, arrivalCity: to }) => {
    const status = effectiveStatus(a, now);
    const { count, changed } = countOf.get(a.id) ?? { count: 0, changed: 0 };
    // A mirror compares updated_at to skip unchanged rows: a new or decided proposal changes what the card shows.
    const updatedAt = Math.max(a.updatedAt.getTime(), changed || 0);
    return {
      id: a.id,
      user_id: a.userId,
      user: personJson(user, ratings.get(user.id) ?? null),
      ...routePlacesJson(a, from, to),
      desired_departure_time: a.desiredDepartureTime.toISOString(),
      seats_needed: a.seatsNeeded,
      max_price_per_seat: a.maxPricePerSeat === null ? null : Number(a.maxPricePerSeat),
      description: a.description,
      women_only: a.womenOnly,
      additional_notes: a.additionalNotes,
      luggage_size: a.luggageSize,
      status,
      status_text: ANNOUNCEMENT_STATUS_TEXT[status] ?? String(status),
      proposals_count: count,
      trip_proposals_count: count,
      created_at: a.createdAt.toISOString(),
      updated_at: new Date(updatedAt).toISOString(),
    };
  });
}

export async function loadAnnouncement(executor: Executor, id: number, now: Date): Promise<Announcement> {
  const [found] = await loadAnnouncements(executor, { where: eq(announcements.id, id) }, now);
  if (!found) throw new Error(`announcement ${id} not found`);
  return found;
}

/** The announcement as a proposal carries it: route, time, seats and status. */
async function loadSummaries(executor: Executor, ids: number[], now: Date): Promise<Map<number, AnnouncementSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ announcement: announcements, departureCity, arrivalCity })
    .from(announcements)
    .innerJoin(departureCity, eq(departureCity.id, announcements.departureCityId))
    .innerJoin(arrivalCity, eq(arrivalCity.id, announcements.arrivalCityId))
    .where(inArray(announcements.id, [...new Set(ids)]));
  return new Map(
    rows.map(({ announcement: a, departureCity: from, arrivalCity: to }) => {
      const status = effectiveStatus(a, now);
      return [
        a.id,
        {
          id: a.id,
          user_id: a.userId,
          departure_city: cityJson(from),
          arrival_city: cityJson(to),
          desired_departure_time: a.desiredDepartureTime.toISOString(),
          seats_needed: a.seatsNeeded,
          status,
          status_text: ANNOUNCEMENT_STATUS_TEXT[status] ?? String(status),
        },
      ];
    }),
  );
}

/** Proposals matching `where`, oldest first, each with its driver (and rating), vehicle and announcement summary. */
export async function loadProposals(executor: Executor, where: SQL, now: Date): Promise<Proposal[]> {
  const rows = await executor
    .select({ proposal: proposals, driver: personColumns, vehicle: vehicleColumns })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.driverId))
    .leftJoin(vehicles, eq(vehicles.id, proposals.vehicleId))
    .where(where)
    .orderBy(asc(proposals.createdAt), asc(proposals.id));
  if (rows.length === 0) return [];
  const ratings = await averageRatings(
    executor,
    rows.map((r) => r.driver.id),
  );
  const summaries = await loadSummaries(
    executor,
    rows.map((r) => r.proposal.announcementId),
    now,
  );
  return rows.map(({ proposal: p, driver, vehicle }) => ({
    ...proposalJson(p),
    announcement: summaries.get(p.announcementId) ?? null,
    driver: personJson(driver, ratings.get(driver.id) ?? null),
    vehicle: vehicle?.id ? { ...vehicle } : null,
  }));
}

export async function loadProposal(executor: Executor, id: number, now: Date): Promise<Proposal> {
  const [found] = await loadProposals(executor, eq(proposals.id, id), now);
  if (!found) throw new Error(`proposal ${id} not found`);
  return found;
}

/** A proposal's own fields, without the rows around it. */
export function proposalJson(p: ProposalRow): Proposal {
  return {
    id: p.id,
    announcement_id: p.announcementId,
    driver_id: p.driverId,
    vehicle_id: p.vehicleId,
    proposed_price: Number(p.proposedPrice),
    proposed_departure_time: p.proposedDepartureTime.toISOString(),
    message: p.message,
    status: p.status,
    status_text: PROPOSAL_STATUS_TEXT[p.status] ?? String(p.status),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/**
 * Adds `proposals` and `accepted_trip_proposal` to announcements, as `viewerId` may see them: the owner every
 * proposal; a driver only their own, so drivers never see each other's prices; a visitor (null) none.
 */
export async function withProposals(executor: Executor, list: Announcement[], viewerId: number | null, now: Date): Promise<Announcement[]> {
  if (list.length === 0) return list;
  const owned = list.filter((a) => a.user_id === viewerId).map((a) => a.id);
  const others = list.filter((a) => a.user_id !== viewerId).map((a) => a.id);
  const found: Proposal[] = [];
  if (owned.length) found.push(...(await loadProposals(executor, and(inArray(proposals.announcementId, owned), shownProposals)!, now)));
  if (others.length && viewerId !== null) {
    found.push(...(await loadProposals(executor, and(inArray(proposals.announcementId, others), eq(proposals.driverId, viewerId), shownProposals)!, now)));
  }
  return list.map((a) => {
    const mine = found.filter((p) => p.announcement_id === a.id);
    return { ...a, proposals: mine, accepted_trip_proposal: mine.find((p) => p.status === PROPOSAL_STATUS.accepted) ?? null };
  });
}
