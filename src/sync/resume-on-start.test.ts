// On start, resume() keeps a valid session through server trouble and drops only an expired or refused one.
import { afterEach, describe, expect, it } from 'vitest';
import { userFixture } from '../../tests/fixtures/user';
import { openDatabase, type MechwarDatabase } from '../db/database';
import { clearSession, getSession, saveAuth } from '../db/session';
import type { ApiFailure, Http } from './http';
import { createAccount } from './session';

const user = userFixture;

/** An Http whose every request fails with `error`; `onRequest` runs first (the real one clears a refused session). */
function failingHttp(error: ApiFailure, onRequest: () => Promise<void> = async () => {}): Http {
  return {
    request: async () => {
      await onRequest();
      return { ok: false, error };
    },
  } as unknown as Http;
}

let db: MechwarDatabase;
async function signedIn() {
  db = openDatabase(`resume-${crypto.randomUUID()}`);
  await saveAuth(db, { user: user(), is_driver: false, token: '1|abc', refresh_token: '2|ref' });
}
afterEach(async () => {
  await db?.delete();
});

describe('resume', () => {
  it.each([
    [0, 'Pas de connexion au serveur.'],
    [503, 'Server error'],
    [429, 'Too many attempts.'],
  ])('keeps the session and says offline when the user call fails with %i', async (status, message) => {
    await signedIn();
    const account = createAccount(db, failingHttp({ status, message }));
    expect(await account.resume()).toBe('offline');
    expect(await getSession(db)).toBeDefined();
  });

  it('says signed-out when the server refused the token and the session was cleared', async () => {
    await signedIn();
    const account = createAccount(
      db,
      failingHttp({ status: 401, message: 'Unauthenticated.' }, () => clearSession(db)),
    );
    expect(await account.resume()).toBe('signed-out');
  });
});
