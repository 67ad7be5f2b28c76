// The places near each place (within NEARBY_KM as the crow flies), nearest first: a search from a town finds the cars
// that stop near it, and a write to a route outdates the cached searches of the places near its stops.
import { asc } from 'drizzle-orm';
import { greatCircleMetres } from '../../contract/great-circle';
import { NEARBY_KM } from '../../contract/road-distance';
import type { Executor } from '../db/client';
import { cities } from '../db/schema';

export interface NearbyPlace {
  id: number;
  /** Kilometres from the place asked about, rounded (0 for the place itself). */
  km: number;
}

type Place = { id: number; latitude: number | null; longitude: number | null };

export class NearbyPlaces {
  readonly #near = new Map<number, NearbyPlace[]>();

  /** Three hundred places make 45,000 pairs: worked out once, at start, in a few milliseconds. */
  constructor(places: Place[]) {
    for (const place of places) this.#near.set(place.id, [{ id: place.id, km: 0 }]);
    for (let a = 0; a < places.length; a += 1) {
      const from = places[a]!;
      if (from.latitude == null || from.longitude == null) continue;
      for (let b = a + 1; b < places.length; b += 1) {
        const to = places[b]!;
        if (to.latitude == null || to.longitude == null) continue;
        const km = greatCircleMetres({ lat: from.latitude, lng: from.longitude }, { lat: to.latitude, lng: to.longitude }) / 1000;
        if (km > NEARBY_KM) continue;
        this.#near.get(from.id)!.push({ id: to.id, km: Math.round(km) });
        this.#near.get(to.id)!.push({ id: from.id, km: Math.round(km) });
      }
    }
    for (const list of this.#near.values()) list.sort((x, y) => x.km - y.km || x.id - y.id);
  }

  /** The place itself first, then those within NEARBY_KM, nearest first; a place not known is alone. */
  of(id: number): NearbyPlace[] {
    return this.#near.get(id) ?? [{ id, km: 0 }];
  }
}

export async function loadNearbyPlaces(executor: Executor): Promise<NearbyPlaces> {
  return new NearbyPlaces(
    await executor.select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude }).from(cities).orderBy(asc(cities.id)),
  );
}
