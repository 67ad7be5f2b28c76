// The trip a list already shows, handed to its detail page through the navigation: the page draws it in its first
// frame, before the mirror's answer (the same row) arrives, and the live query takes over from there.
import type { TripRow } from '../../../db/database';

interface TripSeed {
  trip: TripRow;
}

export const tripSeed = (trip: TripRow): TripSeed => ({ trip });

/** The seed a navigation carried, if it is this trip's: any other state (or none) gives nothing. */
export function seededTrip(state: unknown, id: number): TripRow | undefined {
  const trip = (state as Partial<TripSeed> | null)?.trip;
  return trip && typeof trip === 'object' && trip.id === id ? trip : undefined;
}
