// The places near each place (within NEARBY_KM as the crow flies), nearest first: a search from a town finds the cars
// that stop near it, and a write to a route outdates the cached searches of the places near its stops.
import { asc } from 'drizzle-orm';
import { placesNear, type NearbyPlace, type Placed } from '../../contract/nearby-places';
import type { Executor } from '../db/client';
import { cities } from '../db/schema';

export type { NearbyPlace };

export class NearbyPlaces {
  readonly #near = new Map<number, NearbyPlace[]>();

  /** Three hundred places make 90,000 distances: worked out once, at start, in a few milliseconds. */
  constructor(places: Placed[]) {
    for (const place of places) this.#near.set(place.id, placesNear(places, place.id));
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
