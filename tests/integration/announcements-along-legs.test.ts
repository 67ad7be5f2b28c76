// Travel requests and trips with stopovers (issue 39): a request Sousse → Sfax is one a trip Tunis → Sfax via Sousse
// can take, in its list of requests along the trip and in the ride alert sent to its driver; towns within 15 km of a
// stop match it, and a trip going the other way (Sfax → Tunis) matches nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementsPage } from '../../src/contract/announcements';
import { notifications } from '../../src/server/db/schema';
import { call, createVerifiedUser, type SignedInUser, type TestServer } from '../helpers/server';
import { cityId, createDriver, expectFieldErrors, hoursFromNow, publishTrip, type TestDriver } from '../helpers/marketplace';
import { createAnnouncement } from '../helpers/announcements';
import { AMIRA, startServerWith } from '../helpers/server-cast';

const START = new Date('2026-04-13T08:00:00.000Z');
let server: TestServer;
let owner: SignedInUser;
let city: Record<'Tunis' | 'Ariana' | 'Sousse' | 'Monastir' | 'Sfax', number>;
beforeAll(async () => {
  ({ server, owner } = await startServerWith(async (s) => ({ owner: await createVerifiedUser(s, AMIRA) }), { clockStart: START }));
  const names = ['Tunis', 'Ariana', 'Sousse', 'Monastir', 'Sfax'] as const;
  city = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await cityId(server, name)]))) as typeof city;
});
afterAll(async () => server?.close());

/** A trip of `driver` Tunis → Sfax tomorrow via Sousse, at 23 TND. */
const viaSousse = (driver: TestDriver) =>
  publishTrip(server, driver, {
    departure_city_id: city.Tunis,
    arrival_city_id: city.Sfax,
    stopovers: [{ city_id: city.Sousse, departure_time: hoursFromNow(server, 26) }],
    price_per_seat: 23,
  } as never);

const request = (from: number, to: number) =>
  createAnnouncement(server, owner, {
    departure_city_id: from,
    arrival_city_id: to,
    arrival_location: 'Centre-ville',
    desired_departure_time: hoursFromNow(server, 30),
  });

const alongTrip = async (tripId: number | string) => {
  const answer = await call(server, 'GET', `/api/announcements?trip_id=${tripId}`);
  expect(answer.status).toBe(200);
  return announcementsPage.parse(answer.body).data.map((a) => a.id);
};

const alertsOf = (driver: TestDriver) =>
  server.database.db
    .select({ message: notifications.message, webUrl: notifications.webUrl })
    .from(notifications)
    .where(and(eq(notifications.userId, driver.user.id), eq(notifications.title, 'Alerte trajet')));

describe('the requests a trip with stopovers can take', () => {
  it('lists those from a town near one stop to a town near a later one, and none going the other way', async () => {
    const via = await viaSousse(await createDriver(server));
    const back = await publishTrip(server, await createDriver(server), { departure_city_id: city.Sfax, arrival_city_id: city.Tunis });
    const sousseSfax = await request(city.Sousse, city.Sfax);
    // Ariana is 6 km from Tunis; Monastir 17 km from Sousse, too far.
    const arianaSousse = await request(city.Ariana, city.Sousse);
    const sfaxSousse = await request(city.Sfax, city.Sousse);
    const tunisMonastir = await request(city.Tunis, city.Monastir);
    const sfaxAriana = await request(city.Sfax, city.Ariana);

    const matched = await alongTrip(via.id);
    expect(matched).toEqual(expect.arrayContaining([sousseSfax.id, arianaSousse.id]));
    expect(matched).not.toContain(sfaxSousse.id);
    expect(matched).not.toContain(tunisMonastir.id);
    expect(matched).not.toContain(sfaxAriana.id);
    expect(await alongTrip(back.id)).toEqual([sfaxAriana.id]);
  });

  it('keeps the other filters, and refuses a trip that names nothing', async () => {
    const via = await viaSousse(await createDriver(server));
    const soon = await request(city.Sousse, city.Sfax);
    const day = new Date(soon.desired_departure_time).toISOString().slice(0, 10);
    const onThatDay = await call(server, 'GET', `/api/announcements?trip_id=${via.id}&date=${day}`);
    expect(announcementsPage.parse(onThatDay.body).data.map((a) => a.id)).toContain(soon.id);
    const otherDay = await call(server, 'GET', `/api/announcements?trip_id=${via.id}&date=2026-05-01`);
    expect(announcementsPage.parse(otherDay.body).data).toEqual([]);
    expect(onThatDay.body.first_page_url).toContain(`trip_id=${via.id}`);

    expectFieldErrors(await call(server, 'GET', '/api/announcements?trip_id=abc'), { trip_id: ['The trip must be an integer.'] });
    expectFieldErrors(await call(server, 'GET', '/api/announcements?trip_id=999999'), { trip_id: ['The selected trip is invalid.'] });
    const arabic = await call(server, 'GET', '/api/announcements?trip_id=999999', { headers: { 'accept-language': 'ar' } });
    expect(arabic.body.errors.trip_id).toEqual(['«الرحلة» المختار غير صالح.']);
  });
});

describe('ride alerts for legs', () => {
  it('tell the driver of a trip through the request’s route, and not the one going the other way', async () => {
    const [through, otherWay, shorter] = [await createDriver(server), await createDriver(server), await createDriver(server)];
    await viaSousse(through);
    await publishTrip(server, otherWay, { departure_city_id: city.Sfax, arrival_city_id: city.Tunis });
    await publishTrip(server, shorter, { departure_city_id: city.Tunis, arrival_city_id: city.Sousse });

    const wanted = await request(city.Sousse, city.Sfax);
    expect(await alertsOf(through)).toEqual([
      { message: 'Un passager cherche Sousse → Sfax le mardi 14 avril à 15:00 (2 places).', webUrl: `/announcements/${wanted.id}` },
    ]);
    expect(await alertsOf(otherWay)).toEqual([]);
    expect(await alertsOf(shorter)).toEqual([]);

    // A town within 15 km of a stop reaches the driver too; one 17 km away does not.
    await request(city.Ariana, city.Sousse);
    expect(await alertsOf(through)).toHaveLength(2);
    expect(await alertsOf(shorter)).toHaveLength(1);
    await request(city.Tunis, city.Monastir);
    expect(await alertsOf(through)).toHaveLength(2);
  });
});
