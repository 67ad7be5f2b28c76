// Start Conversation: the first message to a trip's driver, queued like any change so it is sent once, later if
// need be; once sent, the conversation and its message join the chat on the device.
import { endpoints } from '../../contract/api';
import { TRIP_CONTEXT_TYPE, messageSentResponse } from '../../contract/conversations';
import type { OutboxEntry } from '../outbox-entry';
import { mirrorConversations, mirrorMessages } from '../chat-mirror';
import type { MechwarDatabase, TripRow } from '../database';
import { enqueue } from '../outbox';
import { rowKey } from '../row-marks';
import { requireSession, routeLabel } from './session-guard';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

export async function startConversation(db: MechwarDatabase, trip: TripRow, content: string, id: string = newEntryId()) {
  return db.transaction('rw', [db.session, db.outbox], async () => {
    const session = await requireSession(db);
    await enqueue(db, {
      id,
      kind: 'startConversation',
      label: outboxLabel('Message au chauffeur {route}', { route: routeLabel(trip) }),
      method: 'POST',
      path: endpoints.startConversation.path,
      body: { type: 'json', data: { content: content.trim(), context_type: TRIP_CONTEXT_TYPE, context_id: trip.id, client_id: id } },
      userId: session.user.id,
      // About a trip published here and not sent yet: it waits for that trip's create.
      alsoActsOn: trip.id < 0 ? [rowKey('trips', trip.id)] : [],
    });
    return id;
  });
}

/** The answer carries the message and its conversation (older servers send only their ids: the next pull brings them). */
export async function applyConversationStarted(db: MechwarDatabase, entry: OutboxEntry, answer: AnswerOf<typeof endpoints.startConversation>) {
  const parsed = messageSentResponse.safeParse(answer);
  if (!parsed.success) return;
  const { conversation, ...message } = parsed.data.data;
  if (conversation) await mirrorConversations(db, entry.userId, [conversation]);
  await mirrorMessages(db, entry.userId, [message]);
}

export const conversationWrites = {
  startConversation: defineWrite({ endpoints: [endpoints.startConversation], apply: applyConversationStarted }),
};
