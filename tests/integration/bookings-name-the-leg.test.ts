// A passenger who books part of a trip (Sousse → Sfax on Tunis → Sfax) hears of it, and the driver reads of it, by
// that leg: the request, its accept or refusal, its cancel and the chat's card; the conversation keeps the trip's route.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myBookingsResponse } from '../../src/contract/bookings';
import { BOOKING_SUBJECT_TYPE } from '../../src/contract/conversations';
import { conversations, messages, notifications } from '../../src/server/db/schema';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, createPassengers, decide, expectFieldErrors, hoursFromNow, publishTrip, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let city: Record<'Tunis' | 'Sousse' | 'Sfax', number>;
beforeAll(async () => {
  ({ server, driver } = await startServerWith(aDriver));
  city = { Tunis: await cityId(server, 'Tunis'), Sousse: await cityId(server, 'Sousse'), Sfax: await cityId(server, 'Sfax') };
});
afterAll(async () => server?.close());

/** Tunis → Sfax tomorrow via Sousse, at 23 TND. */
const viaSousse = () =>
  publishTrip(server, driver, {
    departure_city_id: city.Tunis,
    arrival_city_id: city.Sfax,
    stopovers: [{ city_id: city.Sousse, departure_time: hoursFromNow(server, 26) }],
    price_per_seat: 23,
  } as never);

const newestOf = async (user: SignedInUser) => {
  const rows = await server.database.db.select().from(notifications).where(eq(notifications.userId, user.user.id));
  return rows.sort((a, b) => b.id - a.id)[0];
};

const book = (passenger: SignedInUser, tripId: number, json: Record<string, unknown>) =>
  call(server, 'POST', `/api/trips/${tripId}/bookings`, { token: passenger.token, json: { seats: 2, ...json } });

describe('a booking of a leg', () => {
  it('is named by its leg in the driver’s notice and the chat’s card, under a conversation titled by the trip', async () => {
    const trip = await viaSousse();
    const [passenger] = await createPassengers(server, 1);
    const answer = await book(passenger!, trip.id, { from_city_id: city.Sousse });
    expect(answer.status).toBe(201);
    expect(await newestOf(driver)).toMatchObject({
      title: 'Nouvelle demande de réservation',
      message: 'Rania Passagère 1 demande 2 places sur votre trajet Sousse → Sfax.',
    });
    const [card] = await server.database.db
      .select({ content: messages.content, title: conversations.title })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.subjectType, BOOKING_SUBJECT_TYPE), eq(messages.subjectId, answer.body.data.id)));
    expect(card).toEqual({ content: { text: 'Demande de réservation : 2 places (Sousse → Sfax)' }, title: 'Tunis → Sfax' });
  });

  it('reads the card and the notice in the driver’s language', async () => {
    const trip = await viaSousse();
    const [passenger] = await createPassengers(server, 1);
    expect((await book(passenger!, trip.id, { to_city_id: city.Sousse, seats: 1 })).status).toBe(201);
    expect((await call(server, 'PUT', '/api/user/locale', { token: driver.token, json: { locale: 'en' } })).status).toBe(200);
    const english = (await call(server, 'GET', '/api/notifications', { token: driver.token })).body.notifications[0];
    expect(english.message).toBe('Rania Passagère 1 asks for 1 seat on your trip Tunis → Sousse.');
    expect((await call(server, 'PUT', '/api/user/locale', { token: driver.token, json: { locale: 'fr' } })).status).toBe(200);
  });

  it('tells the passenger of the accept, the refusal, and the driver of the cancel, by the leg', async () => {
    const trip = await viaSousse();
    const [first, second] = await createPassengers(server, 2);
    const toSousse = await book(first!, trip.id, { seats: 1, to_city_id: city.Sousse });
    expect((await decide(server, driver, toSousse.body.data.id, 'accept')).status).toBe(200);
    expect(await newestOf(first!)).toMatchObject({ message: 'Votre réservation pour le trajet Tunis → Sousse a été acceptée.' });
    expect((await decide(server, first!, toSousse.body.data.id, 'cancel')).status).toBe(200);
    expect(await newestOf(driver)).toMatchObject({ message: 'Rania Passagère 1 a annulé sa réservation sur le trajet Tunis → Sousse.' });

    const fromSousse = await book(second!, trip.id, { seats: 1, from_city_id: city.Sousse });
    expect((await decide(server, driver, fromSousse.body.data.id, 'reject')).status).toBe(200);
    expect(await newestOf(second!)).toMatchObject({ message: 'Votre réservation pour le trajet Sousse → Sfax a été refusée.' });
  });

  it('is listed in "Mes réservations" by its leg: where the passenger gets in and out, and when', async () => {
    const trip = await viaSousse();
    const [passenger] = await createPassengers(server, 1);
    expect((await book(passenger!, trip.id, { seats: 1, from_city_id: city.Sousse })).status).toBe(201);
    const otherTrip = await viaSousse();
    expect((await book(passenger!, otherTrip.id, { seats: 1, from_city_id: city.Tunis, to_city_id: city.Sfax })).status).toBe(201);
    const answer = await call(server, 'GET', '/api/my-bookings', { token: passenger!.token });
    const [whole, leg] = myBookingsResponse.parse(answer.body);
    const sousse = trip.stopovers!.find((stop) => stop.city_id === city.Sousse)!;
    expect(leg!.trip).toMatchObject({
      departure_city: { id: city.Tunis, name: 'Tunis' },
      departure_time: trip.departure_time,
      leg: {
        departure_city: { id: city.Sousse, name: 'Sousse' },
        arrival_city: { id: city.Sfax, name: 'Sfax' },
        departure_time: sousse.departure_time,
        arrival_time: trip.estimated_arrival_time,
      },
    });
    expect(sousse.departure_time).not.toBe(trip.departure_time);
    expect(whole!.trip.leg).toBeNull();
  });

  it('may be cancelled until the car leaves the passenger’s stop, after the trip has left its first', async () => {
    const trip = await viaSousse();
    const [fromSousse, later, whole] = await createPassengers(server, 3);
    const booked = async (passenger: SignedInUser, json: Record<string, unknown>) => (await book(passenger, trip.id, { seats: 1, ...json })).body.data.id;
    const [early, late, all] = [
      await booked(fromSousse!, { from_city_id: city.Sousse }),
      await booked(later!, { from_city_id: city.Sousse }),
      await booked(whole!, {}),
    ];
    // The trip left Tunis an hour ago; the car leaves Sousse in an hour.
    server.clock.advance(25 * 60 * 60_000);
    try {
      expect((await decide(server, fromSousse!, early, 'cancel')).status).toBe(200);
      expectFieldErrors(await decide(server, whole!, all, 'cancel'), { booking: ['This trip has already departed.'] });
      server.clock.advance(2 * 60 * 60_000);
      expectFieldErrors(await decide(server, later!, late, 'cancel'), { booking: ['This trip has already departed.'] });
    } finally {
      server.clock.advance(-27 * 60 * 60_000);
    }
  });

  it('keeps the trip’s route and the plain card for a booking of the whole trip', async () => {
    const trip = await viaSousse();
    const [passenger] = await createPassengers(server, 1);
    const whole = await book(passenger!, trip.id, { seats: 1, from_city_id: city.Tunis, to_city_id: city.Sfax });
    expect(whole.status).toBe(201);
    expect(whole.body.data).toMatchObject({ from_city_id: null, to_city_id: null });
    expect(await newestOf(driver)).toMatchObject({ message: 'Rania Passagère 1 demande 1 place sur votre trajet Tunis → Sfax.' });
    const [card] = await server.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.subjectType, BOOKING_SUBJECT_TYPE), eq(messages.subjectId, whole.body.data.id)));
    expect(card?.content).toEqual({ text: 'Demande de réservation : 1 place' });
  });
});
