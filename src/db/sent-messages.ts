// A message whose send was answered too late (the answer lost, the entry then held or stuck) arrives anyway, by pull
// or live event, carrying the id its device gave it: the copy shown as waiting goes, and so does its entry.
import type { Message } from '../contract/conversations';
import type { MechwarDatabase } from './database';
import { refreshMarks } from './row-marks';

const SENDS = new Set(['sendMessage', 'startConversation']);

/** Joins server messages typed on this device to their waiting copies. Call inside a transaction over outbox, messages and conversations. */
export async function joinSentMessages(db: MechwarDatabase, messages: Message[]): Promise<void> {
  for (const message of messages) {
    if (!message.client_id) continue;
    const entry = await db.outbox.get(message.client_id);
    // Being sent right now: its own answer is on the way and does the same. Refused: the server did not take it.
    if (!entry || !SENDS.has(entry.kind) || entry.state === 'sending' || entry.state === 'failed') continue;
    await db.outbox.delete(entry.id);
    if (entry.tempId !== undefined) await db.messages.delete(entry.tempId);
    for (const touch of entry.touches) if (touch.table !== 'messages') await refreshMarks(db, touch.table, touch.id);
  }
}
