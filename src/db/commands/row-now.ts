// The row a command acts on, as it is now rather than as the screen showed it: the server's row once one made here
// was sent (its temporary id followed), and a refusal in the person's words when it was deleted meanwhile.
import type { AnnouncementRow, MechwarDatabase, ProposalRow, TripRow } from '../database';
import { latestRow } from '../temporary-ids';

interface Rows {
  trips: TripRow;
  announcements: AnnouncementRow;
  proposals: ProposalRow;
}

export async function rowNow<T extends keyof Rows>(db: MechwarDatabase, table: T, shown: { id: number }, goneMessage: string): Promise<Rows[T]> {
  const row = (await latestRow(db, table, shown.id)) as Rows[T] | undefined;
  if (!row || row._deleted) throw new Error(goneMessage);
  return row;
}
