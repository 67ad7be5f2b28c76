// Acting on a row that is not on the server yet chains behind its create; the server id then reaches the path, the
// nested JSON, the multipart parts and the stored rollback of every change queued after it.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase, TripRow } from './database';
import { nextAttemptAt, nextDue } from './outbox';
import { completeEntry, markFailed, retryEntries, rewriteTemporaryId } from './outbox-outcomes';
import { serverIdOf } from './temporary-ids';
import { bookTrip, cancelBooking } from './commands/bookings';
import { changeTripStatus, deleteTrip, saveTrip } from './commands/trips';
import { updateProfile } from './commands/profile';
import { bookingFixture, deviceSignedIn, tripFixture, tripForm } from '../../tests/fixtures/device';
import { frenchLabel, outboxLabel } from './outbox-label';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

async function publishedOffline() {
  db = await deviceSignedIn(2, true);
  const created = await saveTrip(db, tripForm);
  const [temporary] = await db.trips.toArray();
  return { created, temporary: temporary! };
}

describe('a trip published offline', () => {
  it('can be edited and deleted before it is sent; both wait for the create', async () => {
    const { created, temporary } = await publishedOffline();
    const edited = await saveTrip(db, { ...tripForm, price_per_seat: 30 }, temporary);
    const deleted = await deleteTrip(db, (await db.trips.get(temporary.id))!);
    const profile = await updateProfile(db, { first_name: 'Sami', last_name: 'B', email: '', phone: '22111222', image: null, deletePhoto: false });

    await db.outbox.update(created, { nextAttemptAt: Date.now() + 60_000 });
    // The create waits: only the unrelated profile edit may go.
    expect((await nextDue(db, Date.now(), 2))?.id).toBe(profile);
    await db.outbox.delete(profile);
    expect(await nextDue(db, Date.now(), 2)).toBeNull();

    await db.outbox.update(created, { nextAttemptAt: 0 });
    expect((await nextDue(db, Date.now(), 2))?.id).toBe(created);
    await completeEntry(db, (await db.outbox.get(created))!, { message: 'Trip created successfully', data: tripFixture({ id: 900, driver_id: 2 }) });

    const edit = (await db.outbox.get(edited))!;
    expect(edit.path).toBe('/api/trips/900');
    expect((edit.body as { data: { id: number } }).data.id).toBe(900);
    expect((await nextDue(db, Date.now(), 2))?.id).toBe(edited);
    expect((await db.outbox.get(deleted))!.path).toBe('/api/trips/900');
    // The edit is still shown on the server's row until it is sent.
    expect((await db.trips.get(900))!).toMatchObject({ price_per_seat: 30 });
    expect((await db.trips.get(900))!._deleted).toBe(true);
    expect(await db.trips.get(temporary.id)).toBeUndefined();
    // A page still open on the temporary id finds where the trip went.
    expect(await serverIdOf(db, temporary.id)).toBe(900);
  });

  it('its status change, refused after the create, puts back the server’s row (not the temporary one)', async () => {
    const { created, temporary } = await publishedOffline();
    const paused = await changeTripStatus(db, temporary, 'pause');
    await completeEntry(db, (await db.outbox.get(created))!, { message: 'ok', data: tripFixture({ id: 900, driver_id: 2 }) });
    await markFailed(db, (await db.outbox.get(paused))!, { status: 422, message: 'Refused.' });
    const rows = await db.trips.toArray();
    expect(rows.map((row: TripRow) => row.id)).toEqual([900]);
    expect(rows[0]).toMatchObject({ status: 1 });
    expect(rows[0]!._pending ?? []).toEqual([]);
  });
});

describe('a refused create', () => {
  it('takes the changes queued on its row along, saying why, and a retry brings them back', async () => {
    const { created, temporary } = await publishedOffline();
    const edited = await saveTrip(db, { ...tripForm, price_per_seat: 30 }, temporary);
    await markFailed(db, (await db.outbox.get(created))!, { status: 422, message: 'The vehicle is not yours.' });
    expect((await db.outbox.get(edited))!).toMatchObject({
      state: 'failed',
      lastError: { message: `« ${frenchLabel((await db.outbox.get(created))!.label)} » a été refusée.` },
    });
    expect(await db.trips.count()).toBe(0);
    expect(await nextAttemptAt(db, 2)).toBeNull();

    await retryEntries(db, [created]);
    expect((await db.outbox.get(edited))!.state).toBe('pending');
    expect((await db.trips.get(temporary.id))!).toMatchObject({ price_per_seat: 30 });
    expect((await nextDue(db, Date.now(), 2))?.id).toBe(created);
  });
});

describe('retrying a change refused with its create', () => {
  it('retries the create too, so the change is never left waiting for a refused create', async () => {
    const { created, temporary } = await publishedOffline();
    const edited = await saveTrip(db, { ...tripForm, price_per_seat: 30 }, temporary);
    await markFailed(db, (await db.outbox.get(created))!, { status: 422, message: 'The vehicle is not yours.' });
    // "Réessayer" on the edit alone.
    await retryEntries(db, [edited]);
    expect((await db.outbox.get(created))!.state).toBe('pending');
    expect((await db.outbox.get(edited))!.state).toBe('pending');
    expect((await nextDue(db, Date.now(), 2))?.id).toBe(created);
  });
});

describe('a screen still holding the temporary row', () => {
  it('acts on the server’s row once the create was sent', async () => {
    const { created, temporary } = await publishedOffline();
    await completeEntry(db, (await db.outbox.get(created))!, { message: 'ok', data: tripFixture({ id: 900, driver_id: 2 }) });
    const paused = await changeTripStatus(db, temporary, 'pause');
    expect((await db.outbox.get(paused))!.path).toBe('/api/trips/900/status');
    expect((await db.trips.get(900))!.status).toBe(0);
  });
});

describe('a booking made offline', () => {
  it('can be cancelled before it is sent; the cancel goes to the server’s booking', async () => {
    db = await deviceSignedIn(7);
    await db.trips.put(tripFixture());
    const booked = await bookTrip(db, (await db.trips.get(100))!, 1, '');
    const [temporary] = await db.bookings.toArray();
    const cancelled = await cancelBooking(db, temporary!);
    expect((await nextDue(db, Date.now(), 7))?.id).toBe(booked);
    await db.outbox.update(booked, { nextAttemptAt: Date.now() + 60_000 });
    expect(await nextDue(db, Date.now(), 7)).toBeNull();
    await completeEntry(db, (await db.outbox.get(booked))!, { message: 'ok', data: bookingFixture(501) });
    expect((await db.outbox.get(cancelled))!.path).toBe('/api/bookings/501/cancel');
    expect((await db.bookings.get(501))!).toMatchObject({ status: 3 });
  });
});

describe('rewriting a temporary id', () => {
  it('reaches nested JSON, multipart parts and the values a refusal would put back', async () => {
    db = await deviceSignedIn(2, true);
    const { enqueue } = await import('./outbox');
    await db.transaction('rw', db.outbox, () =>
      enqueue(db, {
        id: 'nested',
        kind: 'saveTrip',
        label: outboxLabel('x'),
        method: 'POST',
        path: '/api/things/-77/parts',
        body: { type: 'json', data: { trip: { id: -77, legs: [{ trip_id: -77 }] } } },
        userId: 2,
        touches: [{ table: 'trips', id: 5, fields: ['related'], before: { related: { trip_id: -77 } }, after: { related: { trip_id: -77, note: -1 } } }],
      }),
    );
    await db.transaction('rw', db.outbox, () =>
      enqueue(db, {
        id: 'parts',
        kind: 'updateProfile',
        label: outboxLabel('y'),
        method: 'POST',
        path: '/api/profile',
        body: {
          type: 'multipart',
          parts: [
            { name: 'trip_id', value: '-77' },
            { name: 'note', value: 'keep -77x' },
          ],
        },
        userId: 2,
      }),
    );
    await db.transaction('rw', [db.outbox, db.bookings, db.proposals, db.meta], () => rewriteTemporaryId(db, -77, 901));
    const nested = (await db.outbox.get('nested'))!;
    expect(nested.path).toBe('/api/things/901/parts');
    expect(nested.body).toEqual({ type: 'json', data: { trip: { id: 901, legs: [{ trip_id: 901 }] } } });
    expect(nested.touches[0]).toMatchObject({ before: { related: { trip_id: 901 } }, after: { related: { trip_id: 901, note: -1 } } });
    const parts = (await db.outbox.get('parts'))!;
    expect(parts.body).toEqual({
      type: 'multipart',
      parts: [
        { name: 'trip_id', value: '901' },
        { name: 'note', value: 'keep -77x' },
      ],
    });
  });
});
