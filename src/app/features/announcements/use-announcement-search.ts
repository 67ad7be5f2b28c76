// The announcement list's state, as the trip list's: results from the mirror at once (offline too) while the worker
// fetches the matching server pages; "Voir Plus" asks for the next one. Filters live in the URL on /announcements
// (shareable, kept on back) and in the component on the landing page, whose address stays "/".
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { ANNOUNCEMENT_FILTER_KEYS, ANNOUNCEMENTS_PER_PAGE } from '../../../contract/announcement-rules';
import { ANNOUNCEMENT_FILTER_READERS, readFilters } from '../../../contract/list-filters';
import { db } from '../../../db/database';
import { announcementSearchKey, searchAnnouncements, type LocalAnnouncementFilters } from '../../../db/announcement-queries';
import { lastSyncedAt } from '../../../db/queries';
import { sync } from '../../../sync/client';

/** The filters a person sets; `status` stays the server's default (Open). */
const KEYS = ANNOUNCEMENT_FILTER_KEYS.filter((key) => key !== 'status') as Array<keyof LocalAnnouncementFilters>;

/** Reads the filters from the URL; values that do not parse are dropped rather than breaking the page. */
export function filtersFromParams(params: URLSearchParams): LocalAnnouncementFilters {
  return readFilters(ANNOUNCEMENT_FILTER_READERS, params);
}

function toParams(filters: LocalAnnouncementFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== null && String(value) !== '') search.set(key, String(value));
  }
  return search;
}

export function useAnnouncementSearch({ inUrl }: { inUrl: boolean }) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<LocalAnnouncementFilters>({});
  const fromUrl = useMemo(() => filtersFromParams(params), [params]);
  const filters = inUrl ? fromUrl : local;
  const key = JSON.stringify(filters);
  // Pages shown belong to one search: new filters start again at page 1 in the same render.
  const [paging, setPaging] = useState({ key, pages: 1 });
  const pages = paging.key === key ? paging.pages : 1;
  const [server, setServer] = useState({ loading: true, hasMore: false, failed: false });

  useEffect(() => {
    let current = true;
    setServer((state) => ({ ...state, loading: true }));
    void sync.refreshAnnouncements({ ...filters, page: pages }).then((result) => {
      if (!current) return;
      setServer({ loading: false, hasMore: result.ok ? result.info.hasMore : false, failed: !result.ok });
    });
    return () => {
      current = false;
    };
    // `key` stands for `filters`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pages]);

  const limit = pages * ANNOUNCEMENTS_PER_PAGE;
  const announcements = useLiveQuery(() => searchAnnouncements(db, filters, limit), [key, limit]);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, announcementSearchKey(filters)), [key]);

  const apply = useCallback(
    (next: LocalAnnouncementFilters) => {
      if (inUrl) setParams(toParams(next));
      else setLocal(filtersFromParams(toParams(next)));
    },
    [inUrl, setParams],
  );

  return {
    filters,
    apply,
    announcements,
    loading: announcements === undefined || (server.loading && (announcements?.length ?? 0) === 0),
    refreshing: server.loading,
    failed: server.failed,
    hasMore: server.hasMore || (announcements?.length ?? 0) >= limit,
    more: () => setPaging({ key, pages: pages + 1 }),
    syncedAt,
  };
}

export type AnnouncementSearch = ReturnType<typeof useAnnouncementSearch>;
