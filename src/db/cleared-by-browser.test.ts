// A mirror the browser cleared while local storage kept the session's copy: the session is put back for the server to
// judge; a session cleared on purpose (logout, a refused token) in an older mirror is not brought back.
import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../tests/fixtures/user';
import { TOKEN_LIFETIME_MS } from '../contract/limits';
import { openDatabase, type MechwarDatabase, type SessionRow } from './database';
import { restoreClearedSession, takeClearedNotice } from './cleared-mirror';
import { clearSession, getSession, saveAuth } from './session';

let db: MechwarDatabase;
afterEach(async () => db?.delete());

const HOUR = 3_600_000;

/** The copy as the page's session mirror writes it under "auth". */
function copyOf(session: Omit<SessionRow, 'key'>): string {
  return JSON.stringify({ ...session, tokenExpiry: new Date(session.tokenExpiry).toISOString() });
}

/** A session whose token was saved `ago` ms before now, on some earlier database. */
const sessionSaved = (ago: number) => ({
  user: userFixture({ id: 7, first_name: 'Amira' }),
  isDriver: true,
  token: 'secret',
  tokenExpiry: Date.now() - ago + TOKEN_LIFETIME_MS,
  refreshToken: '43|refresh',
});

/** A database the browser has just made again: opened once, as the page's first read does. */
async function clearedMirror() {
  db = openDatabase(`cleared-${crypto.randomUUID()}`);
  await db.open();
  return db;
}

describe('restoreClearedSession', () => {
  it('puts back the session of a mirror made after its token was saved, and keeps the notice for later', async () => {
    await clearedMirror();
    const saved = sessionSaved(HOUR);
    expect(await restoreClearedSession(db, copyOf(saved))).toBe(true);
    expect(await getSession(db)).toEqual({ key: 'current', ...saved });
    expect(await db.me.get(7)).toMatchObject({ first_name: 'Amira' });
    // Once: the notice is taken by the start that pulled everything again.
    expect(await takeClearedNotice(db, 'refreshed')).toBe(true);
    expect(await takeClearedNotice(db, 'refreshed')).toBe(false);
  });

  it('does not bring back a session cleared on purpose in the mirror it was saved in', async () => {
    db = openDatabase(`logout-${crypto.randomUUID()}`);
    const session = await saveAuth(db, { user: userFixture({ id: 7 }), is_driver: false, token: '1|secret', refresh_token: '2|refresh' }, Date.now() + 60_000);
    const copy = copyOf(session);
    // The service worker's drain cleared a refused session: no page was open to drop the copy.
    await clearSession(db);
    expect(await restoreClearedSession(db, copy)).toBe(false);
    expect(await getSession(db)).toBeUndefined();
    expect(await takeClearedNotice(db, 'refreshed')).toBe(false);
  });

  it('leaves a mirror alone that holds a session, or whose creation was never recorded', async () => {
    await clearedMirror();
    await saveAuth(db, { user: userFixture({ id: 8 }), is_driver: false, token: '1|other' });
    expect(await restoreClearedSession(db, copyOf(sessionSaved(HOUR)))).toBe(false);
    expect((await getSession(db))?.user.id).toBe(8);

    await db.delete();
    await clearedMirror();
    // A database made before its creation was kept has no stamp (its meta emptied here stands for it).
    await db.meta.clear();
    expect(await restoreClearedSession(db, copyOf(sessionSaved(HOUR)))).toBe(false);
    expect(await getSession(db)).toBeUndefined();
  });

  it('ignores a missing or unreadable copy', async () => {
    await clearedMirror();
    for (const copy of [
      null,
      '',
      'not json',
      '{}',
      JSON.stringify({ ...sessionSaved(HOUR), token: '' }),
      JSON.stringify({ ...sessionSaved(HOUR), tokenExpiry: 'soon' }),
    ]) {
      expect(await restoreClearedSession(db, copy), String(copy)).toBe(false);
    }
    expect(await getSession(db)).toBeUndefined();
  });
});

describe('takeClearedNotice', () => {
  it('keeps the notice while offline and drops it when the server refused the token', async () => {
    await clearedMirror();
    await restoreClearedSession(db, copyOf(sessionSaved(HOUR)));
    expect(await takeClearedNotice(db, 'offline')).toBe(false);
    expect(await takeClearedNotice(db, 'offline')).toBe(false);
    // The person is signed out: nothing was loaded again, and the next sign-in pulls everything anyway.
    expect(await takeClearedNotice(db, 'signed-out')).toBe(false);
    expect(await takeClearedNotice(db, 'refreshed')).toBe(false);
  });
});
