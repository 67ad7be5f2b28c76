// Two servers on one PostgreSQL database, as two processes behind a load balancer: a chat message written through one
// reaches, once, a pusher-js client connected to the other (NOTIFY / LISTEN), large ones and after a lost connection too.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponse } from '../../src/contract/conversations';
import { channels, events } from '../../src/contract/realtime';
import { createDriver, decide, publishTrip, requestSeats, type TestDriver } from '../helpers/marketplace';
import { drivePoints, sendPoints, startTrip, tripLeavingSoon } from '../helpers/tracking';
import {
  disconnectClients,
  eventsDuring,
  nextEvent,
  pusherClient,
  pusherPublisher,
  startRealtimeServer,
  subscribed,
  type RealtimeTestServer,
} from '../helpers/realtime';
import { call, createVerifiedUser, type SignedInUser } from '../helpers/server';

type MessagingEvent = { message: { id: number; content: { text: string } }; conversation: { id: number } };

describe('live events across processes', () => {
  let writer: RealtimeTestServer;
  let reader: RealtimeTestServer;
  let driver: TestDriver;
  let passenger: SignedInUser;
  let conversationId: number;
  beforeAll(async () => {
    writer = await startRealtimeServer();
    const { appId, key, secret } = writer;
    reader = await startRealtimeServer({ database: writer.database, realtime: { appId, key, secret } });
    driver = await createDriver(writer);
    passenger = await createVerifiedUser(writer, { first_name: 'Amel' });
    const trip = await publishTrip(writer, driver);
    await requestSeats(writer, passenger, trip.id);
    const listed = await call(writer, 'GET', '/api/conversations', { token: driver.token });
    conversationId = conversationsResponse.parse(listed.body).conversations.data.find((c) => c.context_id === trip.id)!.id;
  });
  afterEach(() => disconnectClients());
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });

  /** The driver's messages channel, as their phone sees it through the reader. */
  async function driverListening() {
    const client = pusherClient(reader, { token: driver.token });
    const channel = await subscribed(client, channels.messages(driver.user.id));
    const heard: MessagingEvent[] = [];
    channel.bind(events.message, (event: MessagingEvent) => heard.push(event));
    return { client, channel, heard };
  }

  const send = async (content: string) => {
    const sent = await call(writer, 'POST', `/api/conversations/${conversationId}/messages`, { token: passenger.token, json: { content } });
    expect(sent.status).toBe(201);
    return (sent.body as { data: { id: number } }).data;
  };

  /** Waits for the message to arrive, then long enough for a second copy to show up if there were one. */
  async function heardOnce(heard: MessagingEvent[], messageId: number) {
    await expect.poll(() => heard.filter((e) => e.message.id === messageId).length, { timeout: 5_000, interval: 20 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return heard.filter((e) => e.message.id === messageId);
  }

  it('delivers a message sent through one server, once, to a client connected to the other', async () => {
    const { heard } = await driverListening();
    const sent = await send('Je suis devant la gare');
    const [event, ...again] = await heardOnce(heard, sent.id);
    expect(again).toEqual([]);
    expect(event!.message.content.text).toBe('Je suis devant la gare');
    expect(event!.conversation.id).toBe(conversationId);
  });

  it('delivers an event larger than a NOTIFY can carry', async () => {
    const { heard } = await driverListening();
    const long = 'نلتقاو قدام "المحطة" في الساعة ثمانية، '.repeat(60).slice(0, 2000);
    const sent = await send(long);
    const [event, ...again] = await heardOnce(heard, sent.id);
    expect(again).toEqual([]);
    expect(event!.message.content.text).toBe(long);
    expect(Buffer.byteLength(JSON.stringify(event))).toBeGreaterThan(8 * 1024);
  });

  it('sends its sockets to reconnect once a lost LISTEN connection is back, and delivers again', async () => {
    const { client, channel, heard } = await driverListening();
    const firstSocket = client.connection.socket_id;
    const resubscribed = new Promise((resolve) => channel.bind('pusher:subscription_succeeded', resolve));
    const listeners = async () =>
      (
        (await writer.database.db.execute(sql`
        select pid from pg_stat_activity
        where datname = current_database() and application_name = 'mechwar live events' and query = 'LISTEN mechwar_live' and state = 'idle'`)) as unknown as {
          rows: { pid: number }[];
        }
      ).rows.map((row) => row.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await writer.database.db.execute(sql`select pg_terminate_backend(pid) from unnest(${`{${before.join(',')}}`}::int[]) as pid`);
    await expect.poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 5_000, interval: 50 }).toBe(2);

    // Events published meanwhile never reached it: reconnecting makes the client pull them.
    await resubscribed;
    expect(client.connection.socket_id).not.toBe(firstSocket);
    const sent = await send('Toujours là ?');
    const [event, ...again] = await heardOnce(heard, sent.id);
    expect(again).toEqual([]);
    expect(event!.message.content.text).toBe('Toujours là ?');
  });

  it('delivers a message at once while the writer pool has reads queued on every connection', async () => {
    const { heard } = await driverListening();
    // Searches queued on the pool, as under a full load: each connection busy and another read waiting for it.
    const pool = (writer.database.db as unknown as { $client: { options: { max: number } } }).$client;
    let loaded = true;
    const lanes = Array.from({ length: pool.options.max * 2 }, async () => {
      while (loaded) await writer.database.db.execute(sql`select pg_sleep(0.3)`);
    });
    try {
      const sent = await send('On part dans cinq minutes');
      const answered = Date.now();
      // Each of the event's dozen reads would wait its turn (0.3 s) behind them; on connections of its own, none does.
      await expect.poll(() => heard.some((e) => e.message.id === sent.id), { timeout: 10_000, interval: 10 }).toBe(true);
      expect(Date.now() - answered).toBeLessThan(1_000);
    } finally {
      loaded = false;
      await Promise.all(lanes);
    }
  });

  it('takes a trip away from a passenger whose seat is cancelled through one server, on a socket of the other', async () => {
    const tripId = await tripLeavingSoon(writer, driver, passenger);
    expect((await startTrip(writer, tripId, driver.token)).status).toBe(200);
    const passengerTrip = await subscribed(pusherClient(reader, { token: passenger.token }), channels.trip(tripId));
    const driverTrip = await subscribed(pusherClient(reader, { token: driver.token }), channels.trip(tripId));
    const booking = (await call(writer, 'GET', `/api/trips/${tripId}`, { token: passenger.token })).body.data.bookings[0];
    expect((await decide(writer, passenger, booking.id, 'cancel')).status).toBe(200);
    // The revocation and the point travel by NOTIFY in the order their writes committed.
    const heardByPassenger = eventsDuring(passengerTrip, events.tripPosition, 1500);
    const heardByDriver = nextEvent(driverTrip, events.tripPosition);
    expect((await sendPoints(writer, tripId, driver.token, drivePoints(writer.clock.now().getTime(), 1))).status).toBe(200);
    expect(await heardByDriver).toMatchObject({ trip_id: tripId });
    expect(await heardByPassenger).toEqual([]);
  });

  it('delivers what a backend publishes through the events API of one server to a client of the other', async () => {
    const { channel } = await driverListening();
    const arrived = nextEvent(channel, 'Reminder');
    // The official server library, as a Laravel backend publishes.
    const answer = await pusherPublisher(writer).trigger(channels.messages(driver.user.id), 'Reminder', { text: 'x'.repeat(9_000) });
    expect(answer.status).toBe(200);
    expect(await arrived).toEqual({ text: 'x'.repeat(9_000) });
  });
});
