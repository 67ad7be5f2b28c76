// The Arabic names of the places beyond the 24 capitals, learned from the device's mirror of the cities list.
//
// Why not in the script: the 24 capitals' names are in every bundle (src/contract/city-names.ts, a few hundred
// bytes); the 250 other towns' would add some 6 KB to the first load that only Arabic screens use, and they come
// anyway with the cities list that the sync worker pulls at every start and the mirror keeps offline. So the first
// screen that names a city starts watching the mirror's cities, and screens re-render once their names are known.
// Before the first pull (a first start offline) a town shows its French name, as every town did before.
import { liveQuery } from 'dexie';
import type { City } from '../../contract/cities';
import { db } from '../../db/database';

let learned: ReadonlyMap<string, string> = new Map();
const listeners = new Set<() => void>();
let watching = false;

/** Keeps the Arabic names of these cities (a new map only when one changed, so screens re-render only then). */
export function learnPlaceNames(cities: ReadonlyArray<Pick<City, 'name' | 'name_ar'>>): void {
  const names = new Map<string, string>();
  for (const city of cities) if (city.name_ar) names.set(city.name, city.name_ar);
  if (names.size === learned.size && [...names].every(([name, arabic]) => learned.get(name) === arabic)) return;
  learned = names;
  for (const listener of listeners) listener();
}

function watchMirror() {
  if (watching) return;
  watching = true;
  // Dexie runs it again whenever a pull changes the cities table. A mirror that cannot be read leaves the French names.
  liveQuery(() => db.cities.toArray()).subscribe({ next: learnPlaceNames, error: () => undefined });
}

/** For `useSyncExternalStore`: watching starts with the first screen that names a city. */
export function subscribeToPlaceNames(listener: () => void): () => void {
  watchMirror();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const learnedPlaceNames = (): ReadonlyMap<string, string> => learned;
