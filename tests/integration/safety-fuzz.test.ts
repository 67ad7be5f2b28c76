// Bad input on the report and block routes, the staff's action on a report, the emergency contacts and the SOS: random
// and malformed bodies and ids never break the server (no 5xx), every refusal says why, and a body the contract
// refuses is always refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRequest } from '../../src/contract/reports';
import { genderCorrectionRequest, reportActionRequest } from '../../src/contract/moderation';
import { safetySettingsRequest } from '../../src/contract/emergency';
import { createDriver, createStaff, publishTrip, type TestDriver } from '../helpers/marketplace';
import { reportsOf } from '../helpers/reports';
import { AMEL, startServerWith } from '../helpers/server-cast';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { BAD_IDS, expectRefusal, expectSafe, fuzzer } from '../helpers/fuzz';

let server: TestServer;
let driver: TestDriver;
let reporter: SignedInUser;
let tripId: number;
beforeAll(async () => {
  ({ server, driver, reporter } = await startServerWith(async (s) => ({ driver: await createDriver(s), reporter: await createVerifiedUser(s, AMEL) }), {
    rateLimits: { reports: { max: 100_000, windowMs: 60_000 } },
  }));
  tripId = (await publishTrip(server, driver)).id;
});
afterAll(async () => server?.close());

const SEED = 40;
const KEYS = ['subject_type', 'subject_id', 'reason', 'text', '__proto__', 'constructor', ''];

const { next, pick, junk, junkScalar } = fuzzer(SEED, KEYS, (next) => [
  () => null,
  () => true,
  () => 0,
  () => -1,
  () => 1.5,
  () => 1e308,
  () => Number.MAX_SAFE_INTEGER + 2,
  () => 2_147_483_648,
  () => tripId,
  () => driver.user.id,
  () => Math.floor(next() * 50),
  () => '',
  () => 'x'.repeat(Math.floor(next() * 2000)),
  () => "'; drop table reports; --",
  () => '١٢٣',
  () => '\u0000\uFFFF😀',
  () => pick(['user', 'trip', 'announcement', 'message', 'review', 'USER', 'parcel']),
  () => pick(['harassment', 'dangerous_driving', 'fake_profile', 'no_show', 'scam', 'other', 'Other', 'spam']),
]);

/** A report mostly right and partly wrong, so the checks past the shape (visibility, own content) run too. */
function junkReport(): unknown {
  const report: Record<string, unknown> = { subject_type: 'trip', subject_id: tripId, reason: 'other', text: 'Texte' };
  for (let i = 0, n = 1 + Math.floor(next() * 3); i < n; i++) report[pick(['subject_type', 'subject_id', 'reason', 'text'])] = junkScalar();
  if (next() < 0.2) delete report[pick(['subject_type', 'subject_id', 'reason'])];
  return report;
}

describe('bad input on the report route', () => {
  it(`never breaks POST /api/reports (seed ${SEED})`, async () => {
    for (let i = 0; i < 150; i++) {
      const body = next() < 0.6 ? junkReport() : junk();
      const answer = await call(server, 'POST', '/api/reports', { token: reporter.token, json: body });
      expectSafe(answer, `report ${JSON.stringify(body).slice(0, 200)}`, reportRequest.safeParse(body).success);
    }
  });

  it('answers malformed JSON and other content types with a 4xx and a message', async () => {
    const raws = ['{', '[', '{"subject_type":', '{"subject_id":}', 'null', '"x"', '12', '\u0000', '{"text":[' + '['.repeat(500)];
    for (const raw of raws) {
      for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
        const response = await fetch(`${server.url}/api/reports`, {
          method: 'POST',
          headers: { authorization: `Bearer ${reporter.token}`, 'content-type': type, accept: 'application/json' },
          body: raw,
        });
        const text = await response.text();
        expectRefusal({ status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null }, `${type} ${raw.slice(0, 40)}`);
      }
    }
  });

  it('answers subject ids that name nothing with a 4xx and a message', async () => {
    for (const id of BAD_IDS) {
      for (const subject_type of ['user', 'trip', 'announcement', 'message', 'review']) {
        const answer = await call(server, 'POST', '/api/reports', { token: reporter.token, json: { subject_type, subject_id: id, reason: 'other' } });
        expectRefusal(answer, `${subject_type} ${id.slice(0, 40)}`);
      }
    }
  });
});

describe('bad input on the staff’s action on a report', () => {
  it(`never breaks POST /api/staff/reports/{id}/actions (seed ${SEED})`, async () => {
    const staff = await createStaff(server);
    // A report that stays open: every action the fuzzer gets through settles it, so each round reports a fresh trip.
    const openReport = async () => {
      const trip = await publishTrip(server, driver);
      await call(server, 'POST', '/api/reports', { token: reporter.token, json: { subject_type: 'trip', subject_id: trip.id, reason: 'other' } });
      return (await reportsOf(server, 'trip', trip.id))[0]!.id;
    };
    let reportId = await openReport();
    for (let i = 0; i < 80; i++) {
      const body: unknown = next() < 0.6 ? junkAction() : junk();
      const answer = await call(server, 'POST', `/api/staff/reports/${reportId}/actions`, { token: staff.token, json: body });
      expectSafe(answer, `action ${JSON.stringify(body).slice(0, 200)}`, reportActionRequest.safeParse(body).success);
      if (answer.status === 200) reportId = await openReport();
    }
    for (const id of BAD_IDS)
      expectRefusal(
        await call(server, 'POST', `/api/staff/reports/${id}/actions`, { token: staff.token, json: { action: 'dismiss', note: 'x' } }),
        id.slice(0, 40),
      );
  });
});

/** An action mostly right and partly wrong (never a suspension: the driver must go on publishing). */
function junkAction(): unknown {
  const action: Record<string, unknown> = { action: pick(['dismiss', 'warn', 'hide']), note: 'Note', days: null };
  for (let i = 0, n = 1 + Math.floor(next() * 2); i < n; i++) action[pick(['action', 'note', 'days'])] = junkScalar();
  return action;
}

describe('bad input on the emergency contacts and the SOS', () => {
  it(`never breaks PUT /api/user/safety nor POST /api/trips/{id}/sos (seed ${SEED})`, async () => {
    for (let i = 0; i < 80; i++) {
      const contacts = next() < 0.5 ? [junkContact(), junkContact()].slice(0, 1 + Math.floor(next() * 2)) : junk();
      const body = next() < 0.7 ? { emergency_contacts: contacts } : junk();
      const answer = await call(server, 'PUT', '/api/user/safety', { token: reporter.token, json: body });
      expectSafe(answer, `contacts ${JSON.stringify(body).slice(0, 200)}`, safetySettingsRequest.safeParse(body).success);
    }
    for (let i = 0; i < 60; i++) {
      const body = next() < 0.6 ? { latitude: junkScalar(), longitude: junkScalar(), position_at: junkScalar(), share_token: junkScalar() } : junk();
      // Not a ride the reporter is in: refused whatever the body, never a 5xx.
      expectSafe(
        await call(server, 'POST', `/api/trips/${tripId}/sos`, { token: reporter.token, json: body }),
        `sos ${JSON.stringify(body).slice(0, 200)}`,
        false,
      );
    }
  });
});

/** A contact mostly right and partly wrong. */
function junkContact(): unknown {
  const contact: Record<string, unknown> = { name: 'Maman', phone: '22 123 456' };
  contact[pick(['name', 'phone'])] = junkScalar();
  return contact;
}
describe('bad input on the block routes', () => {
  it(`never breaks POST or DELETE /api/users/{id}/block, whatever the body (seed ${SEED})`, async () => {
    for (let i = 0; i < 60; i++) {
      const body = junk();
      const method = next() < 0.5 ? 'POST' : 'DELETE';
      const answer = await call(server, method, `/api/users/${driver.user.id}/block`, { token: reporter.token, json: body });
      // No body is read: the block stands or goes whatever is sent.
      expectSafe(answer, `${method} block ${JSON.stringify(body).slice(0, 200)}`, true);
    }
    expect((await call(server, 'DELETE', `/api/users/${driver.user.id}/block`, { token: reporter.token })).status).toBe(200);
  });

  it('answers ids that name no one with a 4xx and a message', async () => {
    for (const id of [...BAD_IDS, '999999']) {
      for (const method of ['POST', 'DELETE']) {
        const answer = await call(server, method, `/api/users/${id}/block`, { token: reporter.token });
        // Unblocking a well-formed id that names no one still holds: nobody by that id is blocked.
        if (method === 'DELETE' && /^[1-9]\d{0,8}$/.test(id)) expect(answer.status).toBe(200);
        else expectRefusal(answer, `${method} ${id.slice(0, 40)}`);
      }
    }
  });

  it('answers blocking oneself with a 422 on the field', async () => {
    const answer = await call(server, 'POST', `/api/users/${reporter.user.id}/block`, { token: reporter.token });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ user: ['You cannot block yourself.'] });
  });
});

describe('bad input on the staff’s correction of a stated gender', () => {
  it(`never breaks PUT /api/staff/users/{id}/gender (seed ${SEED})`, async () => {
    const staff = await createStaff(server);
    for (let i = 0; i < 60; i++) {
      const body = next() < 0.6 ? { gender: pick(['female', 'male', null, 'FEMALE', '']), note: junkScalar() } : junk();
      const answer = await call(server, 'PUT', `/api/staff/users/${reporter.user.id}/gender`, { token: staff.token, json: body });
      expectSafe(answer, `gender ${JSON.stringify(body).slice(0, 200)}`, genderCorrectionRequest.safeParse(body).success);
    }
    for (const id of BAD_IDS)
      expectRefusal(await call(server, 'PUT', `/api/staff/users/${id}/gender`, { token: staff.token, json: { gender: null, note: 'x' } }), id.slice(0, 40));
  });
});
