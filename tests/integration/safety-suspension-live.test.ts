// A suspension ends the person's live sessions at once (issue 40): a socket already listening to their own channels
// hears nothing more, though it stays connected, and a new subscription is refused with their revoked token.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { channels, events } from '../../src/contract/realtime';
import { deliveriesSettled } from '../../src/server/live/deliver';
import { createDriver, createStaff, type TestDriver } from '../helpers/marketplace';
import { disconnectClients, eventsDuring, nextEvent, pusherClient, startRealtimeServer, subscribed, type RealtimeTestServer } from '../helpers/realtime';
import { reportsOf, sendReport } from '../helpers/reports';
import { AMEL } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser } from '../helpers/server';

let server: RealtimeTestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let staff: SignedInUser;
beforeAll(async () => {
  server = await startRealtimeServer();
  driver = await createDriver(server);
  passenger = await createVerifiedUser(server, AMEL);
  staff = await createStaff(server);
});
afterEach(() => disconnectClients());
afterAll(async () => server?.close());

/** The passenger reports the driver's profile; staff take `action` on it. */
async function reportAndAct(json: Record<string, unknown>) {
  await sendReport(server, passenger, { subject_type: 'user', subject_id: driver.user.id, reason: 'harassment' });
  const open = (await reportsOf(server, 'user', driver.user.id)).find((row) => row.status === 0);
  const answer = await call(server, 'POST', `/api/staff/reports/${open!.id}/actions`, { token: staff.token, json });
  expect(answer.status).toBe(200);
  await deliveriesSettled();
}

describe('a suspension and the live channels', () => {
  it('takes the suspended person’s sockets off their channels', async () => {
    const notifications = await subscribed(pusherClient(server, { token: driver.token }), channels.notifications(driver.user.id));
    // Before: a warning reaches the socket.
    const warned = nextEvent(notifications, events.notification);
    await reportAndAct({ action: 'warn', note: 'Premier avertissement' });
    expect(JSON.stringify(await warned)).toContain('Avertissement');

    await reportAndAct({ action: 'suspend', days: 3, note: 'Récidive' });
    const heard = eventsDuring(notifications, events.notification, 1500);
    // A notification written for the person after the suspension is not delivered to the socket they had open.
    await reportAndAct({ action: 'warn', note: 'Après la suspension' });
    expect(await heard).toEqual([]);
    const again = await call(server, 'POST', '/broadcasting/auth', {
      token: driver.token,
      json: { socket_id: '1.1', channel_name: channels.notifications(driver.user.id) },
    });
    expect(again.status).toBe(401);
  });
});
