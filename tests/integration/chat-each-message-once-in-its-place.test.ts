// Each message once and in its place. A message whose answer was lost: the server keeps the device's id for it and
// echoes it, so the copy the next pull brings joins the one still shown as waiting. A message its reader cannot see
// (a feedback request for someone else) does not move their conversation up.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponse, messagesResponse } from '../../src/contract/conversations';
import { conversationMessages, conversationsOf } from '../../src/db/chat-queries';
import { sendMessage } from '../../src/db/commands/chat';
import { createChatPull } from '../../src/sync/chat-pull';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import { decide, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { endWorkerTest, recordFetch, signIn, workerAgainst, type TestWorker } from '../helpers/worker';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let worker: TestWorker;
beforeAll(async () => void ({ server, driver, passenger } = await startServerWith(driverAndPassenger)));
afterEach(endWorkerTest);
afterAll(async () => server?.close());

describe('a message whose answer was lost', () => {
  it('is stored with the device’s id, echoed, and shown once after the next pull', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    worker = workerAgainst(server.url);
    await signIn(worker, passenger);
    const chat = createChatPull(worker.db, worker.http);
    await chat.conversations();
    const conversation = (await conversationsOf(worker.db, passenger.user.id)).find((c) => c.context_id === trip.id)!;

    const network = recordFetch();
    const id = await sendMessage(worker.db, conversation.id, 'Je suis devant la gare');
    network.control.fail = ({ method, path }) => (method === 'POST' && path.endsWith('/messages') ? 'after' : null);
    await worker.drain();
    network.control.fail = null;
    // The server has it; the device does not know, and waits to send it again.
    expect((await worker.db.outbox.get(id))?.state).toBe('pending');
    const onServer = messagesResponse.parse((await call(server, 'GET', `/api/conversations/${conversation.id}/messages`, { token: driver.token })).body);
    expect(onServer.messages.data[0]).toMatchObject({ content: { text: 'Je suis devant la gare' }, client_id: id });

    await chat.conversations();
    const texts = (await conversationMessages(worker.db, conversation.id, 50)).messages.map((m) => m.content.text);
    expect(texts.filter((text) => text === 'Je suis devant la gare')).toHaveLength(1);
    expect(await worker.db.outbox.get(id)).toBeUndefined();
    // Nothing was sent twice.
    expect(network.to(`/api/conversations/${conversation.id}/messages`, 'POST')).toHaveLength(1);
  });

  it('refuses a client id longer than 64 characters, saying so under the field', async () => {
    const trip = await publishTrip(server, driver);
    await requestSeats(server, passenger, trip.id);
    const list = await call(server, 'GET', '/api/conversations', { token: passenger.token });
    const conversationId = (list.body as { conversations: { data: { id: number; context_id: number }[] } }).conversations.data.find(
      (c) => c.context_id === trip.id,
    )!.id;
    const answer = await call(server, 'POST', `/api/conversations/${conversationId}/messages`, {
      token: passenger.token,
      json: { content: 'Bonjour', client_id: 'x'.repeat(65) },
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { client_id: ['The client id may not be greater than 64 characters.'] } });
  });
});

describe('the conversation list of each reader', () => {
  const listOf = async (who: SignedInUser) =>
    conversationsResponse.parse((await call(server, 'GET', '/api/conversations', { token: who.token })).body).conversations.data;

  it('moves a conversation up only for a message its reader may see', async () => {
    const completed = await publishTrip(server, driver);
    await decide(server, driver, await requestSeats(server, passenger, completed.id), 'accept');
    server.clock.advance(60_000);
    const later = await publishTrip(server, driver);
    await requestSeats(server, passenger, later.id);
    const before = (await listOf(driver)).filter((c) => [completed.id, later.id].includes(c.context_id!));
    expect(before.map((c) => c.context_id)).toEqual([later.id, completed.id]);

    server.clock.advance(60_000);
    // Completing the trip asks the passenger alone for feedback.
    expect((await call(server, 'PATCH', `/api/trips/${completed.id}/complete`, { token: driver.token })).status).toBe(200);
    const driverSide = (await listOf(driver)).filter((c) => [completed.id, later.id].includes(c.context_id!));
    expect(driverSide.map((c) => c.context_id)).toEqual([later.id, completed.id]);
    expect(driverSide[1]!.last_message_at).toBe(before[1]!.last_message_at);
    const passengerSide = (await listOf(passenger)).filter((c) => [completed.id, later.id].includes(c.context_id!));
    expect(passengerSide.map((c) => c.context_id)).toEqual([completed.id, later.id]);
    expect(passengerSide[0]!.messages[0]).toMatchObject({ type: 1, target_user_id: passenger.user.id });
  });
});
