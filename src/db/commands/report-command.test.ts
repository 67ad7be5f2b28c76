// The report command: one outbox entry naming the subject, the reason and the person's words, nothing shown in the
// mirror, and no entry at all without an account.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type MechwarDatabase } from '../database';
import { saveAuth } from '../session';
import { followUpsOf } from './writes';
import { reportContent } from './reports';
import { userFixture } from '../../../tests/fixtures/user';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

async function signedIn(userId = 7) {
  db = openDatabase(`reports-${crypto.randomUUID()}`);
  await saveAuth(db, { user: userFixture({ id: userId }), is_driver: false, token: '1|secret', refresh_token: 'r' });
}

describe('reportContent', () => {
  it('queues one report under its entry id, the Idempotency-Key it is sent with', async () => {
    await signedIn();
    const id = await reportContent(db, { subject_type: 'message', subject_id: 42, reason: 'harassment', text: '  Insiste  ' });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id,
      kind: 'report',
      method: 'POST',
      path: '/api/reports',
      userId: 7,
      body: { type: 'json', data: { subject_type: 'message', subject_id: 42, reason: 'harassment', text: 'Insiste' } },
      touches: [],
    });
    expect(followUpsOf(entries[0]!, 'sent')).toEqual([]);
  });

  it('leaves an empty text out', async () => {
    await signedIn();
    await reportContent(db, { subject_type: 'trip', subject_id: 3, reason: 'other', text: '   ' });
    expect((await db.outbox.toArray())[0]!.body).toEqual({ type: 'json', data: { subject_type: 'trip', subject_id: 3, reason: 'other' } });
  });

  it('queues nothing when no one is signed in', async () => {
    db = openDatabase(`reports-${crypto.randomUUID()}`);
    await expect(reportContent(db, { subject_type: 'user', subject_id: 3, reason: 'scam' })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});
