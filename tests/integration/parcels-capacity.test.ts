// No overbooking of trunk space: concurrent accepts of different parcels never take more places than a size offers,
// and a cancelled accepted parcel gives its place back.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_STATUS } from '../../src/contract/statuses';
import { parcels, tripParcelOffers } from '../../src/server/db/schema';
import { call, type TestServer } from '../helpers/server';
import { createPassengers, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';
import { parcelForm, parcelStep, requestedParcel, sendParcel, stepOk, tripTakingParcels } from '../helpers/parcels';

let server: TestServer;
let driver: TestDriver;
beforeAll(async () => void ({ server, driver } = await startServerWith(aDriver)));
afterAll(async () => server?.close());

async function taken(tripId: number, size = 'small') {
  const [offer] = await server.database.db
    .select({ taken: tripParcelOffers.taken })
    .from(tripParcelOffers)
    .where(and(eq(tripParcelOffers.tripId, tripId), eq(tripParcelOffers.size, size)));
  return offer!.taken;
}

describe('accepting parcels concurrently', () => {
  it('accepts exactly as many as the size offers; the rest get 422 on size', async () => {
    const trip = await tripTakingParcels(server, driver);
    const senders = await createPassengers(server, 20);
    const ids: number[] = [];
    for (const sender of senders) ids.push((await requestedParcel(server, sender, trip.id)).id);

    const answers = await Promise.all(ids.map((id) => parcelStep(server, driver, id, 'accept')));
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 422);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const answer of refused) expect(answer.body.errors).toEqual({ size: ['Plus de place pour cette taille de colis.'] });
    expect(await taken(trip.id)).toBe(3);
    const rows = await server.database.db.select().from(parcels).where(eq(parcels.tripId, trip.id));
    expect(rows.filter((p) => p.status === PARCEL_STATUS.accepted)).toHaveLength(3);

    // A full size is refused at sending too, and shown full on the trip.
    const [late] = await createPassengers(server, 1);
    const answer = await parcelStep(server, driver, ids[0]!, 'accept');
    expect(answer.status).toBe(422);
    const full = await sendParcel(server, late!, trip.id, parcelForm());
    expect(full.status).toBe(422);
    expect(full.body.errors).toEqual({ size: ['Plus de place pour cette taille de colis.'] });
  });

  it('gives the place back when an accepted parcel is cancelled, and accepts the same parcel only once', async () => {
    const trip = await tripTakingParcels(server, driver);
    const [a, b] = await createPassengers(server, 2);
    const first = await requestedParcel(server, a!, trip.id);
    const twice = await Promise.all([parcelStep(server, driver, first.id, 'accept'), parcelStep(server, driver, first.id, 'accept')]);
    expect(twice.map((t) => t.status).sort()).toEqual([200, 422]);
    expect(await taken(trip.id)).toBe(1);
    await stepOk(server, a!, first.id, 'cancel');
    expect(await taken(trip.id)).toBe(0);
    const second = await requestedParcel(server, b!, trip.id);
    await stepOk(server, driver, second.id, 'accept');
    expect(await taken(trip.id)).toBe(1);
  });

  it('settles accepts, cancels and the trip cancel racing each other without a server error or a place left taken', async () => {
    const trip = await tripTakingParcels(server, driver);
    const senders = await createPassengers(server, 8);
    const sent = [];
    for (const sender of senders) sent.push({ sender, id: (await requestedParcel(server, sender, trip.id)).id });
    const answers = await Promise.all([
      ...sent.map(({ id }) => parcelStep(server, driver, id, 'accept')),
      ...sent.slice(0, 4).map(({ sender, id }) => parcelStep(server, sender, id, 'cancel')),
      call(server, 'PATCH', `/api/trips/${trip.id}/cancel`, { token: driver.token }),
    ]);
    for (const answer of answers) expect([200, 422], JSON.stringify(answer.body)).toContain(answer.status);
    const rows = await server.database.db.select().from(parcels).where(eq(parcels.tripId, trip.id));
    // The trip's cancel came last or first: either way nothing it left behind is still waiting or holding a place.
    expect(rows.every((p) => p.status === PARCEL_STATUS.cancelled || p.status === PARCEL_STATUS.refused)).toBe(true);
    expect(await taken(trip.id)).toBe(0);
  });
});
