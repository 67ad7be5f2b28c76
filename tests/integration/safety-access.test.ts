// Who may report, block, read reports or blocks, act on reports and read the audit log, route by route: the reporter,
// the reported (or blocked) person, a stranger, staff, an unverified account and nobody signed in. Each caller reports
// a fresh trip, so an earlier report never counts; each blocks the driver, then unblocks, so no block outlives its row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriver, createStaff, publishTrip, type TestDriver } from '../helpers/marketplace';
import { reportsOf, sendReport } from '../helpers/reports';
import { AMIRA, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, registerUser, type SignedInUser, type TestServer } from '../helpers/server';

let server: TestServer;
let driver: TestDriver;
let passenger: SignedInUser;
let stranger: SignedInUser;
let staff: SignedInUser;
let unverified: SignedInUser;
beforeAll(async () => {
  ({ server, driver, passenger, stranger, staff, unverified } = await startServerWith(async (s) => ({
    driver: await createDriver(s),
    passenger: await createVerifiedUser(s, AMIRA),
    stranger: await createVerifiedUser(s, { first_name: 'Karim', last_name: 'Jaziri' }),
    staff: await createStaff(s),
    unverified: await registerUser(s, { first_name: 'Sonia', last_name: 'Ben Ali' }),
  })));
});
afterAll(async () => server?.close());

type Caller = 'reportedDriver' | 'passenger' | 'stranger' | 'staff' | 'unverified' | 'loggedOut';
const CALLERS: Caller[] = ['reportedDriver', 'passenger', 'stranger', 'staff', 'unverified', 'loggedOut'];

interface Route {
  name: string;
  call: (tripId: number, token: string | undefined) => ReturnType<typeof call>;
  expect: Record<Caller, number>;
}

const ROUTES: Route[] = [
  {
    name: 'report a trip',
    call: (tripId, token) => call(server, 'POST', '/api/reports', { token, json: { subject_type: 'trip', subject_id: tripId, reason: 'scam' } }),
    // The driver reporting their own trip is refused as bad input; an unverified account confirms its phone first.
    expect: { reportedDriver: 422, passenger: 201, stranger: 201, staff: 201, unverified: 403, loggedOut: 401 },
  },
  {
    name: 'staff reports',
    call: (_tripId, token) => call(server, 'GET', '/api/staff/reports', { token }),
    // Anyone but staff gets 404, as if the desk did not exist (staff-only.ts).
    expect: { reportedDriver: 404, passenger: 404, stranger: 404, staff: 200, unverified: 404, loggedOut: 401 },
  },
  {
    name: 'act on a report',
    call: async (tripId, token) => {
      await sendReport(server, passenger, { subject_type: 'trip', subject_id: tripId, reason: 'scam' });
      const [report] = await reportsOf(server, 'trip', tripId);
      return call(server, 'POST', `/api/staff/reports/${report!.id}/actions`, { token, json: { action: 'dismiss', note: 'Rien à signaler' } });
    },
    expect: { reportedDriver: 404, passenger: 404, stranger: 404, staff: 200, unverified: 404, loggedOut: 401 },
  },
  {
    name: 'correct a stated gender',
    call: (_tripId, token) => call(server, 'PUT', `/api/staff/users/${stranger.user.id}/gender`, { token, json: { gender: null, note: 'Vérifié' } }),
    expect: { reportedDriver: 404, passenger: 404, stranger: 404, staff: 200, unverified: 404, loggedOut: 401 },
  },
  {
    name: 'SOS alerts',
    call: (_tripId, token) => call(server, 'GET', '/api/staff/sos-alerts', { token }),
    expect: { reportedDriver: 404, passenger: 404, stranger: 404, staff: 200, unverified: 404, loggedOut: 401 },
  },
  {
    name: 'audit log',
    call: (_tripId, token) => call(server, 'GET', '/api/staff/audit-log', { token }),
    expect: { reportedDriver: 404, passenger: 404, stranger: 404, staff: 200, unverified: 404, loggedOut: 401 },
  },
  {
    name: 'block the driver',
    call: (_tripId, token) => call(server, 'POST', `/api/users/${driver.user.id}/block`, { token }),
    // Blocking oneself is bad input; an unverified account confirms its phone first.
    expect: { reportedDriver: 422, passenger: 201, stranger: 201, staff: 201, unverified: 403, loggedOut: 401 },
  },
  {
    name: 'list blocked people',
    call: (_tripId, token) => call(server, 'GET', '/api/blocks', { token }),
    expect: { reportedDriver: 200, passenger: 200, stranger: 200, staff: 200, unverified: 403, loggedOut: 401 },
  },
  {
    name: 'unblock the driver',
    call: (_tripId, token) => call(server, 'DELETE', `/api/users/${driver.user.id}/block`, { token }),
    // Whether or not a block stood, the wish holds: 200.
    expect: { reportedDriver: 200, passenger: 200, stranger: 200, staff: 200, unverified: 403, loggedOut: 401 },
  },
];

describe('who may report, block, read reports or blocks and act on reports', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${CALLERS.map((c) => `${c} ${route.expect[c]}`).join(', ')}`, async () => {
      const tokens: Record<Caller, string | undefined> = {
        reportedDriver: driver.token,
        passenger: passenger.token,
        stranger: stranger.token,
        staff: staff.token,
        unverified: unverified.token,
        loggedOut: undefined,
      };
      for (const caller of CALLERS) {
        const trip = await publishTrip(server, driver);
        const answer = await route.call(trip.id, tokens[caller]);
        expect(answer.status, `${route.name} by ${caller}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(route.expect[caller]);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }
    });
  }

  it('never names the reporter to anyone but staff', async () => {
    const trip = await publishTrip(server, driver);
    expect((await sendReport(server, passenger, { subject_type: 'trip', subject_id: trip.id, reason: 'no_show' })).body).toEqual({ message: 'Report sent.' });
    const desk = await call(server, 'GET', '/api/staff/reports', { token: driver.token });
    expect(desk.status).toBe(404);
    expect(JSON.stringify(desk.body)).not.toContain(passenger.user.first_name);
  });

  it('shows each person only the people they blocked, and never tells the blocked person', async () => {
    expect((await call(server, 'POST', `/api/users/${driver.user.id}/block`, { token: stranger.token })).status).toBe(201);
    expect((await call(server, 'GET', '/api/blocks', { token: stranger.token })).body.data.map((p: { id: number }) => p.id)).toEqual([driver.user.id]);
    expect((await call(server, 'GET', '/api/blocks', { token: passenger.token })).body.data).toEqual([]);
    expect(JSON.stringify((await call(server, 'GET', '/api/blocks', { token: driver.token })).body)).not.toContain(stranger.user.first_name);
    expect((await call(server, 'POST', '/api/users/999999/block', { token: stranger.token })).status).toBe(404);
    expect((await call(server, 'DELETE', `/api/users/${driver.user.id}/block`, { token: stranger.token })).status).toBe(200);
  });
});
