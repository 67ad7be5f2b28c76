// Stopovers (issue 39): a trip Tunis → Sfax via Sousse is found for every leg in its direction, near towns match its
// stops, each leg has its own seats and price, and the driver's price stays within the fair range.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingResponse } from '../../src/contract/bookings';
import { tripsPage, type Trip } from '../../src/contract/trips';
import { tripLegs } from '../../src/server/db/schema';
import { call, type TestServer } from '../helpers/server';
import { cityId, createPassengers, decide, expectFieldErrors, hoursFromNow, publishTrip, tripForm, type TestDriver } from '../helpers/marketplace';
import { aDriver, startServerWith } from '../helpers/server-cast';

let server: TestServer;
let driver: TestDriver;
let city: Record<'Tunis' | 'Ariana' | 'Sousse' | 'Sfax' | 'Monastir' | 'Gabès', number>;
beforeAll(async () => {
  ({ server, driver } = await startServerWith(aDriver));
  const names = ['Tunis', 'Ariana', 'Sousse', 'Sfax', 'Monastir', 'Gabès'] as const;
  city = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await cityId(server, name)]))) as typeof city;
});
afterAll(async () => server?.close());

/** Tunis → Sfax tomorrow at 07:00 via Sousse at 09:00, at 23 TND (the road through Sousse suggests 23). */
const viaSousse = (overrides: Record<string, unknown> = {}) =>
  publishTrip(server, driver, {
    departure_city_id: city.Tunis,
    arrival_city_id: city.Sfax,
    departure_time: hoursFromNow(server, 24),
    stopovers: [{ city_id: city.Sousse, departure_time: hoursFromNow(server, 26) }],
    price_per_seat: 23,
    available_seats: 1,
    ...overrides,
  } as never);

async function search(query: string): Promise<Trip[]> {
  const answer = await call(server, 'GET', `/api/trips?${query}`);
  expect(answer.status).toBe(200);
  return tripsPage.parse(answer.body).data;
}
const between = (from: number, to: number) => search(`departure_city_id=${from}&arrival_city_id=${to}`);
const found = (trips: Trip[], id: number) => trips.find((t) => t.id === id);

describe('a trip with stopovers', () => {
  it('carries its stopovers with their place, time, price and distance from the departure', async () => {
    const trip = await viaSousse();
    expect(trip.stopovers).toEqual([
      {
        city_id: city.Sousse,
        city: expect.objectContaining({ id: city.Sousse, name: 'Sousse', latitude: expect.any(Number), longitude: expect.any(Number) }),
        departure_time: hoursFromNow(server, 26),
        price_from_departure: 11.27,
        distance_km: 139.7,
      },
    ]);
    expect(trip).toMatchObject({ distance_km: 285.1, section_seats: [1, 1], available_seats: 1, price_per_seat: 23 });
    const shown = await call(server, 'GET', `/api/trips/${trip.id}`);
    expect(shown.body.data.stopovers).toEqual(JSON.parse(JSON.stringify(trip.stopovers)));
  });

  it('is found for Tunis → Sousse, Sousse → Sfax and Tunis → Sfax, each with its leg, and not for Sfax → Sousse', async () => {
    const trip = await viaSousse();
    expect(found(await between(city.Tunis, city.Sousse), trip.id)?.leg).toEqual({
      from_city_id: city.Tunis,
      to_city_id: city.Sousse,
      departure_time: trip.departure_time,
      arrival_time: hoursFromNow(server, 26),
      price_per_seat: 11.27,
      available_seats: 1,
      distance_km: 139.7,
      from_km_away: 0,
      to_km_away: 0,
    });
    expect(found(await between(city.Sousse, city.Sfax), trip.id)?.leg).toMatchObject({
      from_city_id: city.Sousse,
      to_city_id: city.Sfax,
      departure_time: hoursFromNow(server, 26),
      price_per_seat: 11.73,
      distance_km: 145.4,
    });
    expect(found(await between(city.Tunis, city.Sfax), trip.id)?.leg).toMatchObject({ price_per_seat: 23, distance_km: 285.1 });
    expect(found(await between(city.Sfax, city.Sousse), trip.id)).toBeUndefined();
    expect(found(await between(city.Sousse, city.Tunis), trip.id)).toBeUndefined();
    // One place given: from it to the trip's arrival, or from the trip's departure to it.
    expect(found(await search(`departure_city_id=${city.Sousse}`), trip.id)?.leg).toMatchObject({ from_city_id: city.Sousse, to_city_id: city.Sfax });
    expect(found(await search(`arrival_city_id=${city.Sousse}`), trip.id)?.leg).toMatchObject({ from_city_id: city.Tunis, to_city_id: city.Sousse });
    expect(found(await search(`departure_city_id=${city.Sfax}`), trip.id)).toBeUndefined();
  });

  it('matches a town within 15 km of a stop and says how far it is', async () => {
    const trip = await viaSousse();
    // Ariana is 6 km from Tunis as the crow flies, Monastir 17 km from Sousse.
    expect(found(await between(city.Ariana, city.Sousse), trip.id)?.leg).toMatchObject({ from_city_id: city.Tunis, from_km_away: 6, to_km_away: 0 });
    expect(found(await between(city.Tunis, city.Monastir), trip.id)).toBeUndefined();
  });

  it('lists legs by their own departure, with the leg’s price under max_price and its seats', async () => {
    const early = await publishTrip(server, driver, { departure_city_id: city.Sousse, arrival_city_id: city.Sfax, departure_time: hoursFromNow(server, 25.5) });
    const trip = await viaSousse();
    const late = await publishTrip(server, driver, { departure_city_id: city.Sousse, arrival_city_id: city.Sfax, departure_time: hoursFromNow(server, 26.5) });
    const order = (await between(city.Sousse, city.Sfax)).map((t) => t.id).filter((id) => [early.id, trip.id, late.id].includes(id));
    expect(order).toEqual([early.id, trip.id, late.id]);
    expect(found(await search(`departure_city_id=${city.Sousse}&arrival_city_id=${city.Sfax}&max_price=11.73`), trip.id)).toBeDefined();
    expect(found(await search(`departure_city_id=${city.Sousse}&arrival_city_id=${city.Sfax}&max_price=11.72`), trip.id)).toBeUndefined();
    expect(found(await search(`departure_city_id=${city.Sousse}&arrival_city_id=${city.Sfax}&available_seats=2`), trip.id)).toBeUndefined();
  });
});

describe('seats per leg', () => {
  it('frees a seat taken Tunis → Sousse again from Sousse, and prices each booking by its leg', async () => {
    const trip = await viaSousse();
    const [first, second, third] = await createPassengers(server, 3);
    const toSousse = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, {
      token: first!.token,
      json: { seats: 1, from_city_id: city.Tunis, to_city_id: city.Sousse },
    });
    expect(toSousse.status).toBe(201);
    expect(bookingResponse.parse(toSousse.body).data).toMatchObject({ total_price: 11.27, from_city_id: city.Tunis, to_city_id: city.Sousse });
    expect((await decide(server, driver, toSousse.body.data.id, 'accept')).status).toBe(200);

    const fromSousse = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: second!.token, json: { seats: 1, from_city_id: city.Sousse } });
    expect(fromSousse.status).toBe(201);
    expect(fromSousse.body.data).toMatchObject({ total_price: 11.73, from_city_id: city.Sousse, to_city_id: city.Sfax });
    // The whole trip has no seat left: Tunis → Sousse is taken.
    const whole = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: third!.token, json: { seats: 1 } });
    expectFieldErrors(whole, { seats: ['Not enough seats left on this trip.'] });
    expect((await decide(server, driver, fromSousse.body.data.id, 'accept')).status).toBe(200);

    const shown = await call(server, 'GET', `/api/trips/${trip.id}`);
    expect(shown.body.data).toMatchObject({ available_seats: 0, section_seats: [0, 0], bookings_count: 2 });
    expect(found(await between(city.Sousse, city.Sfax), trip.id)?.leg?.available_seats).toBe(0);

    // The first passenger cancels: Tunis → Sousse is free again, Sousse → Sfax stays taken.
    expect((await decide(server, first!, toSousse.body.data.id, 'cancel')).status).toBe(200);
    expect((await call(server, 'GET', `/api/trips/${trip.id}`)).body.data).toMatchObject({ available_seats: 0, section_seats: [1, 0] });
    expect(found(await between(city.Tunis, city.Sousse), trip.id)?.leg?.available_seats).toBe(1);
  });

  it('answers each leg as trip_legs holds it, after a priced stop, a booking on a leg and a moved departure', async () => {
    // Tunis → Gabès via Sousse and Sfax, the price to Sfax set by the driver.
    const trip = await viaSousse({
      arrival_city_id: city.Gabès,
      departure_time: hoursFromNow(server, 48),
      stopovers: [
        { city_id: city.Sousse, departure_time: hoursFromNow(server, 50) },
        { city_id: city.Sfax, departure_time: hoursFromNow(server, 52), price_from_departure: 20 },
      ],
      price_per_seat: 30,
      available_seats: 3,
    });
    const stops = [city.Tunis, city.Sousse, city.Sfax, city.Gabès];
    const [passenger] = await createPassengers(server, 1);
    const booked = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, {
      token: passenger!.token,
      json: { seats: 2, from_city_id: city.Sousse, to_city_id: city.Sfax },
    });
    expect((await decide(server, driver, booked.body.data.id, 'accept')).status).toBe(200);
    // Moved by an hour: the stops and legs follow the trip's row (migration 0026's trigger).
    await server.database.db.execute(sql`update trips set departure_time = departure_time + interval '1 hour' where id = ${trip.id}`);

    const held = (await server.database.db.select().from(tripLegs).where(eq(tripLegs.tripId, trip.id))).map((leg) => ({
      from_city_id: leg.fromCityId,
      to_city_id: leg.toCityId,
      departure_time: leg.departureTime.toISOString(),
      arrival_time: leg.arrivalTime.toISOString(),
      price_per_seat: Number(leg.pricePerSeat),
      available_seats: leg.availableSeats,
      distance_km: leg.distanceKm,
      from_km_away: 0,
      to_km_away: 0,
    }));
    expect(held).toHaveLength(6);
    expect(held.map((leg) => leg.available_seats)).toContain(1);
    for (const leg of held) {
      // Each asked anew (page=1): no kept list answer, the card kept since the first search.
      const query = `departure_city_id=${leg.from_city_id}&arrival_city_id=${leg.to_city_id}&page=1`;
      expect(found(await search(query), trip.id)?.leg, `${stops.indexOf(leg.from_city_id)} → ${stops.indexOf(leg.to_city_id)}`).toEqual(leg);
    }
  });

  it('refuses cities that are not two stops of the trip in order', async () => {
    const trip = await viaSousse();
    const [passenger] = await createPassengers(server, 1);
    const book = (json: Record<string, unknown>) =>
      call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passenger!.token, json: { seats: 1, ...json } });
    expectFieldErrors(await book({ from_city_id: city.Gabès }), { from_city_id: ['The selected city is not a stop of this trip.'] });
    expectFieldErrors(await book({ to_city_id: city.Tunis }), { to_city_id: ['The selected city is not a stop of this trip.'] });
    expectFieldErrors(await book({ from_city_id: city.Sousse, to_city_id: city.Sousse }), {
      to_city_id: ['The arrival stop must come after the departure stop.'],
    });
    expectFieldErrors(await book({ from_city_id: 'x' }), { from_city_id: ['The from city must be a city id.'] });
  });

  it('never overbooks a stretch under 20 concurrent accepts of overlapping legs', async () => {
    // Tunis → Sousse → Sfax → Gabès with 2 seats; legs drawn over the three stretches.
    const trip = await publishTrip(server, driver, {
      departure_city_id: city.Tunis,
      arrival_city_id: city.Gabès,
      departure_time: hoursFromNow(server, 24),
      stopovers: [
        { city_id: city.Sousse, departure_time: hoursFromNow(server, 26) },
        { city_id: city.Sfax, departure_time: hoursFromNow(server, 28) },
      ],
      price_per_seat: 33,
      available_seats: 2,
    } as never);
    const stops = [city.Tunis, city.Sousse, city.Sfax, city.Gabès];
    const legs = Array.from({ length: 20 }, (_, n) => {
      const from = n % 3;
      const to = from + 1 + ((n >> 2) % (3 - from));
      return { from, to };
    });
    const passengers = await createPassengers(server, 20);
    const ids: number[] = [];
    for (const [n, passenger] of passengers.entries()) {
      const answer = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, {
        token: passenger.token,
        json: { seats: 1, from_city_id: stops[legs[n]!.from], to_city_id: stops[legs[n]!.to] },
      });
      expect(answer.status).toBe(201);
      ids.push(answer.body.data.id);
    }
    const answers = await Promise.all(ids.map((id) => decide(server, driver, id, 'accept')));
    for (const answer of answers) expect([200, 422]).toContain(answer.status);
    const onStretch = [0, 0, 0];
    answers.forEach((answer, n) => {
      if (answer.status !== 200) return;
      for (let k = legs[n]!.from; k < legs[n]!.to; k += 1) onStretch[k]! += 1;
    });
    expect(Math.max(...onStretch)).toBeLessThanOrEqual(2);
    // Every stretch is full or every refused leg crossed a full one: no seat left unsold that a refusal wanted.
    answers.forEach((answer, n) => {
      if (answer.status === 200) return;
      const crossed = onStretch.slice(legs[n]!.from, legs[n]!.to);
      expect(Math.max(...crossed)).toBe(2);
    });
    const shown = await call(server, 'GET', `/api/trips/${trip.id}`);
    expect(shown.body.data.section_seats).toEqual(onStretch.map((taken) => 2 - taken));
  });
});

describe('a fair price', () => {
  it('suggests a price per seat from the road and allows half of it to a tenth more', async () => {
    const answer = await call(server, 'GET', `/api/trips/price-suggestion?departure_city_id=${city.Tunis}&arrival_city_id=${city.Sousse}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ distance_km: 139.7, suggested: 11, min: 5.5, max: 12.1, price_per_km: 0.08 });
    expectFieldErrors(await call(server, 'GET', '/api/trips/price-suggestion?departure_city_id=0&arrival_city_id=abc'), {
      departure_city_id: ['The departure city field is required.'],
      arrival_city_id: ['The arrival city field is required.'],
    });
    expectFieldErrors(await call(server, 'GET', `/api/trips/price-suggestion?departure_city_id=${city.Tunis}&arrival_city_id=999999`), {
      arrival_city_id: ['The selected arrival city is invalid.'],
    });
  });

  it('refuses a price outside the range with the range, and a stopover price above it or the trip’s', async () => {
    const form = await tripForm(server, driver);
    const publish = (json: Record<string, unknown>) => call(server, 'POST', '/api/trips', { token: driver.token, json: { ...form, ...json } });
    expectFieldErrors(await publish({ price_per_seat: 12.11 }), { price_per_seat: ['The price per seat must be between 5.5 and 12.1 TND for 139.7 km.'] });
    expectFieldErrors(await publish({ price_per_seat: 5.49 }), { price_per_seat: ['The price per seat must be between 5.5 and 12.1 TND for 139.7 km.'] });
    expect((await publish({ price_per_seat: 12.1 })).status).toBe(201);
    expect((await publish({ price_per_seat: 5.5 })).status).toBe(201);
    const viaMonastir = {
      arrival_city_id: city.Sfax,
      price_per_seat: 23,
      stopovers: [{ city_id: city.Sousse, departure_time: hoursFromNow(server, 26), price_from_departure: 24 }],
    };
    expectFieldErrors(await publish(viaMonastir), {
      'stopovers.0.price_from_departure': ['The price from departure must not be greater than the price per seat.'],
    });
    const set = await publish({ ...viaMonastir, stopovers: [{ ...viaMonastir.stopovers[0], price_from_departure: 9 }] });
    expect(set.status).toBe(201);
    expect(set.body.data.stopovers[0]).toMatchObject({ price_from_departure: 9 });
    // The driver's price stays when the trip's changes; a price not set follows it.
    const edited = await call(server, 'PUT', `/api/trips/${set.body.data.id}`, {
      token: driver.token,
      json: { ...form, ...viaMonastir, stopovers: undefined, price_per_seat: 20 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.trip.stopovers[0]).toMatchObject({ price_from_departure: 9 });
  });
});

describe('editing stopovers', () => {
  it('checks stopovers: at most five, other places, each after the one before', async () => {
    const form = await tripForm(server, driver, { arrival_city_id: city.Gabès });
    const publish = (stopovers: unknown) => call(server, 'POST', '/api/trips', { token: driver.token, json: { ...form, price_per_seat: 30, stopovers } });
    const at = (hours: number) => hoursFromNow(server, hours);
    expectFieldErrors(await publish([{ city_id: city.Tunis, departure_time: at(25) }]), {
      'stopovers.0.city_id': ['Each stopover must be a different city from the route and from the other stopovers.'],
    });
    expectFieldErrors(
      await publish([
        { city_id: city.Sousse, departure_time: at(26) },
        { city_id: city.Sfax, departure_time: at(25) },
      ]),
      { 'stopovers.1.departure_time': ['Each stopover must leave after the stop before it.'] },
    );
    expectFieldErrors(await publish([{ city_id: 999999, departure_time: at(25) }]), { 'stopovers.0.city_id': ['The selected stopover city is invalid.'] });
    expectFieldErrors(await publish(12), { stopovers: ['The stopovers must be a list.'] });
    const six = [city.Ariana, city.Sousse, city.Monastir, city.Sfax].map((id, n) => ({ city_id: id, departure_time: at(25 + n) }));
    const ids = [await cityId(server, 'Nabeul'), await cityId(server, 'Mahdia')];
    expectFieldErrors(await publish([...six, ...ids.map((id, n) => ({ city_id: id, departure_time: at(30 + n) }))]), {
      stopovers: ['The stopovers must not have more than 5 items.'],
    });
  });

  it('keeps the stopovers through an edit without them, moved with the departure, and refuses to drop a booked stop', async () => {
    const trip = await viaSousse();
    const form = { ...(await tripForm(server, driver)), arrival_city_id: city.Sfax, price_per_seat: 23, available_seats: 1 };
    const moved = await call(server, 'PUT', `/api/trips/${trip.id}`, { token: driver.token, json: { ...form, departure_time: hoursFromNow(server, 25) } });
    expect(moved.status).toBe(200);
    expect(moved.body.trip.stopovers).toMatchObject([{ city_id: city.Sousse, departure_time: hoursFromNow(server, 27) }]);

    const [passenger] = await createPassengers(server, 1);
    const booked = await call(server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passenger!.token, json: { seats: 1, to_city_id: city.Sousse } });
    expect(booked.status).toBe(201);
    const dropped = await call(server, 'PUT', `/api/trips/${trip.id}`, {
      token: driver.token,
      json: { ...form, departure_time: hoursFromNow(server, 25), stopovers: [] },
    });
    expectFieldErrors(dropped, { stopovers: ['A passenger or a parcel gets in or out at a stop this change removes or reorders.'] });
  });
});
