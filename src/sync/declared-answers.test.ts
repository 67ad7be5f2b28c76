// A write kind's declaration decides how its answer is read and what is pulled after it (src/db/commands/writes.ts):
// the real HTTP client validates the answer against the endpoint the entry called, in the page's drain and the
// service worker's alike, and the drain's report says what to pull again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MechwarDatabase } from '../db/database';
import { sendParcel } from '../db/commands/parcels';
import { decideBooking } from '../db/commands/bookings';
import { deleteVehicle } from '../db/commands/vehicles';
import { endpointOf } from '../db/commands/writes';
import { endpoints } from '../contract/api';
import { createHttp } from './http';
import { drainOutbox } from './push';
import { bookingFixture, deviceSignedIn, tripFixture } from '../../tests/fixtures/device';
import { PARCEL_FORM, PARCEL_TRIP } from '../../tests/fixtures/parcel';

let db: MechwarDatabase;
afterEach(async () => {
  vi.unstubAllGlobals();
  await db?.delete();
});

const TRIP = PARCEL_TRIP;
const FORM = PARCEL_FORM;

/** The server answers every call with this status and body. */
function serverAnswering(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

const drain = () => drainOutbox({ db, http: createHttp({ db, baseUrl: 'http://mechwar.test', emit: () => undefined }), emit: () => undefined });

describe('an answer read by its declaration', () => {
  it('keeps a parcel whose 201 does not match the parcel endpoint, and asks for the server copies', async () => {
    db = await deviceSignedIn(7);
    await db.trips.put(TRIP);
    await sendParcel(db, TRIP, FORM, null);
    const calls = serverAnswering(201, { message: 'ok', data: { id: 'not-a-number' } });
    const report = await drain();
    expect(calls).toEqual(['POST /api/trips/40/parcels']);
    expect(report).toMatchObject({ sent: 1, unreadable: 1, failed: 0 });
    expect(await db.outbox.count()).toBe(0);
    // Made on the server but unread here: no row waits as unsent, and every list it may be in is pulled again.
    expect(await db.parcels.filter((parcel) => parcel.id < 0).count()).toBe(0);
    expect(report.followUps.everything).toBe(true);
    expect([...report.followUps.trips]).toEqual([40]);
  });

  it('pulls "Mes colis" again after a refused parcel, and not after a sent one', async () => {
    db = await deviceSignedIn(7);
    await db.trips.put(TRIP);
    await sendParcel(db, TRIP, FORM, null);
    serverAnswering(422, { message: 'Ce trajet n’accepte plus de colis.', errors: { trip: ['Ce trajet n’accepte plus de colis.'] } });
    const refused = await drain();
    expect(refused.failed).toBe(1);
    expect([...refused.followUps.pulls]).toEqual(['parcels']);
  });

  it('pulls the profile and the vehicles after a vehicle is deleted', async () => {
    db = await deviceSignedIn(2, true);
    await db.vehicles.put({ id: 9, make: 'Kia', model: 'Picanto', _ownerId: 2 } as never);
    await deleteVehicle(db, (await db.vehicles.get(9))!);
    serverAnswering(200, { message: 'Véhicule supprimé.' });
    const report = await drain();
    expect(report).toMatchObject({ sent: 1, unreadable: 0 });
    expect([...report.followUps.pulls]).toEqual(['account']);
  });

  it('reads a refusal of a booking as the refuse endpoint answers it', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture({ driver_id: 2 }));
    await db.bookings.put(bookingFixture(55));
    await decideBooking(db, (await db.bookings.get(55))!, false);
    const [entry] = await db.outbox.toArray();
    expect(endpointOf(entry!)).toMatchObject({ method: 'POST', path: endpoints.rejectBooking.path, response: endpoints.rejectBooking.response });
  });
});
