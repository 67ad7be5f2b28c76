// Steps a parcel's status does not allow are refused with a clear message, and a trip cancelled by its driver
// cancels its parcels asked for or accepted: places given back, senders told, accepted ones' recipients texted.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_STATUS } from '../../src/contract/statuses';
import { notifications, tripParcelOffers } from '../../src/server/db/schema';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import { expectFieldErrors, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { codesOf, parcelStep, readParcel, requestedParcel, stepOk, textsTo, tripTakingParcels } from '../helpers/parcels';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger: sender } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

async function parcelAt(status: 'requested' | 'accepted' | 'refused' | 'cancelled' | 'pickedUp' | 'delivered' | 'problemBeforePickup') {
  const trip = await tripTakingParcels(server, driver);
  const parcel = await requestedParcel(server, sender, trip.id);
  if (status === 'requested') return parcel.id;
  if (status === 'refused') return (await stepOk(server, driver, parcel.id, 'refuse', { reason: 'Coffre plein' })).id;
  if (status === 'cancelled') return (await stepOk(server, sender, parcel.id, 'cancel')).id;
  await stepOk(server, driver, parcel.id, 'accept');
  if (status === 'accepted') return parcel.id;
  if (status === 'problemBeforePickup') return (await stepOk(server, driver, parcel.id, 'problem', { reason: 'Colis introuvable' })).id;
  const codes = await codesOf(server, sender, parcel.id);
  await stepOk(server, driver, parcel.id, 'pickup', { code: codes.pickup });
  if (status === 'pickedUp') return parcel.id;
  return (await stepOk(server, driver, parcel.id, 'deliver', { code: codes.delivery })).id;
}

describe('refused steps', () => {
  const cases = [
    { at: 'accepted', step: 'accept', by: 'driver', message: 'Ce colis a déjà été accepté' },
    { at: 'refused', step: 'accept', by: 'driver', message: 'Ce colis a été refusé' },
    { at: 'cancelled', step: 'refuse', by: 'driver', message: 'Ce colis a été annulé' },
    { at: 'pickedUp', step: 'cancel', by: 'sender', message: 'Ce colis ne peut plus être annulé' },
    { at: 'delivered', step: 'cancel', by: 'sender', message: 'Ce colis ne peut plus être annulé' },
    { at: 'requested', step: 'pickup', by: 'driver', message: 'Ce colis attend encore la réponse du conducteur', json: { code: '123456' } },
    { at: 'delivered', step: 'deliver', by: 'driver', message: 'Ce colis a déjà été livré', json: { code: '123456' } },
    { at: 'requested', step: 'problem', by: 'sender', message: 'Ce colis attend encore la réponse du conducteur', json: { reason: 'x' } },
    { at: 'delivered', step: 'problem', by: 'sender', message: 'Ce colis a déjà été livré', json: { reason: 'x' } },
    { at: 'problemBeforePickup', step: 'deliver', by: 'driver', message: "Ce colis n'a pas été pris en charge", json: { code: '123456' } },
  ] as const;
  for (const c of cases) {
    it(`${c.step} from ${c.at}: 422 « ${c.message} »`, async () => {
      const id = await parcelAt(c.at);
      const before = await readParcel(server, sender, id);
      const answer = await parcelStep(server, c.by === 'driver' ? driver : sender, id, c.step, 'json' in c ? c.json : {});
      expectFieldErrors(answer, { parcel: [c.message] });
      expect((await readParcel(server, sender, id)).events).toEqual(before.events);
    });
  }

  it('lets the sender cancel until pickup, giving an accepted parcel its place back and texting its recipient', async () => {
    const trip = await tripTakingParcels(server, driver);
    const parcel = await requestedParcel(server, sender, trip.id);
    await stepOk(server, driver, parcel.id, 'accept');
    const cancelled = await stepOk(server, sender, parcel.id, 'cancel');
    expect(cancelled.status).toBe(PARCEL_STATUS.cancelled);
    expect(cancelled.pickup_code ?? null).toBeNull();
    expect(await textsTo(server, parcel.recipient_phone)).toHaveLength(2);
    const [told] = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, driver.user.id), eq(notifications.title, 'Colis annulé')));
    expect(told).toBeDefined();
  });
});

describe('a trip cancelled by its driver', () => {
  it('cancels its parcels asked for and accepted, gives the places back, tells the senders and texts accepted ones', async () => {
    const trip = await tripTakingParcels(server, driver);
    const asked = await requestedParcel(server, sender, trip.id);
    const accepted = await requestedParcel(server, sender, trip.id);
    await stepOk(server, driver, accepted.id, 'accept');
    const refused = await requestedParcel(server, sender, trip.id);
    await stepOk(server, driver, refused.id, 'refuse');

    const answer = await call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token });
    expect(answer.status).toBe(200);

    for (const id of [asked.id, accepted.id]) {
      const parcel = await readParcel(server, sender, id);
      expect(parcel.status).toBe(PARCEL_STATUS.cancelled);
      expect(parcel.events.at(-1)).toMatchObject({ status: PARCEL_STATUS.cancelled, note: 'Trajet annulé par le conducteur' });
    }
    expect((await readParcel(server, sender, refused.id)).status).toBe(PARCEL_STATUS.refused);
    const offers = await server.database.db.select().from(tripParcelOffers).where(eq(tripParcelOffers.tripId, trip.id));
    expect(offers.every((o) => o.taken === 0)).toBe(true);
    const told = await server.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, sender.user.id), eq(notifications.title, 'Colis annulé')));
    expect(told.length).toBeGreaterThanOrEqual(2);
    expect(await textsTo(server, accepted.recipient_phone)).toHaveLength(2);
    expect(await textsTo(server, asked.recipient_phone)).toHaveLength(0);
  });
});

describe('a trip carrying parcels', () => {
  it('cannot be deleted while it carries an accepted parcel: its cancel tells the sender and texts the recipient', async () => {
    const trip = await tripTakingParcels(server, driver);
    const parcel = await requestedParcel(server, sender, trip.id);
    await stepOk(server, driver, parcel.id, 'accept');
    const refused = await call(server, 'DELETE', `/api/trips/${trip.id}`, { token: driver.token });
    expectFieldErrors(refused, { trip: ['This trip carries accepted parcels and cannot be deleted: cancel it instead.'] });
    expect((await readParcel(server, sender, parcel.id)).status).toBe(PARCEL_STATUS.accepted);
  });
});
