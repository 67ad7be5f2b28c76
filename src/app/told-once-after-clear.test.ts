// The page's start after the browser cleared the mirror: the session's copy is back before the worker starts, and
// the person is told once, when the start pulled everything again — not while offline, not twice.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '../../tests/fixtures/user';
import { TOKEN_LIFETIME_MS } from '../contract/limits';
import { openDatabase, type MechwarDatabase } from '../db/database';
import { getSession } from '../db/session';
import { resumeSession } from './resume-after-clear';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

/** The spec's copy under "auth", of a session whose token was saved an hour ago. */
const copy = JSON.stringify({
  user: userFixture({ id: 7 }),
  isDriver: false,
  token: 'secret',
  tokenExpiry: new Date(Date.now() - 3_600_000 + TOKEN_LIFETIME_MS).toISOString(),
  refreshToken: '43|refresh',
});

async function start(resumed: string, sessionCopy: string | null = copy) {
  const tell = vi.fn();
  const seenByWorker: (number | undefined)[] = [];
  const started = resumeSession({
    db,
    copy: sessionCopy,
    start: async () => {
      seenByWorker.push((await getSession(db))?.user.id);
      return resumed;
    },
    tell,
  });
  await started.restored;
  await started.resumed;
  return { tell, seenByWorker };
}

describe('resumeSession after the browser cleared the mirror', () => {
  it('puts the session back before the worker resumes it, and tells the person once', async () => {
    db = openDatabase(`told-${crypto.randomUUID()}`);
    const first = await start('refreshed');
    expect(first.seenByWorker).toEqual([7]);
    expect(first.tell).toHaveBeenCalledTimes(1);
    const next = await start('refreshed');
    expect(next.tell).not.toHaveBeenCalled();
  });

  it('waits for a start that pulled before telling', async () => {
    db = openDatabase(`told-offline-${crypto.randomUUID()}`);
    expect((await start('offline')).tell).not.toHaveBeenCalled();
    expect((await start('refreshed')).tell).toHaveBeenCalledTimes(1);
  });

  it('says nothing when there is no copy, or the server refused its token', async () => {
    db = openDatabase(`untold-${crypto.randomUUID()}`);
    const none = await start('refreshed', null);
    expect(none.tell).not.toHaveBeenCalled();
    expect(none.seenByWorker).toEqual([undefined]);
    expect((await start('signed-out')).tell).not.toHaveBeenCalled();
    expect((await start('refreshed')).tell).not.toHaveBeenCalled();
  });
});
