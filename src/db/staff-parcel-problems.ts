// The staff desk's last list of parcel problems, kept in `meta` so the desk reads it without the network; it leaves
// with the session (clearSession), as nobody else on the device may read it.
import type { ParcelProblem } from '../contract/parcels';
import type { MechwarDatabase } from './database';

export const STAFF_PARCEL_PROBLEMS = 'staff:parcel-problems';

export interface KeptParcelProblems {
  at: number;
  list: ParcelProblem[];
}

export async function keptParcelProblems(db: MechwarDatabase): Promise<KeptParcelProblems | null> {
  return ((await db.meta.get(STAFF_PARCEL_PROBLEMS))?.value as KeptParcelProblems | undefined) ?? null;
}
