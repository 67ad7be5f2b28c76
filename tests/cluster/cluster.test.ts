// Two server processes on one PostgreSQL database behind nginx (deploy/nginx.conf), each with its own data folder:
// live events, cached trip lists, jobs and uploaded files behave as with one process, whichever process a request or
// a socket reaches.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { conversationsResponse } from '../../src/contract/conversations';
import { channels, events } from '../../src/contract/realtime';
import { startCluster, clusterAccount, clusterDriver, type Cluster } from '../helpers/cluster';
import { appendFile, cityId, decide, publishTrip, requestSeats, TEST_PDF, type TestDriver } from '../helpers/marketplace';
import { connected, disconnectClients, pusherClient, subscribed } from '../helpers/realtime';
import { call, TEST_PASSWORD, uniquePhone, type SignedInUser, type TestServer } from '../helpers/server';
import { openJobQueue } from '../../src/server/jobs/job-queue';
import { logSmsProvider } from '../../src/server/sms/log-provider';
import { allowedCountries } from '../../src/server/sms/phone-numbers';
import { queueText } from '../../src/server/sms/queue-text';
import { texting } from '../../src/server/sms/texting';

type MessagingEvent = { message: { id: number; content: { text: string } } };

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
}, 120_000);
afterAll(async () => cluster?.close());
afterEach(() => disconnectClients());

describe('two processes behind nginx', () => {
  let driver: TestDriver;
  let passenger: SignedInUser;
  beforeAll(async () => {
    driver = await clusterDriver(cluster);
    passenger = await clusterAccount(cluster, 'Amel');
  });

  it('hands messages sent through either process live, once, to pusher-js clients connected through nginx', async () => {
    const trip = await publishTrip(cluster.front as TestServer, driver);
    await requestSeats(cluster.front as TestServer, passenger, trip.id);
    const listed = await call(cluster.front, 'GET', '/api/conversations', { token: driver.token });
    const conversationId = conversationsResponse.parse(listed.body).conversations.data.find((c) => c.context_id === trip.id)!.id;

    // nginx hands requests to its processes in turn: the two phones of the driver, each subscribing right after it
    // connects, are not always on different processes; the messages below come from both, so that does not matter.
    const heard: MessagingEvent[][] = [];
    for (let phone = 0; phone < 2; phone++) {
      const client = pusherClient(cluster.front, { token: driver.token });
      await connected(client);
      const channel = await subscribed(client, channels.messages(driver.user.id));
      const mine: MessagingEvent[] = [];
      channel.bind(events.message, (event: MessagingEvent) => mine.push(event));
      heard.push(mine);
    }

    // One message through each process: whichever process a phone's socket reached, one of the two messages was written
    // by the other, and both arrive, once each.
    const ids: number[] = [];
    for (const [index, text] of [
      [0, 'Je suis à la gare'],
      [1, 'J’arrive dans 5 minutes'],
    ] as const) {
      const sent = await call(cluster.direct(index), 'POST', `/api/conversations/${conversationId}/messages`, {
        token: passenger.token,
        json: { content: text },
      });
      expect(sent.status).toBe(201);
      ids.push((sent.body as { data: { id: number } }).data.id);
    }
    const counts = () => heard.map((mine) => ids.map((id) => mine.filter((event) => event.message.id === id).length));
    await expect.poll(counts, { timeout: 5_000, interval: 20 }).toEqual([
      [1, 1],
      [1, 1],
    ]);
    // Long enough for a second copy to show up, were there one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(counts()).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });

  it('shows a booking accepted through process A in process B’s cached trip list within a second', async () => {
    const ids = {
      departure_city_id: await cityId(cluster.front as TestServer, 'Gabès'),
      arrival_city_id: await cityId(cluster.front as TestServer, 'Médenine'),
    };
    const trip = await publishTrip(cluster.direct(0) as TestServer, driver, { ...ids, available_seats: 3 });
    const query = `/api/trips?departure_city_id=${ids.departure_city_id}&arrival_city_id=${ids.arrival_city_id}`;
    const seatsOnB = async () => {
      const answer = await call(cluster.direct(1), 'GET', query);
      return (answer.body.data as { id: number; available_seats: number }[]).find((row) => row.id === trip.id)?.available_seats;
    };
    expect(await seatsOnB()).toBe(3);
    expect(await seatsOnB()).toBe(3); // asked twice: now kept in B's cache

    const bookingId = await requestSeats(cluster.direct(0) as TestServer, passenger, trip.id, 2);
    const accepted = await decide(cluster.direct(0) as TestServer, driver, bookingId, 'accept');
    expect(accepted.status).toBe(200);
    const acceptedAt = Date.now();
    await expect.poll(seatsOnB, { timeout: 1_000, interval: 20 }).toBe(1);
    expect(Date.now() - acceptedAt).toBeLessThan(1_000);
  });

  it('sends each text once, from whichever process takes its job', async () => {
    // Ten texts enqueued in one transaction (as a write does), by a queue that works nothing itself: both processes
    // work the queue, and each text leaves once, from one of them.
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const jobs = await openJobQueue(cluster.database, quiet);
    const services = { texting: texting(logSmsProvider(quiet), null, allowedCountries(undefined), null), jobs };
    const phones = Array.from({ length: 10 }, () => uniquePhone());
    await cluster.database.db.transaction(async (tx) => {
      for (const phone of phones)
        await queueText(tx, services, { phone, purpose: 'parcel', body: `Mechwar : colis ${phone}` }, new Date(), { overBudget: 'record' });
    });
    await jobs.stop();
    const sentTo = (phone: string) => cluster.processes.map((server) => server.output.join('').split(`SMS to +216${phone}:`).length - 1);
    const total = (phone: string) => sentTo(phone).reduce((sum, count) => sum + count, 0);
    for (const phone of phones) await expect.poll(() => total(phone), { timeout: 15_000 }).toBe(1);
    // Still once a moment later: no second process took a job the first had.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(phones.map(total)).toEqual(phones.map(() => 1));
  });

  it('passes answers through compressed as the process made them', async () => {
    const answer = await fetch(`${cluster.nginx.url}/api/cities`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.status).toBe(200);
    expect(['br', 'gzip']).toContain(answer.headers.get('content-encoding'));
    expect(JSON.stringify(await answer.json())).toContain('Sousse');
  });

  it('serves through process B, byte for byte, a document uploaded through process A, and a range of it through nginx', async () => {
    const content = Buffer.concat([TEST_PDF, randomBytes(700 * 1024)]);
    const form = new FormData();
    appendFile(form, 'documents[1]', content);
    const uploaded = await call(cluster.direct(0), 'POST', '/api/user/documents', { token: passenger.token, form });
    expect(uploaded.status).toBe(200);
    const downloadUrl = (base: string) => `${base}/api/documents/${uploaded.body.user.documents[0].id}/download`;
    const auth = { authorization: `Bearer ${passenger.token}` };

    const onB = await fetch(downloadUrl(cluster.direct(1).url), { headers: auth });
    expect(onB.status).toBe(200);
    expect(Buffer.from(await onB.arrayBuffer()).equals(content)).toBe(true);
    const resumed = await fetch(downloadUrl(cluster.front.url), { headers: { ...auth, range: 'bytes=500000-' } });
    expect(resumed.status).toBe(206);
    expect(resumed.headers.get('content-range')).toBe(`bytes 500000-${content.length - 1}/${content.length}`);
    expect(Buffer.from(await resumed.arrayBuffer()).equals(content.subarray(500000))).toBe(true);
    const cached = await fetch(downloadUrl(cluster.front.url), { headers: { ...auth, 'if-none-match': onB.headers.get('etag')! } });
    expect(cached.status).toBe(304);
  });

  it('counts attempts per person behind nginx, whatever X-Forwarded-For the caller writes itself (TRUST_PROXY=1)', async () => {
    // Registrations are limited to 5 per address in 10 minutes; this file has already registered 2 from here.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(cluster.front, 'POST', '/api/auth/register', {
        headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}` },
        json: { first_name: 'Sami', last_name: 'Ben Ali', phone: uniquePhone(), password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, terms: true },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
  });
});
