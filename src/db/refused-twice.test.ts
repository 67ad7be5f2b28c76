// A change refused, sent again and refused again: each refusal puts back what the row showed before the change, so no
// field keeps showing the refused value until the next pull.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from './database';
import { markFailed, retryEntries } from './outbox-outcomes';
import { markSending } from './outbox';
import { saveTrip } from './commands/trips';
import { deviceSignedIn, tripFixture, tripForm } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const refusal = { status: 422, message: 'The price per seat must be at most 200.', errors: { price_per_seat: ['The price per seat must be at most 200.'] } };

describe('a change refused twice', () => {
  it('shows the value before it after each refusal', async () => {
    db = await deviceSignedIn(7, true);
    await db.trips.put(tripFixture({ id: 100, driver_id: 7, price_per_seat: 20 }));
    const id = await saveTrip(db, { ...tripForm, price_per_seat: 900 }, (await db.trips.get(100))!);
    expect((await db.trips.get(100))!.price_per_seat).toBe(900);

    // As the drain does it: the entry it read before sending is the one it reports on.
    for (let round = 1; round <= 3; round += 1) {
      const sent = (await db.outbox.get(id))!;
      await markSending(db, id);
      await markFailed(db, sent, refusal);
      const trip = (await db.trips.get(100))!;
      expect(trip.price_per_seat, `after refusal ${round}`).toBe(20);
      expect(trip._pending ?? [], `after refusal ${round}`).toEqual([]);
      await retryEntries(db, [id]);
      expect((await db.trips.get(100))!.price_per_seat).toBe(900);
    }
  });

  it('under a later change of the same field: that change stays shown, and the refused value never does', async () => {
    db = await deviceSignedIn(7, true);
    await db.trips.put(tripFixture({ id: 100, driver_id: 7, price_per_seat: 20 }));
    const first = await saveTrip(db, { ...tripForm, price_per_seat: 900 }, (await db.trips.get(100))!);
    const second = await saveTrip(db, { ...tripForm, price_per_seat: 40 }, (await db.trips.get(100))!);

    await markFailed(db, (await db.outbox.get(first))!, refusal);
    expect((await db.trips.get(100))!.price_per_seat).toBe(40);
    await retryEntries(db, [first]);
    // The later change is still the one shown.
    expect((await db.trips.get(100))!.price_per_seat).toBe(40);
    await markFailed(db, (await db.outbox.get(first))!, refusal);
    expect((await db.trips.get(100))!.price_per_seat).toBe(40);
    // The later one refused in turn: back to the price before both.
    await markFailed(db, (await db.outbox.get(second))!, refusal);
    expect((await db.trips.get(100))!).toMatchObject({ price_per_seat: 20 });
    expect((await db.trips.get(100))!._pending ?? []).toEqual([]);
  });
});
