// Who may do what on a parcel, route by route: its sender, its driver, a stranger, nobody signed in, and the
// recipient holding only the tracking link. Each route is tried by each caller on a parcel where the step is allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { createDriver, type TestDriver } from '../helpers/marketplace';
import { startServerWith } from '../helpers/server-cast';
import { codesOf, parcelForm, requestedParcel, stepOk, tripTakingParcels } from '../helpers/parcels';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
let stranger: SignedInUser;
beforeAll(async () => {
  ({ server, driver, sender, stranger } = await startServerWith(async (s) => ({
    driver: await createDriver(s),
    sender: await createVerifiedUser(s, { first_name: 'Amel', last_name: 'Sassi' }),
    stranger: await createVerifiedUser(s, { first_name: 'Karim', last_name: 'Jaziri' }),
  })));
});
afterAll(async () => server?.close());

type Caller = 'sender' | 'driver' | 'stranger' | 'loggedOut' | 'recipient';
const CALLERS: Caller[] = ['sender', 'driver', 'stranger', 'loggedOut', 'recipient'];

/** A parcel standing where `route` may be taken, with its codes and the recipient's token. */
async function parcelFor(stage: 'requested' | 'accepted' | 'pickedUp') {
  const trip = await tripTakingParcels(server, driver);
  const parcel = await requestedParcel(server, sender, trip.id);
  if (stage === 'requested') return { tripId: trip.id, id: parcel.id, codes: null };
  await stepOk(server, driver, parcel.id, 'accept');
  const codes = await codesOf(server, sender, parcel.id);
  if (stage === 'pickedUp') await stepOk(server, driver, parcel.id, 'pickup', { code: codes.pickup });
  return { tripId: trip.id, id: parcel.id, codes };
}

interface Route {
  name: string;
  stage: 'requested' | 'accepted' | 'pickedUp';
  call: (p: Awaited<ReturnType<typeof parcelFor>>, token: string | undefined) => ReturnType<typeof call>;
  /** The status each caller gets. The recipient has no account: they call as nobody signed in. */
  expect: Record<Caller, number>;
}

const post =
  (path: string, json: unknown = {}) =>
  (token: string | undefined) =>
    call(server, 'POST', path, { token, json });
const NOBODY = { loggedOut: 401, recipient: 401 };

const ROUTES: Route[] = [
  {
    name: 'send',
    stage: 'requested',
    call: (p, t) => post(`/api/trips/${p.tripId}/parcels`, parcelForm())(t),
    expect: { sender: 201, driver: 403, stranger: 201, ...NOBODY },
  },
  {
    name: 'read',
    stage: 'requested',
    call: (p, t) => call(server, 'GET', `/api/parcels/${p.id}`, { token: t }),
    expect: { sender: 200, driver: 200, stranger: 403, ...NOBODY },
  },
  {
    name: 'accept',
    stage: 'requested',
    call: (p, t) => post(`/api/parcels/${p.id}/accept`)(t),
    expect: { sender: 403, driver: 200, stranger: 403, ...NOBODY },
  },
  {
    name: 'refuse',
    stage: 'requested',
    call: (p, t) => post(`/api/parcels/${p.id}/refuse`)(t),
    expect: { sender: 403, driver: 200, stranger: 403, ...NOBODY },
  },
  { name: 'cancel', stage: 'accepted', call: (p, t) => post(`/api/parcels/${p.id}/cancel`)(t), expect: { sender: 200, driver: 403, stranger: 403, ...NOBODY } },
  {
    name: 'pickup',
    stage: 'accepted',
    call: (p, t) => post(`/api/parcels/${p.id}/pickup`, { code: p.codes!.pickup })(t),
    expect: { sender: 403, driver: 200, stranger: 403, ...NOBODY },
  },
  {
    name: 'deliver',
    stage: 'pickedUp',
    call: (p, t) => post(`/api/parcels/${p.id}/deliver`, { code: p.codes!.delivery })(t),
    expect: { sender: 403, driver: 200, stranger: 403, ...NOBODY },
  },
  {
    name: 'problem',
    stage: 'accepted',
    call: (p, t) => post(`/api/parcels/${p.id}/problem`, { reason: 'Retard' })(t),
    expect: { sender: 200, driver: 200, stranger: 403, ...NOBODY },
  },
  {
    name: 'photo',
    stage: 'requested',
    call: (p, t) => call(server, 'GET', `/api/parcels/${p.id}/photo`, { token: t }),
    expect: { sender: 404, driver: 404, stranger: 403, ...NOBODY },
  },
  {
    name: 'tracking page',
    stage: 'accepted',
    call: (p) => call(server, 'GET', `/api/parcel-tracking/${p.codes!.token}`),
    expect: { sender: 200, driver: 200, stranger: 200, loggedOut: 200, recipient: 200 },
  },
  {
    name: 'staff resolve',
    stage: 'accepted',
    call: (p, t) => post(`/api/staff/parcel-problems/${p.id}/resolve`, { note: 'Réglé par téléphone' })(t),
    expect: { sender: 404, driver: 404, stranger: 404, ...NOBODY },
  },
  {
    name: 'staff problems',
    stage: 'requested',
    call: (_p, t) => call(server, 'GET', '/api/staff/parcel-problems', { token: t }),
    expect: { sender: 404, driver: 404, stranger: 404, ...NOBODY },
  },
];

describe('who may do what on a parcel', () => {
  for (const route of ROUTES) {
    it(`${route.name}: ${CALLERS.map((c) => `${c} ${route.expect[c]}`).join(', ')}`, async () => {
      const tokens: Record<Caller, string | undefined> = {
        sender: sender.token,
        driver: driver.token,
        stranger: stranger.token,
        loggedOut: undefined,
        recipient: undefined,
      };
      for (const caller of CALLERS) {
        // A fresh parcel each time: a step allowed once must be allowed for this caller, whoever went before.
        const parcel = await parcelFor(route.stage);
        const answer = await route.call(parcel, tokens[caller]);
        expect(answer.status, `${route.name} by ${caller}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBe(route.expect[caller]);
        if (answer.status >= 400) expect(typeof answer.body.message).toBe('string');
      }
    });
  }

  it('answers an unknown parcel with 404 and an unknown tracking link with its own message', async () => {
    expect((await call(server, 'GET', '/api/parcels/999999', { token: sender.token })).status).toBe(404);
    expect((await call(server, 'POST', '/api/parcels/999999/accept', { token: driver.token, json: {} })).status).toBe(404);
    const missing = await call(server, 'GET', `/api/parcel-tracking/${'a'.repeat(43)}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Ce lien de suivi est introuvable.');
  });
});
