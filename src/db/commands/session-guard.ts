// Shared by commands: the signed-in session they act for, and how a trip's route reads in labels.
import type { MechwarDatabase } from '../database';

export async function requireSession(db: MechwarDatabase) {
  const session = await db.session.get('current');
  if (!session) throw new Error('Please login to perform this action');
  return session;
}

export function routeLabel(trip: { departure_city?: { name: string } | null; arrival_city?: { name: string } | null }): string {
  return `${trip.departure_city?.name ?? '?'} → ${trip.arrival_city?.name ?? '?'}`;
}
