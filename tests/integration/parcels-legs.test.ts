// Parcels carried from stop to stop (issue 39): a parcel names its leg like a booking (the whole trip when it names
// none), refused on the field when its cities are not two stops in order; its answers, notices and texts speak of the
// leg; the trunk space stays counted per trip; an edit keeps the stops a parcel gets on or off at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, expectFieldErrors, hoursFromNow, tripForm, type TestDriver } from '../helpers/marketplace';
import { driverAndPassenger, startServerWith } from '../helpers/server-cast';
import { parcelForm, readParcel, requestedParcel, sendParcel, stepOk, textsTo, tripTakingParcels } from '../helpers/parcels';
import { notifications } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';

let server: TestServer;
let driver: TestDriver;
let sender: SignedInUser;
let city: Record<'Tunis' | 'Sousse' | 'Sfax' | 'Gabès', number>;
beforeAll(async () => {
  ({ server, driver, passenger: sender } = await startServerWith(driverAndPassenger));
  const names = ['Tunis', 'Sousse', 'Sfax', 'Gabès'] as const;
  city = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await cityId(server, name)]))) as typeof city;
});
afterAll(async () => server?.close());

/** Tunis → Sfax tomorrow via Sousse at 23 TND, taking 3 small parcels and 1 large. */
const viaSousse = () =>
  tripTakingParcels(server, driver, {
    arrival_city_id: city.Sfax,
    stopovers: [{ city_id: city.Sousse, departure_time: hoursFromNow(server, 26) }],
    price_per_seat: 23,
  } as never);

const newestOf = async (userId: number) =>
  (await server.database.db.select().from(notifications).where(eq(notifications.userId, userId))).sort((a, b) => b.id - a.id)[0];

describe('a parcel of a leg', () => {
  it('stores its leg, answers it, and is named by it in the driver’s notice', async () => {
    const trip = await viaSousse();
    const parcel = await requestedParcel(server, sender, trip.id, parcelForm({ from_city_id: city.Sousse }));
    expect(parcel).toMatchObject({ from_city_id: city.Sousse, to_city_id: city.Sfax, price: 8 });
    expect(await newestOf(driver.user.id)).toMatchObject({
      title: 'Nouvelle demande de colis',
      message: 'Amel Sassi veut envoyer un colis (Petit) sur votre trajet Sousse → Sfax.',
    });
    expect(await readParcel(server, driver, parcel.id)).toMatchObject({ from_city_id: city.Sousse, to_city_id: city.Sfax });
    const mine = await call(server, 'GET', '/api/my-parcels', { token: sender.token });
    expect(mine.body.data.find((p: { id: number }) => p.id === parcel.id)).toMatchObject({ from_city_id: city.Sousse, to_city_id: city.Sfax });
  });

  it('tells the sender and texts the recipient by the leg once accepted', async () => {
    const trip = await viaSousse();
    const form = parcelForm({ to_city_id: city.Sousse });
    const parcel = await requestedParcel(server, sender, trip.id, form);
    await stepOk(server, driver, parcel.id, 'accept');
    expect(await newestOf(sender.user.id)).toMatchObject({ message: 'Votre colis (Petit) sur le trajet Tunis → Sousse a été accepté.' });
    const [text] = await textsTo(server, form.recipient_phone);
    expect(text!.text).toContain('(Tunis - Sousse)');
  });

  it('is the whole trip without a leg, or with the trip’s own two ends', async () => {
    const trip = await viaSousse();
    expect(await requestedParcel(server, sender, trip.id)).toMatchObject({ from_city_id: null, to_city_id: null });
    const ends = await requestedParcel(server, sender, trip.id, parcelForm({ from_city_id: city.Tunis, to_city_id: city.Sfax }));
    expect(ends).toMatchObject({ from_city_id: null, to_city_id: null });
    expect(await newestOf(driver.user.id)).toMatchObject({ message: 'Amel Sassi veut envoyer un colis (Petit) sur votre trajet Tunis → Sfax.' });
  });

  it('reads the leg from a multipart form too, empty fields meaning the whole trip', async () => {
    const trip = await viaSousse();
    const send = (fields: Record<string, unknown>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...parcelForm(), ...fields })) form.append(key, String(value));
      return call(server, 'POST', `/api/trips/${trip.id}/parcels`, { token: sender.token, form });
    };
    expect((await send({ from_city_id: String(city.Sousse), to_city_id: '' })).body.data).toMatchObject({ from_city_id: city.Sousse, to_city_id: city.Sfax });
    expect((await send({ from_city_id: '', to_city_id: '' })).body.data).toMatchObject({ from_city_id: null, to_city_id: null });
  });

  it('refuses cities that are not two stops of the trip in order, on the field at fault', async () => {
    const trip = await viaSousse();
    const send = (leg: Record<string, unknown>) => sendParcel(server, sender, trip.id, parcelForm(leg));
    expectFieldErrors(await send({ from_city_id: city.Gabès }), { from_city_id: ['The selected city is not a stop of this trip.'] });
    expectFieldErrors(await send({ from_city_id: city.Sfax }), { from_city_id: ['The selected city is not a stop of this trip.'] });
    expectFieldErrors(await send({ to_city_id: city.Tunis }), { to_city_id: ['The selected city is not a stop of this trip.'] });
    expectFieldErrors(await send({ from_city_id: city.Sousse, to_city_id: city.Sousse }), {
      to_city_id: ['The arrival stop must come after the departure stop.'],
    });
    expectFieldErrors(await send({ from_city_id: 'Sousse', to_city_id: -3 }), {
      from_city_id: ['The from city must be a city id.'],
      to_city_id: ['The to city must be a city id.'],
    });
    // Nothing was stored by a refusal.
    expect((await call(server, 'GET', '/api/my-parcels', { token: sender.token })).body.data.filter((p: { trip_id: number }) => p.trip_id === trip.id)).toEqual(
      [],
    );
  });

  it('counts trunk space per trip: a large parcel to Sousse leaves no large place from Sousse', async () => {
    const trip = await viaSousse();
    const large = (leg: Record<string, unknown>) => parcelForm({ size: 'large', weight: 10, ...leg });
    const toSousse = await requestedParcel(server, sender, trip.id, large({ to_city_id: city.Sousse }));
    await stepOk(server, driver, toSousse.id, 'accept');
    const other = await createVerifiedUser(server);
    expectFieldErrors(await sendParcel(server, other, trip.id, large({ from_city_id: city.Sousse })), { size: ['Plus de place pour cette taille de colis.'] });
  });

  it('keeps the trip’s stop it gets on or off at through an edit', async () => {
    const trip = await viaSousse();
    await requestedParcel(server, sender, trip.id, parcelForm({ to_city_id: city.Sousse }));
    const form = await tripForm(server, driver, { arrival_city_id: city.Sfax, price_per_seat: 23 });
    const dropped = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: driver.token,
      json: { ...form, departure_time: trip.departure_time, stopovers: [] },
    });
    expectFieldErrors(dropped, { stopovers: ['A passenger or a parcel gets in or out at a stop this change removes or reorders.'] });
  });
});
