// Bad input on every parcel route: random and malformed bodies, ids and tokens never break the server (no 5xx), and
// every refusal says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelCodeRequest, parcelProblemRequest, parcelProblemResolution, parcelRequest } from '../../src/contract/parcels';
import { cityId, createDriver, createStaff, hoursFromNow, type TestDriver } from '../helpers/marketplace';
import { AMEL, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { codesOf, parcelForm, requestedParcel, stepOk, tripTakingParcels } from '../helpers/parcels';
import { BAD_IDS, expectRefusal, expectSafe, fuzzer } from '../helpers/fuzz';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
let staff: SignedInUser;
let tripId: number;
beforeAll(async () => {
  ({ server, driver, sender, staff } = await startServerWith(
    async (s) => ({ driver: await createDriver(s), sender: await createVerifiedUser(s, AMEL), staff: await createStaff(s) }),
    { rateLimits: { trackingLinkMisses: { max: 100_000, windowMs: 60_000 } } },
  ));
  tripId = (
    await tripTakingParcels(server, driver, {
      parcel_offers: [
        { size: 'small', price_per_parcel: 8, parcels: 10 },
        { size: 'large', price_per_parcel: 25, parcels: 10 },
      ],
    })
  ).id;
});
afterAll(async () => server?.close());

const SEED = 23;
const KEYS = [
  'size',
  'weight',
  'description',
  'declared_value',
  'pickup_place',
  'recipient_phone',
  'forbidden_items_confirmed',
  'code',
  'reason',
  'note',
  '__proto__',
  '',
];

/** What a field may be given instead of its value. */
const { next, pick, junk, junkScalar } = fuzzer(SEED, KEYS, (next) => {
  return [
    () => null,
    () => true,
    () => 0,
    () => -1,
    () => 1e308,
    () => Number.MAX_SAFE_INTEGER + 2,
    () => next() * 100,
    () => '',
    () => 'x'.repeat(Math.floor(next() * 3000)),
    () => "'; drop table parcels; --",
    () => '١٢٣٤٥٦',
    () => '\u0000\uFFFF😀',
    () => '000000',
    () => '12345',
    () => '1234567',
    () => 'small',
    () => 'large',
    () => '+216 98 123 456',
  ];
});

/** A send form mostly right and partly wrong, so the checks past the shape run too. */
function junkForm(): unknown {
  const form: Record<string, unknown> = { ...parcelForm() };
  for (let i = 0, n = 1 + Math.floor(next() * 3); i < n; i++) form[pick(KEYS)] = junkScalar();
  if (next() < 0.2) delete form[pick(KEYS)];
  return form;
}

describe('bad input on the parcel routes', () => {
  it(`never breaks sending a parcel (seed ${SEED})`, async () => {
    for (let i = 0; i < 80; i++) {
      const body = next() < 0.7 ? junkForm() : junk();
      const answer = await call(server, 'POST', `/api/trips/${tripId}/parcels`, { token: sender.token, json: body });
      expectSafe(answer, `send ${JSON.stringify(body).slice(0, 200)}`, parcelRequest.safeParse(body ?? {}).success);
    }
  });

  it(`never breaks sending a parcel of a leg (seed ${SEED})`, async () => {
    // Tunis → Sfax via Sousse: the legs drawn name its stops in and out of order, other towns and junk.
    const [tunis, sousse, sfax, gabes] = [
      await cityId(server, 'Tunis'),
      await cityId(server, 'Sousse'),
      await cityId(server, 'Sfax'),
      await cityId(server, 'Gabès'),
    ];
    const stopsTrip = await tripTakingParcels(server, driver, {
      departure_city_id: tunis,
      arrival_city_id: sfax,
      stopovers: [{ city_id: sousse, departure_time: hoursFromNow(server, 26) }],
      price_per_seat: 23,
      parcel_offers: [{ size: 'small', price_per_parcel: 8, parcels: 10 }],
    } as never);
    const leg = fuzzer(SEED, ['from_city_id', 'to_city_id'], (next) => [
      () => tunis,
      () => sousse,
      () => sfax,
      () => gabes,
      () => String(sousse),
      () => `${sousse}.5`,
      () => [sousse],
      () => ({ id: sousse }),
      () => null,
      () => '',
      () => 0,
      () => -sousse,
      () => 2 ** 31,
      () => 1e308,
      () => 'Sousse',
      () => next() * 1000,
    ]);
    for (let i = 0; i < 60; i++) {
      const body: Record<string, unknown> = { ...parcelForm() };
      if (leg.next() < 0.8) body.from_city_id = leg.junkScalar();
      if (leg.next() < 0.8) body.to_city_id = leg.junkScalar();
      const answer = await call(server, 'POST', `/api/trips/${stopsTrip.id}/parcels`, { token: sender.token, json: body });
      expectSafe(answer, `send ${JSON.stringify({ from: body.from_city_id, to: body.to_city_id })}`, parcelRequest.safeParse(body).success);
    }
  });

  it('never breaks the steps with random bodies', async () => {
    const parcel = await requestedParcel(server, sender, tripId);
    for (let i = 0; i < 20; i++) {
      const body = junk();
      expectSafe(await call(server, 'POST', `/api/parcels/${parcel.id}/refuse`, { token: sender.token, json: body }), 'refuse by sender', false);
    }
    await stepOk(server, driver, parcel.id, 'accept');
    const codes = await codesOf(server, sender, parcel.id);
    for (let i = 0; i < 40; i++) {
      const body = next() < 0.5 ? { code: junkScalar() } : junk();
      // Wrong codes lock the parcel for a while: the clock moves on so later tries are judged, not held.
      server.clock.advance(16 * 60_000);
      const answer = await call(server, 'POST', `/api/parcels/${parcel.id}/pickup`, { token: driver.token, json: body });
      const right = parcelCodeRequest.safeParse(body ?? {}).data?.code === codes.pickup;
      expectSafe(answer, `pickup ${JSON.stringify(body).slice(0, 120)}`, right);
      if (answer.status === 200) break;
    }
    for (let i = 0; i < 30; i++) {
      const body = next() < 0.5 ? { reason: junkScalar() } : junk();
      const answer = await call(server, 'POST', `/api/parcels/${parcel.id}/problem`, { token: sender.token, json: body });
      // Once a problem is recorded, a second is refused: only the contract's refusal is checked for certain.
      expectSafe(answer, `problem ${JSON.stringify(body).slice(0, 120)}`, parcelProblemRequest.safeParse(body ?? {}).success);
    }
  });

  it(`never breaks the staff's resolution of a problem (seed ${SEED})`, async () => {
    const parcel = await requestedParcel(server, sender, tripId);
    await stepOk(server, driver, parcel.id, 'accept');
    for (let i = 0; i < 30; i++) {
      // A body that went through resolved it: the next one gets a problem to resolve again.
      const problem = await call(server, 'POST', `/api/parcels/${parcel.id}/problem`, {
        token: sender.token,
        json: { reason: 'Le conducteur ne répond plus' },
      });
      expect([200, 422]).toContain(problem.status);
      const body = next() < 0.5 ? { note: junkScalar() } : junk();
      const answer = await call(server, 'POST', `/api/staff/parcel-problems/${parcel.id}/resolve`, { token: staff.token, json: body });
      expectSafe(answer, `resolve ${JSON.stringify(body).slice(0, 120)}`, parcelProblemResolution.safeParse(body ?? {}).success);
    }
  });

  it('answers malformed JSON and other content types with a 4xx and a message', async () => {
    const parcel = await requestedParcel(server, sender, tripId);
    const raws = ['{', '[', '{"code":', 'null', '"x"', '12', '\u0000', '{"code":[' + '['.repeat(500)];
    const paths = [
      `/api/trips/${tripId}/parcels`,
      `/api/parcels/${parcel.id}/pickup`,
      `/api/parcels/${parcel.id}/deliver`,
      `/api/parcels/${parcel.id}/problem`,
      `/api/staff/parcel-problems/${parcel.id}/resolve`,
    ];
    for (const path of paths) {
      for (const raw of raws) {
        for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
          const who = path.includes('/staff/') ? staff : path.includes('/trips/') || path.endsWith('problem') ? sender : driver;
          const response = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${who.token}`, 'content-type': type, accept: 'application/json' },
            body: raw,
          });
          const text = await response.text();
          expectRefusal({ status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }, `${path} ${type} ${raw.slice(0, 40)}`);
        }
      }
    }
  });

  it('answers ids and tokens that name nothing with a 4xx and a message', async () => {
    for (const id of BAD_IDS) {
      for (const [method, path, who] of [
        ['POST', `/api/trips/${id}/parcels`, sender],
        ['GET', `/api/parcels/${id}`, sender],
        ['GET', `/api/parcels/${id}/photo`, sender],
        ['POST', `/api/parcels/${id}/accept`, driver],
        ['POST', `/api/parcels/${id}/refuse`, driver],
        ['POST', `/api/parcels/${id}/cancel`, sender],
        ['POST', `/api/parcels/${id}/pickup`, driver],
        ['POST', `/api/parcels/${id}/deliver`, driver],
        ['POST', `/api/parcels/${id}/problem`, sender],
        ['POST', `/api/staff/parcel-problems/${id}/resolve`, staff],
        ['GET', `/api/parcel-tracking/${id}`, undefined],
      ] as const) {
        const json = method === 'GET' ? undefined : { ...parcelForm(), code: '123456', reason: 'x', note: 'x' };
        expectRefusal(await call(server, method, path, { token: who?.token, json }), `${method} ${path.slice(0, 80)}`);
      }
    }
    for (let i = 0; i < 40; i++) {
      const token = encodeURIComponent(String(junkScalar()).slice(0, 500)) || 'x';
      expectRefusal(await call(server, 'GET', `/api/parcel-tracking/${token}`), `tracking ${token.slice(0, 40)}`);
    }
  });
});
