// Where the trip list reads its filters (all of them in the URL), its rows and its server pages.
import { TRIP_FILTER_KEYS, TRIPS_PER_PAGE } from '../../../contract/trip-limits';
import { readFilters, TRIP_FILTER_READERS } from '../../../contract/list-filters';
import { db } from '../../../db/database';
import { searchTrips, tripSearchKey, type ListedTrip, type LocalTripFilters } from '../../../db/trip-queries';
import { sync } from '../../../sync/client';
import { useRouteSearch, type RouteSearchSource } from '../listings/use-route-search';

const TRIP_SEARCH: RouteSearchSource<LocalTripFilters, ListedTrip> = {
  keys: TRIP_FILTER_KEYS,
  fromParams: (params) => readFilters(TRIP_FILTER_READERS, params),
  refresh: async (filters, page) => {
    const result = await sync.refreshTrips({ ...filters, page });
    return result.ok ? result.info : null;
  },
  search: (filters, limit) => searchTrips(db, filters, limit),
  syncKey: tripSearchKey,
  perPage: TRIPS_PER_PAGE,
};

export function useTripSearch() {
  return useRouteSearch(TRIP_SEARCH, { inUrl: true });
}
