// The chat over REST: conversation list and pages, sending, reading on every device, who sees which card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponse, messageSentResponse, messagesResponse } from '../../src/contract/conversations';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

const list = async (who: SignedInUser, page = 1) => {
  const answer = await call(server, 'GET', `/api/conversations?page=${page}`, { token: who.token });
  expect(answer.status).toBe(200);
  return conversationsResponse.parse(answer.body);
};
const pageOf = async (who: SignedInUser, conversationId: number, page = 1) => {
  const answer = await call(server, 'GET', `/api/conversations/${conversationId}/messages?page=${page}`, { token: who.token });
  expect(answer.status).toBe(200);
  return messagesResponse.parse(answer.body).messages;
};
const send = (who: SignedInUser, conversationId: number, content: string) =>
  call(server, 'POST', `/api/conversations/${conversationId}/messages`, { token: who.token, json: { content } });

describe('a conversation about a trip', () => {
  it('starts with a booking request both people see, lists with names, cities and unread counts', async () => {
    const trip = await publishTrip(server, driver);
    const bookingId = await requestSeats(server, passenger, trip.id, 2);

    const driverList = await list(driver);
    const conversation = driverList.conversations.data.find((c) => c.context_id === trip.id)!;
    expect(conversation).toMatchObject({
      title: 'Tunis → Sousse',
      context: { departure_city: { name: 'Tunis' }, arrival_city: { name: 'Sousse' } },
      unread_messages_count: 1,
    });
    expect(conversation.participants.map((p) => p.participant?.full_name).sort()).toEqual(['Amel Sassi', 'Mourad Driss']);
    const [card] = conversation.messages;
    expect(card).toMatchObject({ type: 2, subject_id: bookingId, subject: { id: bookingId, seats: 2, status: 0, total_price: 22 } });
    expect(card!.subject).toMatchObject({ trip: { departure_city: { name: 'Tunis' }, arrival_city: { name: 'Sousse' } } });
    expect(driverList.unread_count).toBeGreaterThanOrEqual(1);

    // The passenger sent the card: it is in their list too, and not unread for them.
    const passengerSide = (await list(passenger)).conversations.data.find((c) => c.id === conversation.id)!;
    expect(passengerSide.messages[0]!.id).toBe(card!.id);
    expect(passengerSide.unread_messages_count).toBe(0);
  });

  it('sends, pages newest first, and reading clears the unread count', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    const conversationId = (await list(passenger)).conversations.data.find((c) => c.context_id === trip.id)!.id;
    for (let i = 1; i <= 35; i++) {
      const answer = await send(passenger, conversationId, `Message ${i}`);
      expect(answer.status).toBe(201);
      if (i === 35) {
        const sent = messageSentResponse.parse(answer.body);
        expect(sent.message).toBe('Message sent successfully');
        expect(sent.data).toMatchObject({ conversation_id: conversationId, sender_id: passenger.user.id, content: { text: 'Message 35' } });
        expect(sent.data.conversation?.id).toBe(conversationId);
      }
    }
    const first = await pageOf(driver, conversationId, 1);
    expect(first.data[0]!.content.text).toBe('Message 35');
    expect(first.data).toHaveLength(30);
    expect(first.total).toBe(36);
    expect(first.next_page_url).toContain('page=2');
    const second = await pageOf(driver, conversationId, 2);
    expect(second.data.map((m) => m.content.text)).toEqual(['Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1', expect.stringContaining('place')]);
    expect(second.next_page_url).toBeNull();

    const before = (await list(driver)).conversations.data.find((c) => c.id === conversationId)!;
    expect(before.unread_messages_count).toBe(36);
    const read = await call(server, 'POST', `/api/conversations/${conversationId}/read`, { token: driver.token });
    expect(read.status).toBe(200);
    const after = await list(driver);
    expect(after.conversations.data.find((c) => c.id === conversationId)!.unread_messages_count).toBe(0);
    expect(read.body.unread_count).toBe(after.unread_count);
  });

  it('lists 4 a page, newest activity first', async () => {
    const someone = await createVerifiedUser(server);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const trip = await publishTrip(server, driver);
      const started = await call(server, 'POST', '/api/conversations/start', {
        token: someone.token,
        json: { content: `Bonjour ${i}`, context_type: 'App\\Models\\Trip', context_id: trip.id },
      });
      expect(started.status).toBe(201);
      ids.push(started.body.data.conversation_id);
      server.clock.advance(1000);
    }
    const first = await list(someone);
    expect(first.conversations.data.map((c) => c.id)).toEqual(ids.slice(1).reverse());
    expect(first.conversations.per_page).toBe(4);
    expect((await list(someone, 2)).conversations.data.map((c) => c.id)).toEqual([ids[0]]);
    // Starting again about the same trip reuses the conversation.
    const tripId = first.conversations.data[0]!.context_id;
    const again = await call(server, 'POST', '/api/conversations/start', {
      token: someone.token,
      json: { content: 'Encore moi', context_id: tripId },
    });
    expect(again.body.data.conversation_id).toBe(ids[4]);
  });

  it('tells the other participant of a new message, with a link to the conversation', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    const conversationId = (await list(passenger)).conversations.data.find((c) => c.context_id === trip.id)!.id;
    await send(driver, conversationId, 'Rendez-vous à 8h devant la gare');
    const answer = await call(server, 'GET', '/api/notifications', { token: passenger.token });
    expect(answer.body.notifications[0]).toMatchObject({
      title: 'Nouveau message de Mourad Driss',
      message: 'Rendez-vous à 8h devant la gare',
      web_url: `/messages?conversation=${conversationId}`,
      readed_at: null,
    });
  });
});

describe('who may read and write', () => {
  it('refuses strangers, unknown conversations, empty messages and missing tokens', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    const conversationId = (await list(passenger)).conversations.data.find((c) => c.context_id === trip.id)!.id;
    const stranger = await createVerifiedUser(server);

    for (const [method, path, json] of [
      ['GET', `/api/conversations/${conversationId}/messages`, undefined],
      ['POST', `/api/conversations/${conversationId}/messages`, { content: 'Hello' }],
      ['POST', `/api/conversations/${conversationId}/read`, undefined],
    ] as const) {
      const refused = await call(server, method, path, { token: stranger.token, json });
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.body).toEqual({ message: 'You are not a participant of this conversation.', code: 'forbidden' });
      expect((await call(server, method, path, { json })).status, `${method} ${path} without a token`).toBe(401);
      expect((await call(server, method, path.replace(String(conversationId), '999999'), { token: passenger.token, json })).status).toBe(404);
    }
    expect((await call(server, 'GET', '/api/conversations')).status).toBe(401);
    expect((await list(stranger)).conversations.data).toEqual([]);

    const blank = await send(passenger, conversationId, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual({ content: ['The content field is required.'] });
    const missing = await call(server, 'POST', `/api/conversations/${conversationId}/messages`, { token: passenger.token, json: {} });
    expect(missing.body.errors).toEqual({ content: ['The content field is required.'] });
    const long = await send(passenger, conversationId, 'x'.repeat(2001));
    expect(long.body.errors).toEqual({ content: ['The content may not be greater than 2000 characters.'] });
    expect((await pageOf(passenger, conversationId)).data.some((m) => m.content.text.trim() === '')).toBe(false);
  });

  it('answers a replayed send with the stored message and sends it once', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    const conversationId = (await list(passenger)).conversations.data.find((c) => c.context_id === trip.id)!.id;
    const headers = { 'Idempotency-Key': `chat-${conversationId}` };
    const first = await call(server, 'POST', `/api/conversations/${conversationId}/messages`, {
      token: passenger.token,
      json: { content: 'Une fois' },
      headers,
    });
    const again = await call(server, 'POST', `/api/conversations/${conversationId}/messages`, {
      token: passenger.token,
      json: { content: 'Une fois' },
      headers,
    });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await pageOf(driver, conversationId)).data.filter((m) => m.content.text === 'Une fois')).toHaveLength(1);
  });
});
