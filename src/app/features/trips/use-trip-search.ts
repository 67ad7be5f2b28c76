// The trip list's state: filters live in the URL (shareable, kept on back), results come from the mirror at once
// (offline too) while the worker fetches the matching server pages; "Voir Plus" asks for the next one.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import type { TripFilters } from '../../../contract/trips';
import { TRIP_FILTER_KEYS, TRIPS_PER_PAGE } from '../../../contract/trip-limits';
import { readFilters, TRIP_FILTER_READERS } from '../../../contract/list-filters';
import { db } from '../../../db/database';
import { searchTrips, tripSearchKey } from '../../../db/trip-queries';
import { lastSyncedAt } from '../../../db/queries';
import { sync } from '../../../sync/client';

/** Reads the filters from the URL; values that do not parse are dropped rather than breaking the page. */
export function filtersFromParams(params: URLSearchParams): TripFilters {
  return readFilters(TRIP_FILTER_READERS, params);
}

export function useTripSearch() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const key = JSON.stringify(filters);
  // Pages shown belong to one search: new filters start again at page 1 in the same render, so no request goes
  // out for the old page number with the new filters.
  const [paging, setPaging] = useState({ key, pages: 1 });
  const pages = paging.key === key ? paging.pages : 1;
  const [server, setServer] = useState<{ loading: boolean; hasMore: boolean; failed: boolean }>({ loading: true, hasMore: false, failed: false });

  useEffect(() => {
    let current = true;
    setServer((state) => ({ ...state, loading: true }));
    void sync.refreshTrips({ ...filters, page: pages }).then((result) => {
      if (!current) return;
      setServer({ loading: false, hasMore: result.ok ? result.info.hasMore : false, failed: !result.ok });
    });
    return () => {
      current = false;
    };
    // `key` stands for `filters`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pages]);

  const limit = pages * TRIPS_PER_PAGE;
  const trips = useLiveQuery(() => searchTrips(db, filters, limit), [key, limit]);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, tripSearchKey(filters)), [key]);

  const apply = useCallback(
    (next: TripFilters) => {
      const search = new URLSearchParams();
      for (const name of TRIP_FILTER_KEYS) {
        const value = next[name];
        if (value !== undefined && value !== null && String(value) !== '') search.set(name, String(value));
      }
      setParams(search);
    },
    [setParams],
  );

  return {
    filters,
    apply,
    trips,
    loading: trips === undefined || (server.loading && (trips?.length ?? 0) === 0),
    refreshing: server.loading,
    failed: server.failed,
    hasMore: server.hasMore || (trips?.length ?? 0) >= limit,
    more: () => setPaging({ key, pages: pages + 1 }),
    syncedAt,
  };
}
