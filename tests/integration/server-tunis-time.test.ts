// A time sent without an offset is Tunis wall time whatever zone the server's machine runs in (DESIGN.md §12): a
// trip, a travel request, a proposal and a trip's start, posted with the spec's "2026-12-01 08:00:00" form, leave at
// 07:00 UTC under TZ=UTC and under TZ=Asia/Tokyo alike.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { proposalResponse } from '../../src/contract/announcements';
import { announcementCreatedResponse } from '../../src/contract/announcements';
import { tripCreatedResponse } from '../../src/contract/trips';
import { trackingChangedResponse } from '../../src/contract/tracking';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import { tripForm, type TestDriver } from '../helpers/marketplace';
import { announcementForm, proposalForm } from '../helpers/announcements';
import { requesterAndDriver, startServerWith } from '../helpers/server-cast';

const TUNIS_EIGHT = '2026-12-01 08:00:00';
const SEVEN_UTC = '2026-12-01T07:00:00.000Z';

let server: TestServer;
let owner: SignedInUser;
let driver: TestDriver;
const zoneBefore = process.env.TZ;
beforeAll(async () => {
  ({ server, owner, driver } = await startServerWith(requesterAndDriver, { clockStart: new Date('2026-12-01T06:30:00Z') }));
});
afterEach(() => {
  process.env.TZ = zoneBefore;
});
afterAll(async () => server?.close());

describe.each(['UTC', 'Asia/Tokyo'])('a time without an offset, on a server in %s', (zone) => {
  it('is read as Tunis time for a trip, a travel request and a proposal', async () => {
    process.env.TZ = zone;
    server.clock.set(new Date('2026-12-01T06:30:00Z'));
    const trip = await call(server, 'POST', '/api/trips', { token: driver.token, json: await tripForm(server, driver, { departure_time: TUNIS_EIGHT }) });
    expect(trip.status).toBe(201);
    expect(tripCreatedResponse.parse(trip.body).data.departure_time).toBe(SEVEN_UTC);

    const request = await call(server, 'POST', '/api/announcements', {
      token: owner.token,
      json: await announcementForm(server, { desired_departure_time: TUNIS_EIGHT }),
    });
    expect(request.status).toBe(201);
    const announcement = announcementCreatedResponse.parse(request.body).data;
    expect(announcement.desired_departure_time).toBe(SEVEN_UTC);

    const proposal = await call(server, 'POST', `/api/announcements/${announcement.id}/proposals`, {
      token: driver.token,
      json: proposalForm(server, driver, { proposed_departure_time: '2026-12-01T08:00' }),
    });
    expect(proposal.status).toBe(201);
    expect(proposalResponse.parse(proposal.body).proposal.proposed_departure_time).toBe(SEVEN_UTC);
  });

  it('keeps a time sent with an offset as it is', async () => {
    process.env.TZ = zone;
    server.clock.set(new Date('2026-12-01T06:30:00Z'));
    const trip = await call(server, 'POST', '/api/trips', {
      token: driver.token,
      json: await tripForm(server, driver, { departure_time: '2026-12-01T18:00:00+09:00' }),
    });
    expect(tripCreatedResponse.parse(trip.body).data.departure_time).toBe('2026-12-01T09:00:00.000Z');
  });

  it('is read as Tunis time for the moment the driver tapped "Démarrer le trajet"', async () => {
    process.env.TZ = zone;
    server.clock.set(new Date('2026-12-01T06:30:00Z'));
    const trip = tripCreatedResponse.parse(
      (await call(server, 'POST', '/api/trips', { token: driver.token, json: await tripForm(server, driver, { departure_time: TUNIS_EIGHT }) })).body,
    ).data;
    // Five minutes after the tap, the phone's queued start reaches the server.
    server.clock.set(new Date('2026-12-01T07:05:00Z'));
    const started = await call(server, 'POST', `/api/trips/${trip.id}/start`, { token: driver.token, json: { started_at: TUNIS_EIGHT } });
    expect(started.status).toBe(200);
    expect(trackingChangedResponse.parse(started.body).data.started_at).toBe(SEVEN_UTC);
  });
});

describe('a time that is not one', () => {
  it('is refused with the field named', async () => {
    const answer = await call(server, 'POST', '/api/trips', {
      token: driver.token,
      json: await tripForm(server, driver, { departure_time: '2026-02-30 08:00:00' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ departure_time: ['The departure time must be a valid date.'] });
  });
});
