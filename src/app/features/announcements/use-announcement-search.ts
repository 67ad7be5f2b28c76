// Where the travel-request list reads its filters, its rows and its server pages. On /announcements the filters live
// in the URL; on the landing page, in the component.
import { ANNOUNCEMENT_FILTER_KEYS, ANNOUNCEMENTS_PER_PAGE } from '../../../contract/announcement-rules';
import { ANNOUNCEMENT_FILTER_READERS, readFilters } from '../../../contract/list-filters';
import type { AnnouncementRow } from '../../../db/database';
import { db } from '../../../db/database';
import { announcementSearchKey, searchAnnouncements, type LocalAnnouncementFilters } from '../../../db/announcement-queries';
import { sync } from '../../../sync/client';
import { useRouteSearch, type RouteSearchSource, type RouteSearchState } from '../listings/use-route-search';

const ANNOUNCEMENT_SEARCH: RouteSearchSource<LocalAnnouncementFilters, AnnouncementRow> = {
  // `status` stays the server's default (Open): a person does not set it.
  keys: ANNOUNCEMENT_FILTER_KEYS.filter((key) => key !== 'status'),
  fromParams: (params) => readFilters(ANNOUNCEMENT_FILTER_READERS, params),
  refresh: async (filters, page) => {
    const result = await sync.refreshAnnouncements({ ...filters, page });
    return result.ok ? result.info : null;
  },
  search: (filters, limit) => searchAnnouncements(db, filters, limit),
  syncKey: announcementSearchKey,
  perPage: ANNOUNCEMENTS_PER_PAGE,
};

export function useAnnouncementSearch({ inUrl }: { inUrl: boolean }) {
  return useRouteSearch(ANNOUNCEMENT_SEARCH, { inUrl });
}

export type AnnouncementSearch = RouteSearchState<LocalAnnouncementFilters, AnnouncementRow>;
