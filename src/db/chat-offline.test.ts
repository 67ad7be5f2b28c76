// The chat on the device: messages typed offline show at once and queue in order; a refusal takes one back; live
// events and pulls store each message once; reading clears counts once; long histories are read by the last page.
import { afterEach, describe, expect, it } from 'vitest';
import { conversationFixture, messageFixture } from '../../tests/fixtures/chat';
import { deviceSignedIn } from '../../tests/fixtures/device';
import type { MechwarDatabase } from './database';
import { applyConversationRead, applyMessagingEvent, mirrorConversations, mirrorMessages } from './chat-mirror';
import { conversationMessages, conversationsOf, unreadMessagesTotal } from './chat-queries';
import { readConversation, sendMessage } from './commands/chat';
import { markHeld, markRetry, nextDue } from './outbox';
import { completeEntry, markFailed } from './outbox-outcomes';

let db: MechwarDatabase;
afterEach(async () => {
  await db?.delete();
});

async function withTwoConversations() {
  db = await deviceSignedIn(7);
  await mirrorConversations(db, 7, [
    conversationFixture(1, { messages: [messageFixture(10, 1)], last_message_at: '2025-01-01T08:00:10.000Z' }),
    conversationFixture(2, { messages: [messageFixture(20, 2)], last_message_at: '2025-01-01T08:00:20.000Z', unread_messages_count: 2 }),
  ]);
}

const texts = async (conversationId: number) => (await conversationMessages(db, conversationId, 50)).messages.map((m) => m.content.text);

describe('messages typed offline', () => {
  it('show at once after the server’s, move their conversation to the top and go in the order typed', async () => {
    await withTwoConversations();
    expect((await conversationsOf(db, 7)).map((c) => c.id)).toEqual([2, 1]);
    const ids = [];
    for (const text of ['Un', 'Deux', 'Trois']) ids.push(await sendMessage(db, 1, text));
    expect(await texts(1)).toEqual(['Message 10', 'Un', 'Deux', 'Trois']);
    const conversations = await conversationsOf(db, 7);
    expect(conversations.map((c) => c.id)).toEqual([1, 2]);
    expect(conversations[0]!.messages[0]!.content.text).toBe('Trois');
    // One at a time, in order: the second waits for the first.
    expect((await nextDue(db, Date.now(), 7))?.id).toBe(ids[0]);
    expect((await db.outbox.get(ids[1]!))?.body).toEqual({ type: 'json', data: { content: 'Deux', client_id: ids[1] } });
  });

  it('a refused message leaves the history and its conversation shows what it showed before', async () => {
    await withTwoConversations();
    const id = await sendMessage(db, 1, 'Refusé');
    await markFailed(db, (await db.outbox.get(id))!, { status: 422, message: 'The content field is required.' });
    expect(await texts(1)).toEqual(['Message 10']);
    const [first] = await conversationsOf(db, 7);
    expect(first!.id).toBe(2);
    expect((await db.conversations.get(1))!.messages[0]!.id).toBe(10);
    expect((await db.outbox.get(id))?.state).toBe('failed');
  });

  it('a sent message takes the server’s id and place, once', async () => {
    await withTwoConversations();
    const id = await sendMessage(db, 1, 'Bonjour');
    const stored = messageFixture(11, 1, { sender_id: 7, content: { text: 'Bonjour' } });
    await completeEntry(db, (await db.outbox.get(id))!, {
      message: 'Message sent successfully',
      data: { ...stored, conversation: conversationFixture(1, { messages: [stored] }) },
    });
    expect((await conversationMessages(db, 1, 50)).messages.map((m) => m.id)).toEqual([10, 11]);
    // The live event of the same message changes nothing.
    await applyMessagingEvent(db, 7, { message: stored, conversation: conversationFixture(1, { messages: [stored] }) });
    expect((await conversationMessages(db, 1, 50)).messages.map((m) => m.id)).toEqual([10, 11]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('live events', () => {
  it('a message of an unknown conversation adds it at the top with the server’s unread count', async () => {
    await withTwoConversations();
    const message = messageFixture(30, 3);
    await applyMessagingEvent(db, 7, {
      message,
      conversation: conversationFixture(3, { messages: [message], unread_messages_count: 1, last_message_at: message.created_at }),
    });
    const conversations = await conversationsOf(db, 7);
    expect(conversations[0]).toMatchObject({ id: 3, unread_messages_count: 1 });
    expect(await unreadMessagesTotal(db, 7)).toBe(3);
    // The same message again, by event or pull: still one.
    await mirrorMessages(db, 7, [message]);
    await applyMessagingEvent(db, 7, {
      message,
      conversation: conversationFixture(3, { messages: [message], unread_messages_count: 1, last_message_at: message.created_at }),
    });
    expect(await texts(3)).toEqual(['Message 30']);
  });

  it('a card whose booking changed replaces the card, not adds one', async () => {
    await withTwoConversations();
    const card = messageFixture(40, 1, {
      type: 2,
      subject_id: 5,
      subject: { id: 5, passenger_id: 7, seats: 1, total_price: 20, status: 0, created_at: '2030-01-01T08:00:00.000Z' },
    });
    await mirrorMessages(db, 7, [card]);
    await applyMessagingEvent(db, 7, {
      message: { ...card, updated_at: '2030-01-02T08:00:00.000Z', subject: { ...card.subject!, status: 1 } as never },
      conversation: conversationFixture(1),
    });
    const shown = (await conversationMessages(db, 1, 50)).messages.filter((m) => m.id === 40);
    expect(shown).toHaveLength(1);
    expect((shown[0]!.subject as { status: number }).status).toBe(1);
  });
});

describe('reading', () => {
  it('clears the count at once and queues one read however often the conversation is opened', async () => {
    await withTwoConversations();
    const first = await readConversation(db, 2);
    const second = await readConversation(db, 2);
    expect(second).toBe(first);
    expect(await db.outbox.count()).toBe(1);
    expect((await db.conversations.get(2))!.unread_messages_count).toBe(0);
    expect(await readConversation(db, 99)).toBeNull();
  });

  it('a read on another device clears the dot here', async () => {
    await withTwoConversations();
    await applyConversationRead(db, 2);
    expect(await unreadMessagesTotal(db, 7)).toBe(0);
  });
});

describe('long histories', () => {
  it('read only the latest page and say older ones are on the device', async () => {
    db = await deviceSignedIn(7);
    await mirrorConversations(db, 7, [conversationFixture(1)]);
    await mirrorMessages(
      db,
      7,
      Array.from({ length: 2000 }, (_, i) => messageFixture(i + 1, 1)),
    );
    const page = await conversationMessages(db, 1, 30);
    expect(page.messages.map((m) => m.id)).toEqual(Array.from({ length: 30 }, (_, i) => 1971 + i));
    expect(page.hasOlderHere).toBe(true);
    expect((await conversationMessages(db, 1, 2000)).hasOlderHere).toBe(false);
  });
});

describe('a message whose answer was lost', () => {
  const serverCopy = (entryId: string) => messageFixture(11, 1, { sender_id: 7, content: { text: 'Bonjour' }, client_id: entryId });

  it('shows once when the server’s copy is pulled while its entry is held', async () => {
    await withTwoConversations();
    const id = await sendMessage(db, 1, 'Bonjour');
    await markHeld(db, (await db.outbox.get(id))!, { status: 401, message: 'Unauthenticated.' });
    await mirrorMessages(db, 7, [serverCopy(id)]);
    expect(await texts(1)).toEqual(['Message 10', 'Bonjour']);
    expect((await conversationMessages(db, 1, 50)).messages.every((m) => m.id > 0 && !m._pending?.length)).toBe(true);
    // The server has it: nothing waits to be sent again, and the conversation is no longer marked as changing.
    expect(await db.outbox.get(id)).toBeUndefined();
    expect((await db.conversations.get(1))!._pending ?? []).toEqual([]);
  });

  it('shows once when the server’s copy arrives live while its entry is stuck, in a conversation page too', async () => {
    await withTwoConversations();
    const id = await sendMessage(db, 1, 'Bonjour');
    const entry = (await db.outbox.get(id))!;
    for (let attempt = 0; attempt < 8; attempt += 1)
      await markRetry(db, { ...(await db.outbox.get(id))!, attempts: attempt }, { status: 500, message: 'Server Error' }, Date.now());
    expect((await db.outbox.get(entry.id))?.state).toBe('stuck');
    const copy = serverCopy(id);
    await applyMessagingEvent(db, 7, { message: copy, conversation: conversationFixture(1, { messages: [copy], last_message_at: copy.created_at }) });
    expect(await texts(1)).toEqual(['Message 10', 'Bonjour']);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.conversations.get(1))!.messages[0]!.id).toBe(11);
  });
});
