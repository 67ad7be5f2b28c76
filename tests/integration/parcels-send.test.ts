// Sending a parcel: the form's refusals field by field, the trips that take none, a photo re-encoded without EXIF and
// served only to the parcel's sender and driver from a private folder, and a file that is not an image refused.
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parcelResponse } from '../../src/contract/parcels';
import { parcels } from '../../src/server/db/schema';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { TEST_PDF, appendFile, expectFieldErrors, expectStoredAnswer, hoursFromNow, publishTrip, testImage, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { parcelForm, sendParcel, tripTakingParcels } from '../helpers/parcels';
import { storedNames } from '../helpers/stored-files';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
beforeAll(async () => void ({ server, driver, passenger: sender } = await startServerWith(driverAndPassenger)));
afterAll(async () => server?.close());

function multipart(fields: Record<string, unknown>, photo?: { content: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  if (photo) appendFile(form, 'photo', photo.content, photo.name, photo.type);
  return form;
}

describe('POST /api/trips/{id}/parcels', () => {
  it('refuses a form field by field, with the weight checked against the size', async () => {
    const trip = await tripTakingParcels(server, driver);
    const answer = await sendParcel(server, sender, trip.id, { size: 'huge', weight: -1, recipient_phone: '123' });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors).sort()).toEqual(
      ['description', 'dropoff_place', 'forbidden_items_confirmed', 'pickup_place', 'recipient_name', 'recipient_phone', 'size', 'weight'].sort(),
    );
    const heavy = await sendParcel(server, sender, trip.id, parcelForm({ size: 'small', weight: 12 }));
    expectFieldErrors(heavy, { weight: ['The weight must not be greater than 5 kg for this size.'] });
  });

  it('refuses the own trip (403), a trip without parcels, a size not offered, a departed trip', async () => {
    const trip = await tripTakingParcels(server, driver);
    expect(await sendParcel(server, driver, trip.id)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    // The trip itself cannot take it: a code of its own, so the form closes instead of pointing at a field.
    const plain = await publishTrip(server, driver);
    expectFieldErrors(await sendParcel(server, sender, plain.id), { trip: ["Ce trajet n'accepte pas de colis."] }, 'trip_unavailable');
    expectFieldErrors(
      await sendParcel(server, sender, trip.id, parcelForm({ size: 'medium', weight: 10 })),
      { size: ["Ce trajet n'accepte pas cette taille de colis."] },
      'validation_failed',
    );
    const soon = await tripTakingParcels(server, driver, { departure_time: hoursFromNow(server, 1) });
    server.clock.advance(2 * 3_600_000);
    expectFieldErrors(await sendParcel(server, sender, soon.id), { trip: ['Ce trajet est déjà parti.'] }, 'trip_unavailable');
    server.clock.advance(-2 * 3_600_000);
    expect(await sendParcel(server, sender, 999_999)).toMatchObject({ status: 404, body: { code: 'not_found' } });
  });

  it('keeps a photo re-encoded without EXIF in a private folder, served to the sender and driver only', async () => {
    const trip = await tripTakingParcels(server, driver);
    const photo = await sharp(await testImage('jpeg', { width: 40, height: 30 }))
      .withExif({
        IFD0: { Make: 'PhoneOfAmel' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 48/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '10/1 10/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const answer = await call(server, 'POST', `/api/trips/${trip.id}/parcels`, {
      token: sender.token,
      form: multipart(parcelForm(), { content: photo, name: 'colis.jpg', type: 'image/jpeg' }),
    });
    expect(answer.status).toBe(201);
    const parcel = parcelResponse.parse(answer.body).data;
    expect(parcel.photo_url).toBe(`/api/parcels/${parcel.id}/photo`);

    const [row] = await server.database.db.select().from(parcels).where(eq(parcels.id, parcel.id));
    expect(row!.photo).toMatch(/^parcels\/[A-Za-z0-9-]+\.jpg$/);
    const stored = await storedNames(server, 'parcels');
    expect(stored).toContain(path.basename(row!.photo!));
    // Never under /storage/.
    expect((await fetch(`${server.url}/storage/${row!.photo}`)).status).toBe(404);

    for (const who of [sender, driver]) {
      const served = await fetch(`${server.url}${parcel.photo_url}`, { headers: { authorization: `Bearer ${who.token}` } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect((await sharp(bytes).metadata()).exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneOfAmel'))).toBe(false);
    }
    const stranger = await createVerifiedUser(server);
    expect((await call(server, 'GET', parcel.photo_url!, { token: stranger.token })).status).toBe(403);
    expect((await call(server, 'GET', parcel.photo_url!)).status).toBe(401);
  });

  it('refuses a photo that is not a jpg or png by its bytes, and keeps no file of it', async () => {
    const trip = await tripTakingParcels(server, driver);
    const before = await storedNames(server, 'parcels');
    const answer = await call(server, 'POST', `/api/trips/${trip.id}/parcels`, {
      token: sender.token,
      form: multipart(parcelForm(), { content: TEST_PDF, name: 'photo.jpg', type: 'image/jpeg' }),
    });
    expectFieldErrors(answer, { photo: ['The photo must be a file of type: jpg, jpeg, png.'] });
    expect(await storedNames(server, 'parcels')).toEqual(before);
  });

  it('sends a multipart form without a photo, its values coerced from text', async () => {
    const trip = await tripTakingParcels(server, driver);
    const answer = await call(server, 'POST', `/api/trips/${trip.id}/parcels`, {
      token: sender.token,
      form: multipart({ ...parcelForm({ size: 'large', weight: '20.5', declared_value: '' }), forbidden_items_confirmed: 'on' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ size: 'large', weight: 20.5, declared_value: null, price: 25, photo_url: null });
  });

  it('sends once under one Idempotency-Key: the replay gets the stored answer and leaves no second photo', async () => {
    const trip = await tripTakingParcels(server, driver);
    const fields = parcelForm();
    const photo = { content: await testImage('png'), name: 'colis.png', type: 'image/png' };
    const headers = { 'Idempotency-Key': `send-${trip.id}` };
    const files = async () => (await storedNames(server, 'parcels')).length;
    const before = await files();
    const first = await call(server, 'POST', `/api/trips/${trip.id}/parcels`, { token: sender.token, form: multipart(fields, photo), headers });
    const again = await call(server, 'POST', `/api/trips/${trip.id}/parcels`, { token: sender.token, form: multipart(fields, photo), headers });
    expect(first.status).toBe(201);
    expectStoredAnswer(first, again);
    expect(await server.database.db.select().from(parcels).where(eq(parcels.tripId, trip.id))).toHaveLength(1);
    expect(await files()).toBe(before + 1);
  });
});
