// "Bloquer" and "Débloquer" (issue 40): queued like any write, so one made in a dead zone is sent once the network
// returns, exactly once. The mirror's list of blocked people changes at once, and with it what the lists hide.
import { endpoints, pathFor } from '../../contract/api';
import type { MechwarDatabase } from '../database';
import { enqueue } from '../outbox';
import { outboxLabel } from '../outbox-label';
import { requireSession } from './session-guard';
import { defineWrite, keepShown } from './define-write';
import { newEntryId } from './write-once';

/** Whom the block names: as a profile, a conversation or a card shows them. */
export interface PersonToBlock {
  id: number;
  full_name?: string;
  image_url?: string | null;
}

/** One person's block and unblock queue in order, whatever else waits. */
const personRow = (id: number) => `blocks:${id}`;

/** Blocks someone; resolves with the entry id. Their trips and requests leave this device's lists at once. */
export async function blockPerson(db: MechwarDatabase, person: PersonToBlock, id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.blocks, db.outbox], async () => {
    const session = await requireSession(db);
    if (person.id === session.user.id) throw new Error('You cannot block yourself.');
    const name = person.full_name ?? '';
    await db.blocks.put({
      id: person.id,
      full_name: name,
      image_url: person.image_url ?? null,
      blocked_at: new Date().toISOString(),
      _ownerId: session.user.id,
    });
    await enqueue(db, {
      id,
      kind: 'block',
      label: outboxLabel('Blocage de {name}', { name }),
      method: 'POST',
      path: pathFor(endpoints.block, person.id),
      body: { type: 'none' },
      userId: session.user.id,
      alsoActsOn: [personRow(person.id)],
    });
    return id;
  });
}

/** Unblocks someone; resolves with the entry id. */
export async function unblockPerson(db: MechwarDatabase, person: PersonToBlock, id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.blocks, db.outbox], async () => {
    const session = await requireSession(db);
    const name = person.full_name ?? (await db.blocks.get([session.user.id, person.id]))?.full_name ?? '';
    await db.blocks.delete([session.user.id, person.id]);
    await enqueue(db, {
      id,
      kind: 'unblock',
      label: outboxLabel('Déblocage de {name}', { name }),
      method: 'DELETE',
      path: pathFor(endpoints.unblock, person.id),
      body: { type: 'none' },
      userId: session.user.id,
      alsoActsOn: [personRow(person.id)],
    });
    return id;
  });
}

export const blockWrites = {
  // A block refuses what was pending between the two: the bookings and parcels come again; so does the list, whatever
  // the answer (a refused block is put back by it).
  block: defineWrite({ endpoints: [endpoints.block], apply: keepShown, afterAnswer: ['blocks', 'bookings', 'parcels'] }),
  unblock: defineWrite({ endpoints: [endpoints.unblock], apply: keepShown, afterAnswer: ['blocks'] }),
};
