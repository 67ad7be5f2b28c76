// The fair price of the route the trip form describes (issue 39): the road through its stopovers, from the mirror's
// places and the operator's last known rate, so the driver sees the range as they type, offline too.
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { priceSuggestion, routeKm, type PriceSuggestion } from '../../../contract/road-distance';
import { db } from '../../../db/database';
import { pricePerKmOf } from '../../../db/price-rate';
import { sync } from '../../../sync/client';

/** The route's suggestion, or null while a place is missing or has no coordinates. */
export function fairPriceOf(places: ({ latitude?: number | null; longitude?: number | null } | undefined)[], pricePerKm: number): PriceSuggestion | null {
  const points = places.map((place) => (place?.latitude != null && place.longitude != null ? { lat: place.latitude, lng: place.longitude } : null));
  if (points.length < 2 || points.some((point) => point === null)) return null;
  const km = routeKm(points as { lat: number; lng: number }[]);
  return km > 0 ? priceSuggestion(km, pricePerKm) : null;
}

/** Reads the route's places from the mirror; asks the server for its rate once the two ends are chosen. */
export function useFairPrice(cityIds: number[]): PriceSuggestion | null {
  const from = cityIds[0];
  const to = cityIds[cityIds.length - 1];
  useEffect(() => {
    if (from && to && from !== to) void sync.refreshPriceSuggestion(from, to);
  }, [from, to]);
  const key = cityIds.join(',');
  return (
    useLiveQuery(
      async () => {
        if (cityIds.some((id) => !id)) return null;
        const [places, rate] = await Promise.all([db.cities.bulkGet(cityIds), pricePerKmOf(db)]);
        return fairPriceOf(places, rate);
      },
      [key],
      null,
    ) ?? null
  );
}
