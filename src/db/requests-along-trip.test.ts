// The requests a trip can take, from the mirror: near one stop, to near a later one, open and to come.
import { afterEach, describe, expect, it } from 'vitest';
import { announcementFixture } from '../../tests/fixtures/announcement';
import { SFAX, SOUSSE, TUNIS, VIA_SOUSSE_TO_SFAX, tripFixture } from '../../tests/fixtures/trip';
import { openDatabase, type MechwarDatabase } from './database';
import { requestsAlongTrip } from './requests-along-trip';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const NOW = Date.parse('2030-01-09T12:00:00.000Z');
const ARIANA = { id: 2, name: 'Ariana', latitude: 36.8625, longitude: 10.1956 };
const MONASTIR = { id: 14, name: 'Monastir', latitude: 35.7643, longitude: 10.8113 };

describe('requestsAlongTrip', () => {
  it('lists the open requests from near a stop to near a later one, soonest first', async () => {
    db = openDatabase(`along-${crypto.randomUUID()}`);
    await db.cities.bulkPut([TUNIS, ARIANA, SOUSSE, SFAX, MONASTIR]);
    const trip = tripFixture({
      ...VIA_SOUSSE_TO_SFAX,
      section_seats: [3, 3],
    });
    const at = (day: number) => `2030-01-${String(day).padStart(2, '0')}T08:00:00.000Z`;
    const request = (id: number, from: number, to: number, day: number) =>
      announcementFixture(id, { departure_city_id: from, arrival_city_id: to, desired_departure_time: at(day) });
    await db.announcements.bulkPut([
      request(1, ARIANA.id, SOUSSE.id, 12), // Ariana is 6 km from Tunis
      request(2, SOUSSE.id, SFAX.id, 11),
      request(3, SFAX.id, SOUSSE.id, 11), // the wrong way
      request(4, TUNIS.id, MONASTIR.id, 11), // Monastir is 17 km from Sousse
      request(5, TUNIS.id, SFAX.id, 5), // gone already
    ]);
    expect((await requestsAlongTrip(db, trip, 20, NOW)).map((row) => row.id)).toEqual([2, 1]);
  });
});
