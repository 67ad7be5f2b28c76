// The state of a list of things moving between two cities (trips, travel requests): results from the mirror at once
// (offline too) while the worker fetches the matching server pages; "Voir Plus" asks for the next one.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../db/database';
import { lastSyncedAt } from '../../../db/queries';

/** Where one kind of listing reads its filters, its rows and its server pages. */
export interface RouteSearchSource<F extends object, Row> {
  /** The filters an address may carry, in the order they are written back to it. */
  keys: ReadonlyArray<keyof F & string>;
  /** Reads the filters from an address; values that do not parse are dropped rather than breaking the page. */
  fromParams: (params: URLSearchParams) => F;
  /** Asks the worker for one server page: what it says about more pages, or null when it failed. */
  refresh: (filters: F, page: number) => Promise<{ hasMore: boolean } | null>;
  /** The matching rows of the mirror, at most `limit`. */
  search: (filters: F, limit: number) => Promise<Row[]>;
  /** The key under which the worker records when this search last reached the server. */
  syncKey: (filters: F) => string;
  perPage: number;
}

function toParams<F extends object>(keys: ReadonlyArray<keyof F & string>, filters: F): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of keys) {
    const value = filters[key];
    if (value !== undefined && value !== null && String(value) !== '') search.set(key, String(value));
  }
  return search;
}

/**
 * Filters live in the URL when `inUrl` (shareable, kept on back), else in the component, as on the landing page whose
 * address stays "/".
 */
export function useRouteSearch<F extends object, Row>(source: RouteSearchSource<F, Row>, { inUrl }: { inUrl: boolean }) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<F>({} as F);
  const fromUrl = useMemo(() => source.fromParams(params), [source, params]);
  const filters = inUrl ? fromUrl : local;
  const key = JSON.stringify(filters);
  // Pages shown belong to one search: new filters start again at page 1 in the same render, so no request goes
  // out for the old page number with the new filters.
  const [paging, setPaging] = useState({ key, pages: 1 });
  const pages = paging.key === key ? paging.pages : 1;
  const [server, setServer] = useState({ loading: true, hasMore: false, failed: false });

  useEffect(() => {
    let current = true;
    setServer((state) => ({ ...state, loading: true }));
    void source.refresh(filters, pages).then((info) => {
      if (!current) return;
      setServer({ loading: false, hasMore: info?.hasMore ?? false, failed: info === null });
    });
    return () => {
      current = false;
    };
    // `key` stands for `filters`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, pages]);

  const limit = pages * source.perPage;
  const rows = useLiveQuery(() => source.search(filters, limit), [key, limit]);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, source.syncKey(filters)), [key]);

  const apply = useCallback(
    (next: F) => {
      const search = toParams(source.keys, next);
      if (inUrl) setParams(search);
      else setLocal(source.fromParams(search));
    },
    [source, inUrl, setParams],
  );

  return {
    filters,
    apply,
    rows,
    loading: rows === undefined || (server.loading && (rows?.length ?? 0) === 0),
    refreshing: server.loading,
    failed: server.failed,
    hasMore: server.hasMore || (rows?.length ?? 0) >= limit,
    more: () => setPaging({ key, pages: pages + 1 }),
    syncedAt,
  };
}

export type RouteSearchState<F extends object, Row> = ReturnType<typeof useRouteSearch<F, Row>>;
