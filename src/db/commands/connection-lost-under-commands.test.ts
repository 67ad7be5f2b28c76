// A command whose IndexedDB connection goes under it (WebKit, a backgrounded page): written again once on a new
// connection, so the change is queued exactly once — never lost, never twice.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from '../database';
import { saveAuth } from '../session';
import { bookTrip } from './bookings';
import { writeOnce } from './write-once';
import { userFixture } from '../../../tests/fixtures/user';
import { tripFixture } from '../../../tests/fixtures/trip';
import { failingTable, lostServer } from '../../../tests/fixtures/failing-table';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const trip = tripFixture({ price_per_seat: 10 });

async function signedIn() {
  db = openDatabase(`lost-commands-${crypto.randomUUID()}`);
  const failures = failingTable(db, 'outbox', 'mutate');
  await saveAuth(db, { user: userFixture({ id: 7 }), is_driver: false, token: '1|secret', refresh_token: 'r' });
  await db.trips.put(trip);
  return failures;
}

/** What the person would see queued: the outbox entries and the bookings shown for them. */
async function queued() {
  const entries = await db.outbox.toArray();
  const bookings = await db.bookings.toArray();
  return { entries: entries.map((entry) => entry.id), bookings: bookings.map((booking) => booking._entryId) };
}

describe('a command whose connection is lost', () => {
  it('is written again on a new connection, once', async () => {
    const { failNext: failNextOutboxWrite } = await signedIn();
    failNextOutboxWrite();
    let tries = 0;
    const id = await writeOnce(db, () => {
      tries++;
      return bookTrip(db, trip, 2, '');
    });
    expect(tries).toBe(2);
    // The first try's transaction was undone whole: its booking row went with its entry.
    expect(await queued()).toEqual({ entries: [id], bookings: [id] });
  });

  it('is written again when the browser aborted it and then closed the connection', async () => {
    const { failNext: failNextOutboxWrite } = await signedIn();
    // A forced close: the connection's transactions are aborted, then its `close` fires.
    failNextOutboxWrite(() => {
      setTimeout(() => db.backendDB().onclose?.(new Event('close')), 0);
      return new DOMException('The transaction was aborted.', 'AbortError');
    });
    let tries = 0;
    const id = await writeOnce(db, () => {
      tries++;
      return bookTrip(db, trip, 2, '');
    });
    expect(tries).toBe(2);
    expect(await queued()).toEqual({ entries: [id], bookings: [id] });
  });

  it('is not tried again when it aborted on its own, the connection still there', async () => {
    const { failNext: failNextOutboxWrite } = await signedIn();
    failNextOutboxWrite(() => new DOMException('The transaction was aborted.', 'AbortError'));
    let tries = 0;
    const written = writeOnce(db, () => {
      tries++;
      return bookTrip(db, trip, 2, '');
    });
    await expect(written).rejects.toMatchObject({ name: 'AbortError' });
    expect(tries).toBe(1);
    expect(await queued()).toEqual({ entries: [], bookings: [] });
  });

  it('is not written twice when the first try landed and only its answer was lost', async () => {
    await signedIn();
    let tries = 0;
    const id = await writeOnce(db, () =>
      bookTrip(db, trip, 1, '').then((written) => {
        if (++tries === 1) throw lostServer();
        return written;
      }),
    );
    expect(tries).toBe(1);
    expect(await queued()).toEqual({ entries: [id], bookings: [id] });
  });

  it('reopens a database closed under it and lands once', async () => {
    await signedIn();
    const written = writeOnce(db, () => bookTrip(db, trip, 1, ''));
    db.close();
    const id = await written;
    expect(db.isOpen()).toBe(true);
    expect(await queued()).toEqual({ entries: [id], bookings: [id] });
  });

  it('is not tried again for any other failure', async () => {
    await signedIn();
    await db.session.clear();
    let tries = 0;
    const written = writeOnce(db, () => {
      tries++;
      return bookTrip(db, trip, 1, '');
    });
    await expect(written).rejects.toThrow('Please login to perform this action');
    expect(tries).toBe(1);
    expect(await queued()).toEqual({ entries: [], bookings: [] });
  });
});
