// The chaos run's handle: a change drawn for a row that left the mirror before it was made (a request closed and
// pulled away before the driver's offer) is answered as skipped, with nothing queued, instead of failing inside.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { saveAuth } from '../db/session';
import { userFixture } from '../../tests/fixtures/user';
import { SKIPPED_GONE } from './chaos-outcomes';

// The sync worker is a browser Worker: the handle only asks it to send, which this test does not need.
vi.mock('../sync/client', () => ({ sync: { flush: async () => undefined } }));

afterEach(async () => {
  await db.delete();
  await db.open();
});

describe('the chaos handle', () => {
  it('skips an offer on a request that left the mirror, and queues nothing', async () => {
    const { exposeChaosHandle } = await import('./chaos-handle');
    exposeChaosHandle();
    await saveAuth(db, { user: userFixture({ id: 2 }), is_driver: true, token: '2|secret', refresh_token: 'r' });
    const handle = (globalThis as unknown as { mechwarChaos: { act(action: unknown): Promise<string> } }).mechwarChaos;
    const fields = { vehicle_id: 1, proposed_price: 20, proposed_departure_time: '2030-01-10T07:30:00.000Z', message: 'chaos #1' };
    expect(await handle.act({ kind: 'saveProposal', announcementId: 999, fields })).toBe(SKIPPED_GONE);
    expect(await handle.act({ kind: 'withdrawProposal', proposalId: 998 })).toBe(SKIPPED_GONE);
    expect(await db.outbox.count()).toBe(0);
  });
});
