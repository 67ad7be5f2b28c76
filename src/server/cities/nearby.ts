// The places near each place (within NEARBY_KM as the crow flies), nearest first: a search from a town finds the cars
// that stop near it, and a write to a route outdates the cached searches of the places near its stops.
import { asc } from 'drizzle-orm';
import { placesNear, type NearbyPlace, type Placed } from '../../contract/nearby-places';
import type { Executor } from '../db/client';
import { cities } from '../db/schema';

export type { NearbyPlace };

/** The places near a place as two PostgreSQL array literals: their ids, and their kilometres subscripted by id. */
export interface NearbyArrays {
  ids: string;
  /**
   * `kmById[id]` is how far place `id` is, for every id of `ids` (the array starts at the lowest and ends at the highest,
   * 0 in between): a search reads it for each leg it matches, and a subscript costs PostgreSQL a fifth of what looking
   * the id up in a list did (array_position was a fifth of a search between two towns near capitals).
   */
  kmById: string;
}

function arraysOf(near: NearbyPlace[]): NearbyArrays {
  const ids = near.map((place) => place.id);
  const lowest = Math.min(...ids);
  const kms = new Array<number>(Math.max(...ids) - lowest + 1).fill(0);
  for (const place of near) kms[place.id - lowest] = place.km;
  return { ids: `{${ids.join(',')}}`, kmById: `[${lowest}:${lowest + kms.length - 1}]={${kms.join(',')}}` };
}

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
