// Every place trips run between, by its stored name, from the mirror (pulled at start, readable offline).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database';
import { citiesByName } from '../../db/queries';

export function useCities() {
  return useLiveQuery(() => citiesByName(db), [], []);
}
