// Chat commands: a message typed (shown at once, sent once, in the order typed), a conversation read, a booking
// answered from its card and feedback given from its card — all queued like every change, offline or not.
import { endpoints, pathFor } from '../../contract/api';
import { MESSAGE_TYPE, type Message } from '../../contract/conversations';
import { BOOKING_STATUS, BOOKING_STATUS_TEXT } from '../../contract/statuses';
import { RATING_STATUS, RATING_STATUS_TEXT } from '../../contract/ratings';
import type { MechwarDatabase, MessageRow } from '../database';
import type { OutboxEntry, RowTouch } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow, createRow, putServerRow } from '../row-marks';
import { toConversationRow } from '../chat-mirror';
import { requireSession } from './session-guard';
import { defineWrite, keepShown, type AnswerOf } from './define-write';
import { temporaryId } from './temp-id';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

const CHAT_TABLES = (db: MechwarDatabase) => [db.session, db.conversations, db.messages, db.bookings, db.outbox, db.meta];

/** How a message reads in the unsent list: its first words. */
const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

export function sendMessage(db: MechwarDatabase, conversationId: number, text: string, id: string = newEntryId()) {
  return db.transaction('rw', CHAT_TABLES(db), async () => {
    const session = await requireSession(db);
    const content = text.trim();
    const tempId = temporaryId();
    const now = new Date().toISOString();
    const message: MessageRow = {
      id: tempId,
      conversation_id: conversationId,
      type: MESSAGE_TYPE.text,
      sender_id: session.user.id,
      sender: { id: session.user.id, full_name: session.user.full_name, image_url: session.user.image_url },
      content: { text: content },
      created_at: now,
      updated_at: now,
      target_user_id: null,
      subject_id: null,
      subject: null,
      _ownerId: session.user.id,
      _entryId: id,
    };
    const touches: RowTouch[] = [await createRow(db, 'messages', message)];
    // The conversation moves to the top with its new last message at once; a refusal puts both back.
    if (await db.conversations.get(conversationId)) {
      const { _ownerId, _entryId, ...last } = message;
      void _ownerId;
      void _entryId;
      touches.push(await changeRow(db, 'conversations', conversationId, { last_message_at: now, messages: [last] }));
    }
    await enqueue(db, {
      id,
      kind: 'sendMessage',
      label: outboxLabel('Message « {text} »', { text: excerpt(content) }),
      method: 'POST',
      path: pathFor(endpoints.sendMessage, conversationId),
      body: { type: 'json', data: { content, client_id: id } },
      userId: session.user.id,
      tempId,
      touches,
      // Messages of one conversation go in the order typed, even those typed before the conversation was on the device.
      alsoActsOn: [`conversations:${conversationId}`],
    });
    return id;
  });
}

export async function applyMessageSent(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.sendMessage>) {
  const { conversation, ...message } = data;
  if (entry.tempId) await db.messages.delete(entry.tempId);
  await putServerRow(db, 'messages', { ...message, _ownerId: entry.userId }, entry.id);
  if (conversation) await putServerRow(db, 'conversations', toConversationRow(conversation, entry.userId), entry.id);
}

/**
 * Selecting a conversation resets its unread count (spec 000 §4), here at once and on the user's other devices once
 * sent. A read already queued for it is enough: reading twice offline sends one.
 */
export function readConversation(db: MechwarDatabase, conversationId: number, id: string = newEntryId()) {
  return db.transaction('rw', CHAT_TABLES(db), async () => {
    const session = await requireSession(db);
    const conversation = await db.conversations.get(conversationId);
    if (!conversation) return null;
    const queued = await db.outbox
      .where('rows')
      .equals(`conversations:${conversationId}`)
      .filter((entry) => entry.kind === 'readConversation' && entry.state === 'pending')
      .first();
    if (queued) {
      if (conversation.unread_messages_count) await db.conversations.update(conversationId, { unread_messages_count: 0 });
      return queued.id;
    }
    const touches = [await changeRow(db, 'conversations', conversationId, { unread_messages_count: 0 })];
    await enqueue(db, {
      id,
      kind: 'readConversation',
      label: outboxLabel('Lecture de la conversation {title}', { title: conversation.title }),
      method: 'POST',
      path: pathFor(endpoints.readConversation, conversationId),
      body: { type: 'none' },
      userId: session.user.id,
      touches,
    });
    return id;
  });
}

type BookingCard = Message & { subject: NonNullable<Message['subject']> & { seats: number } };

/** Accept or Refuse on a Booking Request card: the card and the booking (if on the device) change at once. */
export function answerBookingCard(db: MechwarDatabase, card: MessageRow, accept: boolean, id: string = newEntryId()) {
  return db.transaction('rw', CHAT_TABLES(db), async () => {
    const session = await requireSession(db);
    const subject = (card as BookingCard).subject;
    const status = accept ? BOOKING_STATUS.accepted : BOOKING_STATUS.rejected;
    const statusText = BOOKING_STATUS_TEXT[status];
    const touches = [await changeRow(db, 'messages', card.id, { subject: { ...subject, status, status_text: statusText } })];
    if (await db.bookings.get(subject.id)) touches.push(await changeRow(db, 'bookings', subject.id, { status, status_text: statusText }));
    const who = card.sender?.full_name ?? `#${card.sender_id}`;
    await enqueue(db, {
      id,
      kind: 'answerBookingCard',
      label: outboxLabel(accept ? 'Acceptation de la réservation de {who}' : 'Refus de la réservation de {who}', { who }),
      method: 'POST',
      path: pathFor(accept ? endpoints.acceptBooking : endpoints.rejectBooking, subject.id),
      body: { type: 'none' },
      userId: session.user.id,
      tripId: (subject as { trip_id?: number }).trip_id,
      touches,
    });
    return id;
  });
}

export async function applyBookingCardAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.acceptBooking>) {
  for (const touch of entry.touches) {
    if (touch.table === 'messages') {
      const card = await db.messages.get(touch.id);
      if (card?.subject) await putServerRow(db, 'messages', { ...card, subject: { ...card.subject, ...data } }, entry.id);
    } else if (touch.table === 'bookings') {
      const booking = await db.bookings.get(touch.id);
      if (booking) await putServerRow(db, 'bookings', { ...booking, ...data, trip_id: data.trip_id ?? booking.trip_id }, entry.id);
    }
  }
}

/** Envoyer on a FeedBack Request card: the stars and comment show at once, read-only. */
export function rateFromCard(db: MechwarDatabase, card: MessageRow, rating: number, comment: string, id: string = newEntryId()) {
  return db.transaction('rw', CHAT_TABLES(db), async () => {
    const session = await requireSession(db);
    const subject = card.subject!;
    const given = { rating, comment: comment.trim() || null, status: RATING_STATUS.approved, status_text: RATING_STATUS_TEXT[RATING_STATUS.approved] };
    const touches = [await changeRow(db, 'messages', card.id, { subject: { ...subject, ...given } })];
    await enqueue(db, {
      id,
      kind: 'rate',
      label: outboxLabel('Avis ({rating}★) sur le trajet', { rating }),
      method: 'PUT',
      path: pathFor(endpoints.rate, subject.id),
      body: { type: 'json', data: { rating, comment: given.comment } },
      userId: session.user.id,
      touches,
    });
    return id;
  });
}

export async function applyRatingAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.rate>) {
  for (const touch of entry.touches) {
    const card = touch.table === 'messages' ? await db.messages.get(touch.id) : undefined;
    if (card?.subject) await putServerRow(db, 'messages', { ...card, subject: { ...card.subject, ...data } }, entry.id);
  }
}

export const chatWrites = {
  sendMessage: defineWrite({ endpoints: [endpoints.sendMessage], apply: applyMessageSent }),
  // Reading only clears counts, already shown here: the answer adds nothing.
  readConversation: defineWrite({ endpoints: [endpoints.readConversation], apply: keepShown }),
  answerBookingCard: defineWrite({ endpoints: [endpoints.acceptBooking, endpoints.rejectBooking], apply: applyBookingCardAnswer }),
  rate: defineWrite({ endpoints: [endpoints.rate], apply: applyRatingAnswer }),
};
