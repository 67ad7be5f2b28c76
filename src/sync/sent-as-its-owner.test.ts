// An outbox change is sent only with the session of the person who made it: if another account signed in meanwhile,
// nothing leaves and the change is held for its owner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { openDatabase, type MechwarDatabase } from '../db/database';
import { saveAuth } from '../db/session';
import { createHttp } from './http';
import { classifyFailure } from './push';
import { userFixture } from '../../tests/fixtures/user';

let db: MechwarDatabase;
afterEach(async () => {
  vi.unstubAllGlobals();
  await db?.delete();
});

describe('a change of one account while another is signed in', () => {
  it('is not sent, and is held', async () => {
    db = openDatabase(`owner-${crypto.randomUUID()}`);
    await saveAuth(db, { user: userFixture({ id: 8 }), is_driver: false, token: '8|nour', refresh_token: 'r8' });
    const fetch = vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const http = createHttp({ db, baseUrl: 'http://127.0.0.1:9', emit: () => undefined });
    const result = await http.request({ method: 'POST', path: '/api/profile', response: z.unknown() }, { asUser: 7, idempotencyKey: 'k', quiet: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    if (!result.ok) expect(classifyFailure(result.error)).toBe('held');
  });
});
