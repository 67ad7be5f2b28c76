// The places near a place (within NEARBY_KM as the crow flies), nearest first: the server's searches and the device's
// mirror both match a stop to the towns around it with this one rule.
import { greatCircleMetres } from './great-circle';
import { NEARBY_KM } from './road-distance';

export interface Placed {
  id: number;
  latitude?: number | null;
  longitude?: number | null;
}

export interface NearbyPlace {
  id: number;
  /** Kilometres from the place asked about, rounded (0 for the place itself). */
  km: number;
}

/** `id` itself first, then every place within NEARBY_KM, nearest first (then by id); a place not listed is alone. */
export function placesNear(places: readonly Placed[], id: number): NearbyPlace[] {
  const origin = places.find((place) => place.id === id);
  if (!origin || origin.latitude == null || origin.longitude == null) return [{ id, km: 0 }];
  const near: NearbyPlace[] = [];
  for (const place of places) {
    if (place.id === id || place.latitude == null || place.longitude == null) continue;
    const km = greatCircleMetres({ lat: origin.latitude, lng: origin.longitude }, { lat: place.latitude, lng: place.longitude }) / 1000;
    if (km <= NEARBY_KM) near.push({ id: place.id, km: Math.round(km) });
  }
  near.sort((a, b) => a.km - b.km || a.id - b.id);
  return [{ id, km: 0 }, ...near];
}
