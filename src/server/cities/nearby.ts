// The places near each place (within NEARBY_KM as the crow flies), nearest first: a search from a town finds the cars
// that stop near it, and a write to a route outdates the cached searches of the places near its stops.
import { asc } from 'drizzle-orm';
import { placesNear, type NearbyPlace, type Placed } from '../../contract/nearby-places';
import type { Executor } from '../db/client';
import { cities } from '../db/schema';

export type { NearbyPlace };

/** The places near a place as two PostgreSQL array literals, ids and kilometres in the same order. */
export interface NearbyArrays {
  ids: string;
  kms: string;
}

const arraysOf = (near: NearbyPlace[]): NearbyArrays => ({ ids: `{${near.map((p) => p.id).join(',')}}`, kms: `{${near.map((p) => p.km).join(',')}}` });

export class NearbyPlaces {
  readonly #near = new Map<number, NearbyPlace[]>();
  readonly #arrays = new Map<number, NearbyArrays>();

  /** Three hundred places make 90,000 distances: worked out once, at start, in a few milliseconds. */
  constructor(places: Placed[]) {
    for (const place of places) {
      const near = placesNear(places, place.id);
      this.#near.set(place.id, near);
      this.#arrays.set(place.id, arraysOf(near));
    }
  }

  /** `of(id)` as a search binds it, written once rather than at every search. */
  arraysOf(id: number): NearbyArrays {
    return this.#arrays.get(id) ?? arraysOf(this.of(id));
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
