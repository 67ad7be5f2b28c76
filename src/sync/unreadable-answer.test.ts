// A change the server accepted but answered in a shape the contract does not know: the change stays shown, the
// entry leaves the queue (a retry would replay the same answer), and the drain asks for a fresh pull.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from '../db/database';
import { saveAuth } from '../db/session';
import { updateProfile } from '../db/commands/profile';
import type { Http } from './http';
import { drainOutbox } from './push';
import { userFixture } from '../../tests/fixtures/user';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

function answering(data: unknown): Http {
  const request = async () => ({ ok: true as const, status: 200, data });
  return { request, refresh: async () => true, renewExpired: async () => 'valid' as const, send: async () => new Response() } as unknown as Http;
}

describe('an unreadable 2xx answer', () => {
  it('keeps the optimistic change and drops the entry', async () => {
    db = openDatabase(`unreadable-${crypto.randomUUID()}`);
    await saveAuth(db, { user: userFixture(), is_driver: false, token: '1|abc', refresh_token: 'r' });
    await updateProfile(db, { first_name: 'Amina', last_name: 'Ben Salah', email: '', phone: '22123456', image: null, deletePhoto: false });
    const events: string[] = [];
    const report = await drainOutbox({ db, http: answering({ surprise: true }), emit: (event) => events.push(event.type) });
    expect(report).toMatchObject({ sent: 1, unreadable: 1, failed: 0 });
    expect(await db.outbox.count()).toBe(0);
    const me = (await db.me.get(7))!;
    expect(me.first_name).toBe('Amina');
    // No longer marked pending, so the next pull shows the server's copy.
    expect(me._pending).toBeUndefined();
    expect(events).not.toContain('outbox-failed');
  });
});
