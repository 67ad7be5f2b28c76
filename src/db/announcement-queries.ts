// The announcement list's search and filters over the mirror, so they answer offline: open requests whose desired
// time is still ahead, soonest first, narrowed by the index of the cities given.
import type { Collection, InsertType } from 'dexie';
import type { AnnouncementFilters } from '../contract/announcements';
import { ANNOUNCEMENT_FILTER_KEYS, announcementStatusAt } from '../contract/announcement-rules';
import { ANNOUNCEMENT_STATUS } from '../contract/statuses';
import { tunisDayRange } from '../contract/tunis-time';
import type { AnnouncementRow, MechwarDatabase, ProposalRow } from './database';
import { hiddenPeople } from './blocks-mirror';

export type LocalAnnouncementFilters = Omit<AnnouncementFilters, 'page' | 'status'>;

const MAX_TIME = '\uffff';

/** The bookkeeping key of one search: its own "last synced". */
export function announcementSearchKey(filters: LocalAnnouncementFilters): string {
  const parts = ANNOUNCEMENT_FILTER_KEYS.filter((name) => name !== 'status' && filters[name as keyof LocalAnnouncementFilters] !== undefined).map(
    (name) => `${name}=${filters[name as keyof LocalAnnouncementFilters]}`,
  );
  return `announcements?${parts.join('&')}`;
}

/** Everything but the index range, as the server filters: open, seats a car can take, budget. Pure. */
export function matchesAnnouncementFilters(row: AnnouncementRow, filters: LocalAnnouncementFilters, now = Date.now()): boolean {
  if (row._deleted || announcementStatusAt(row.status, row.desired_departure_time, now) !== ANNOUNCEMENT_STATUS.open) return false;
  if (filters.departure_city_id && row.departure_city_id !== filters.departure_city_id) return false;
  if (filters.arrival_city_id && row.arrival_city_id !== filters.arrival_city_id) return false;
  if (filters.seats_needed !== undefined && row.seats_needed > filters.seats_needed) return false;
  if (filters.max_price !== undefined && row.max_price_per_seat != null && row.max_price_per_seat > filters.max_price) return false;
  return true;
}

type AnnouncementCollection = Collection<AnnouncementRow, number, InsertType<AnnouncementRow, 'id'>>;

function byDesiredTime(db: MechwarDatabase, filters: LocalAnnouncementFilters, from: string, to: string): AnnouncementCollection {
  const { departure_city_id: d, arrival_city_id: a } = filters;
  const table = db.announcements;
  if (d && a) return table.where('[departure_city_id+arrival_city_id+desired_departure_time]').between([d, a, from], [d, a, to], true, false);
  if (d) return table.where('[departure_city_id+desired_departure_time]').between([d, from], [d, to], true, false);
  if (a) return table.where('[arrival_city_id+desired_departure_time]').between([a, from], [a, to], true, false);
  return table.where('desired_departure_time').between(from, to, true, false);
}

/**
 * The list as the server orders it (open requests, soonest desired time first), at most `limit`. Reads the index
 * range in chunks and filters in memory; a date narrows the range to that Tunis day. The requests of people the
 * signed-in person blocked are left out, as the server leaves them out.
 */
export async function searchAnnouncements(db: MechwarDatabase, filters: LocalAnnouncementFilters, limit: number, now = Date.now()): Promise<AnnouncementRow[]> {
  let from = new Date(now).toISOString();
  let to = MAX_TIME;
  if (filters.date) {
    const day = tunisDayRange(filters.date);
    if (day.start > from) from = day.start;
    to = day.end;
  }
  if (from >= to) return [];
  const hidden = await hiddenPeople(db);
  const found: AnnouncementRow[] = [];
  let read = 0;
  let chunk = limit + 10;
  while (found.length < limit) {
    const rows = await byDesiredTime(db, filters, from, to).offset(read).limit(chunk).toArray();
    for (const row of rows) if (!hidden.has(row.user_id) && matchesAnnouncementFilters(row, filters, now) && found.push(row) === limit) break;
    read += rows.length;
    if (rows.length < chunk) break;
    chunk = Math.min(2000, chunk * 2);
  }
  return found;
}

export function announcementById(db: MechwarDatabase, id: number): Promise<AnnouncementRow | undefined> {
  return db.announcements.get(id);
}

/** An announcement's proposals as this device knows them (withdrawn ones left out), oldest first. */
export async function proposalsOf(db: MechwarDatabase, announcementId: number): Promise<ProposalRow[]> {
  const rows = await db.proposals.where('announcement_id').equals(announcementId).toArray();
  return rows.filter((row) => !row._deleted && row.status !== 3).sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id - b.id);
}

/** "My Announcements": the owner's requests, latest desired time first. */
export async function myAnnouncements(db: MechwarDatabase, userId: number): Promise<AnnouncementRow[]> {
  const rows = await db.announcements.where('user_id').equals(userId).toArray();
  return rows.filter((row) => !row._deleted).sort((a, b) => b.desired_departure_time.localeCompare(a.desired_departure_time));
}
