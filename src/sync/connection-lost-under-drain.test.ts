// The connection lost while the drain writes the server's answer: not taken for an unreadable answer; the drain runs
// again on a new connection, sends the change again under the same Idempotency-Key, and keeps the answer once.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from '../db/database';
import { saveAuth } from '../db/session';
import { bookTrip } from '../db/commands/bookings';
import { retryOnceReopened } from '../db/lost-connection';
import type { Http, RequestOptions } from './http';
import { drainOutbox } from './push';
import { userFixture } from '../../tests/fixtures/user';
import { tripFixture } from '../../tests/fixtures/trip';
import { failingTable } from '../../tests/fixtures/failing-table';
import { bookingFixture } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const serverBooking = bookingFixture(501);

describe('a drain whose connection is lost under the answer', () => {
  it('sends again under the same key and keeps the server’s booking once', async () => {
    db = openDatabase(`lost-drain-${crypto.randomUUID()}`);
    const { failNext: failNextBookingWrite } = failingTable(db, 'bookings', 'mutate');
    await saveAuth(db, { user: userFixture({ id: 7 }), is_driver: false, token: '7|secret', refresh_token: 'r' });
    const entryId = await bookTrip(db, tripFixture(), 1, '');
    const keys: (string | undefined)[] = [];
    const http = {
      request: async (_endpoint: unknown, options: RequestOptions) => {
        keys.push(options.idempotencyKey);
        // The first answer arrives as the page goes to the background: writing it loses the connection.
        if (keys.length === 1) failNextBookingWrite();
        return { ok: true as const, status: 201, data: { message: 'Booking created successfully', data: serverBooking } };
      },
      renewExpired: async () => 'valid' as const,
    } as unknown as Http;

    const report = await retryOnceReopened(db, () => drainOutbox({ db, http, emit: () => undefined }));

    expect(keys).toEqual([entryId, entryId]);
    expect(report).toMatchObject({ sent: 1, unreadable: 0 });
    expect(await db.outbox.count()).toBe(0);
    expect((await db.bookings.toArray()).map((booking) => booking.id)).toEqual([501]);
  });
});
