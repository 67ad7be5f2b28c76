// Parcels on the device (DESIGN.md §9): one sent offline shows at once and is queued once, with its photo; a code typed
// offline only says it waits, and a wrong one comes back as a refusal that leaves the status as it was.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase, ParcelRow } from './database';
import { completeEntry, markFailed } from './outbox-outcomes';
import { cancelParcel, decideParcel, enterParcelCode, sendParcel } from './commands/parcels';
import { mirrorMyParcels } from './parcels-mirror';
import { myParcels, parcelRefusal, parcelsOfTrip } from './parcel-queries';
import { PARCEL_STATUS } from '../contract/statuses';
import type { Parcel } from '../contract/parcels';
import { clearSession } from './session';
import { deviceSignedIn } from '../../tests/fixtures/device';
import { PARCEL_FORM, PARCEL_TRIP } from '../../tests/fixtures/parcel';
import { SFAX, SOUSSE, VIA_SOUSSE_TO_SFAX } from '../../tests/fixtures/trip';
import { frenchLabel } from './outbox-label';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const TRIP = PARCEL_TRIP;
const FORM = PARCEL_FORM;

function serverParcel(overrides: Partial<Parcel> = {}): Parcel {
  return {
    id: 501,
    trip_id: 40,
    sender_id: 7,
    driver_id: 2,
    ...FORM,
    recipient_phone: '22345678',
    price: 12,
    status: PARCEL_STATUS.requested,
    created_at: '2030-01-09T10:00:00.000Z',
    events: [{ status: 0, at: '2030-01-09T10:00:00.000Z', note: null }],
    ...overrides,
  };
}

describe('a parcel sent offline', () => {
  it('shows at once as Demandé, waiting to be sent, and is queued once with its fields', async () => {
    db = await deviceSignedIn(7);
    await db.trips.put(TRIP);
    const entryId = await sendParcel(db, TRIP, FORM, null);
    const [shown] = await parcelsOfTrip(db, 40);
    expect(shown).toMatchObject({ status: PARCEL_STATUS.requested, price: 12, recipient_phone: '22345678', _pending: ['*'] });
    expect(shown!.id).toBeLessThan(0);
    expect((await myParcels(db, 7)).sent.map((p) => p.id)).toEqual([shown!.id]);
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: entryId, kind: 'sendParcel', path: '/api/trips/40/parcels' });
    expect(entries[0]!.body).toEqual({ type: 'json', data: { ...FORM, forbidden_items_confirmed: true } });

    await completeEntry(db, entries[0]!, { message: 'Colis envoyé avec succès', data: serverParcel() });
    const rows = await db.parcels.toArray();
    expect(rows.map((p) => [p.id, p._pending ?? []])).toEqual([[501, []]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('names the leg it is carried on in the waiting changes', async () => {
    db = await deviceSignedIn(7);
    const trip = { ...TRIP, ...VIA_SOUSSE_TO_SFAX };
    await db.trips.put(trip);
    const entryId = await sendParcel(db, trip, { ...FORM, from_city_id: SOUSSE.id, to_city_id: SFAX.id }, null);
    expect(frenchLabel((await db.outbox.get(entryId))!.label)).toBe('Envoi d’un colis Moyen « Des livres » (Sousse → Sfax)');
  });

  it('carries its photo as a file part, and keeps it shown from the device after the answer', async () => {
    db = await deviceSignedIn(7);
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    await sendParcel(db, TRIP, FORM, { file: photo, filename: 'colis.jpg' });
    const [entry] = await db.outbox.toArray();
    expect(entry!.body.type).toBe('multipart');
    const parts = entry!.body.type === 'multipart' ? entry!.body.parts : [];
    expect(parts.find((p) => p.name === 'photo')).toMatchObject({ filename: 'colis.jpg' });
    expect(parts.find((p) => p.name === 'forbidden_items_confirmed')).toEqual({ name: 'forbidden_items_confirmed', value: 'true' });
    expect(parts.some((p) => p.name === 'declared_value')).toBe(false);
    await completeEntry(db, entry!, { message: 'ok', data: serverParcel({ photo_url: '/api/parcels/501/photo' }) });
    expect((await db.parcels.get(501))!._localPhoto).toBeInstanceOf(Blob);
  });

  it('cancelled before it was sent: the cancel waits for it and goes to the server id', async () => {
    db = await deviceSignedIn(7);
    await sendParcel(db, TRIP, FORM, null);
    const [shown] = await db.parcels.toArray();
    await cancelParcel(db, shown!);
    expect((await db.parcels.get(shown!.id))!.status).toBe(PARCEL_STATUS.cancelled);
    const [send, cancel] = (await db.outbox.toArray()).sort((a, b) => a.seq - b.seq);
    await completeEntry(db, send!, { message: 'ok', data: serverParcel() });
    expect((await db.outbox.get(cancel!.id))!.path).toBe('/api/parcels/501/cancel');
    // The cancel still shows over the server's copy until it is answered.
    expect((await db.parcels.get(501))!.status).toBe(PARCEL_STATUS.cancelled);
  });
});

describe('the driver at the station, offline', () => {
  async function driverWithAccepted(): Promise<ParcelRow> {
    db = await deviceSignedIn(2, true);
    await mirrorMyParcels(db, 2, [serverParcel({ status: PARCEL_STATUS.accepted })]);
    return (await db.parcels.get(501))!;
  }

  it('a typed code only waits for the network; the status moves with the server’s answer', async () => {
    const parcel = await driverWithAccepted();
    const entryId = await enterParcelCode(db, parcel, 'pickup', ' 123456 ');
    expect((await db.parcels.get(501))!).toMatchObject({ status: PARCEL_STATUS.accepted, code_check: 'pickup' });
    const entry = (await db.outbox.get(entryId))!;
    expect(entry).toMatchObject({ kind: 'enterParcelCode', path: '/api/parcels/501/pickup', body: { type: 'json', data: { code: '123456' } } });
    await completeEntry(db, entry, { message: 'ok', data: serverParcel({ status: PARCEL_STATUS.pickedUp }) });
    expect((await db.parcels.get(501))!).toMatchObject({ status: PARCEL_STATUS.pickedUp, code_check: null });
  });

  it('a wrong code comes back as a refusal with its reason, and the parcel is as it was', async () => {
    const parcel = await driverWithAccepted();
    const entryId = await enterParcelCode(db, parcel, 'pickup', '000000');
    await markFailed(db, (await db.outbox.get(entryId))!, {
      status: 422,
      message: 'Code incorrect.',
      errors: { code: ['Code incorrect. Il reste 4 essais.'] },
    });
    const after = (await db.parcels.get(501))!;
    expect(after.status).toBe(PARCEL_STATUS.accepted);
    expect(after.code_check ?? null).toBeNull();
    expect((await parcelRefusal(db, 501))!.lastError!.errors!.code).toEqual(['Code incorrect. Il reste 4 essais.']);
  });

  it('an accept shows at once and a refusal puts Demandé back', async () => {
    db = await deviceSignedIn(2, true);
    await mirrorMyParcels(db, 2, [serverParcel()]);
    const entryId = await decideParcel(db, (await db.parcels.get(501))!, true);
    expect((await db.parcels.get(501))!.status).toBe(PARCEL_STATUS.accepted);
    await markFailed(db, (await db.outbox.get(entryId))!, { status: 422, message: 'Plus de place pour cette taille de colis.' });
    expect((await db.parcels.get(501))!.status).toBe(PARCEL_STATUS.requested);
  });
});

describe('the mirror of Mes colis', () => {
  it('drops what the server no longer lists, keeps what waits, and leaves with its reader', async () => {
    db = await deviceSignedIn(7);
    await mirrorMyParcels(db, 7, [serverParcel(), serverParcel({ id: 502 })]);
    await sendParcel(db, TRIP, FORM, null);
    await mirrorMyParcels(db, 7, [serverParcel({ id: 502, status: PARCEL_STATUS.accepted })]);
    const { sent } = await myParcels(db, 7);
    expect(sent.map((p) => p.id).filter((id) => id > 0)).toEqual([502]);
    expect(sent.some((p) => p.id < 0)).toBe(true);
    await clearSession(db);
    expect((await db.parcels.toArray()).filter((p) => p.id > 0)).toEqual([]);
  });
});
