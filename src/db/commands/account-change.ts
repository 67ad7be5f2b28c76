// A change to the signed-in person's own account row (`me`): shown at once, queued like every write, and the server's
// answer laid over the row with the changes still queued after it. The language, the gender and the emergency
// contacts are each one such change.
import type { MechwarDatabase, MeRow } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue, type NewOutboxEntry } from '../outbox';
import { changeRow, putServerRow } from '../row-marks';
import { requireSession } from './session-guard';

type AccountRequest = Pick<NewOutboxEntry, 'kind' | 'label' | 'method' | 'path' | 'body'>;

/** Changes `me` and queues `request` in one transaction; returns the entry id. */
export function queueAccountChange(db: MechwarDatabase, changes: Partial<MeRow>, request: AccountRequest, id: string): Promise<string> {
  return db.transaction('rw', [db.session, db.me, db.outbox], async () => {
    const session = await requireSession(db);
    const current = (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
    await db.me.put(current);
    const touch = await changeRow(db, 'me', session.user.id, changes);
    await enqueue(db, { id, ...request, userId: session.user.id, touches: [touch] });
    return id;
  });
}

/** The server's word on these fields of the account. */
export async function applyAccountFields(db: MechwarDatabase, entry: OutboxEntry, fields: Partial<MeRow>): Promise<void> {
  const current = await db.me.get(entry.userId);
  if (!current) return;
  const { _pending, ...local } = current;
  void _pending;
  await putServerRow(db, 'me', { ...local, ...fields } as never, entry.id);
}
