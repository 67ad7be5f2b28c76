// One change the server keeps failing holds back only the changes that depend on it; after a few server errors it is
// marked stuck, said in plain words, and waits for the user's retry or discard.
import { afterEach, describe, expect, it } from 'vitest';
import type { MechwarDatabase } from '../db/database';
import { nextDue } from '../db/outbox';
import { retryEntries } from '../db/outbox-outcomes';
import { changeTripStatus, saveTrip } from '../db/commands/trips';
import { updateProfile } from '../db/commands/profile';
import { drainOutbox } from './push';
import type { Http } from './http';
import { deviceSignedIn, tripFixture, tripForm } from '../../tests/fixtures/device';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const profileEdit = { first_name: 'Sami', last_name: 'Ben Salah', email: '', phone: '22111222', image: null, deletePhoto: false };

/** A server that answers 500 to every change of trip 100 and accepts the rest. */
function serverFailingTrip100(seen: string[]): Http {
  const request = async (endpoint: { method: string; path: string }, options: { path?: string }) => {
    const path = options.path ?? endpoint.path;
    seen.push(`${endpoint.method} ${path}`);
    if (path.startsWith('/api/trips/100')) return { ok: false as const, error: { status: 500, message: 'Server error' } };
    return { ok: true as const, status: 200, data: { message: 'ok', user: { id: 2 } } };
  };
  return { request, refresh: async () => true, renewExpired: async () => 'valid' as const, send: async () => new Response() } as unknown as Http;
}

describe('a change that keeps failing', () => {
  it('lets a change of another row go first while it waits', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture());
    const tripEdit = await saveTrip(db, { ...tripForm, price_per_seat: 25 }, (await db.trips.get(100))!);
    const paused = await changeTripStatus(db, (await db.trips.get(100))!, 'pause');
    const profile = await updateProfile(db, profileEdit);
    await db.outbox.update(tripEdit, { nextAttemptAt: Date.now() + 60_000, attempts: 1 });
    const due = await nextDue(db, Date.now(), 2);
    expect(due?.id).toBe(profile);
    // The pause is on the same trip: it waits behind the edit.
    expect(due?.id).not.toBe(paused);
  });

  it('is marked stuck after a few server errors, with a plain reason, and later changes of other rows are sent', async () => {
    db = await deviceSignedIn(2, true);
    await db.trips.put(tripFixture());
    const tripEdit = await saveTrip(db, { ...tripForm, price_per_seat: 25 }, (await db.trips.get(100))!);
    const seen: string[] = [];
    let now = Date.now();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await drainOutbox({ db, http: serverFailingTrip100(seen), emit: () => undefined, now: () => now });
      now += 10 * 60_000;
    }
    const stuck = (await db.outbox.get(tripEdit))!;
    expect(stuck.state).toBe('stuck');
    expect(seen.filter((line) => line === 'PUT /api/trips/100').length).toBeLessThanOrEqual(5);
    // Still shown as changed on this device: the server may take it on a retry.
    expect((await db.trips.get(100))!.price_per_seat).toBe(25);

    const profile = await updateProfile(db, profileEdit);
    const report = await drainOutbox({ db, http: serverFailingTrip100(seen), emit: () => undefined, now: () => now });
    expect(report.sent).toBe(1);
    expect(await db.outbox.get(profile)).toBeUndefined();
    // Waiting for the user: no timer is asked for.
    expect(report.nextAttemptAt).toBeNull();

    await retryEntries(db, [tripEdit]);
    expect((await db.outbox.get(tripEdit))!).toMatchObject({ state: 'pending', nextAttemptAt: 0 });
  });
});
