// Refresh grace: a refresh answer lost on a weak network can be asked for again briefly; a later replay revokes the family.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../src/server/auth/tokens';
import { tokens } from '../../src/server/db/schema';
import { call, createVerifiedUser, logIn, startTestServer, type Answer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const unauthenticated = { message: 'Unauthenticated.', code: 'unauthenticated' };
const refresh = (refresh_token: string) => call(server, 'POST', '/api/auth/refresh', { json: { refresh_token } });
const currentUser = (token: string) => call(server, 'GET', '/api/auth/user', { token });
const pairOf = (answer: Answer) => ({ token: answer.body.data.token as string, refreshToken: answer.body.data.refresh_token as string });

describe('a refresh token spent within the grace window', () => {
  it('answers the same pair when presented again, and that pair works', async () => {
    const account = await createVerifiedUser(server);
    const first = await refresh(account.refreshToken);
    expect(first.status).toBe(200);
    server.clock.advance(REFRESH_GRACE_MS - 1000);
    const again = await refresh(account.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Token refreshed.');
    expect(again.body.data.user.id).toBe(account.user.id);
    expect(pairOf(again)).toEqual(pairOf(first));
    expect((await currentUser(pairOf(again).token)).status).toBe(200);
    // The secret alone, as the spec's client may send it, is the same token.
    expect(pairOf(await refresh(account.refreshToken.split('|')[1]!))).toEqual(pairOf(first));
  });

  it('answers the same pair to two simultaneous refreshes, never two live pairs', async () => {
    const account = await createVerifiedUser(server);
    const answers = await Promise.all([1, 2, 3].map(() => refresh(account.refreshToken)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(pairOf(a)))).size).toBe(1);
    expect((await currentUser(pairOf(answers[0]!).token)).status).toBe(200);
    const rows = await server.database.db.select().from(tokens).where(eq(tokens.userId, account.user.id));
    expect(rows.filter((row) => row.kind === 'refresh' && !row.revokedAt)).toHaveLength(1);
  });

  it('is refused once the pair it produced was refreshed in turn: a replay does not resurrect it', async () => {
    const account = await createVerifiedUser(server);
    const second = pairOf(await refresh(account.refreshToken));
    const third = await refresh(second.refreshToken);
    expect(third.status).toBe(200);
    const replay = await refresh(account.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(unauthenticated);
    // The newest spent token still has its own grace.
    const again = await refresh(second.refreshToken);
    expect(again.status).toBe(200);
    expect(pairOf(again)).toEqual(pairOf(third));
    expect((await currentUser(pairOf(third).token)).status).toBe(200);
  });

  it('keeps the pair it answers again only sealed: no secret of it is in the database', async () => {
    const account = await createVerifiedUser(server);
    const pair = pairOf(await refresh(account.refreshToken));
    const rows = await server.database.db.select().from(tokens).where(eq(tokens.userId, account.user.id));
    const spent = rows.find((row) => row.id === Number(account.refreshToken.split('|')[0]));
    expect(spent?.sealedSuccessor).toEqual(expect.any(String));
    const stored = JSON.stringify(rows);
    for (const presented of [pair.token, pair.refreshToken, account.refreshToken]) expect(stored).not.toContain(presented.split('|')[1]);
  });
});

describe('a refresh token replayed after the grace window', () => {
  it('is refused, and the pair issued from it stops working', async () => {
    const account = await createVerifiedUser(server);
    const other = await logIn(server, account.phone, account.password);
    const issued = pairOf(await refresh(account.refreshToken));
    server.clock.advance(REFRESH_GRACE_MS + 1000);
    const replay = await refresh(account.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(unauthenticated);
    expect((await currentUser(issued.token)).status).toBe(401);
    expect((await refresh(issued.refreshToken)).status).toBe(401);
    // Another login of the same person is another family: untouched.
    expect((await currentUser(other.token)).status).toBe(200);
  });

  it('revokes the whole family, however many rotations later', async () => {
    const account = await createVerifiedUser(server);
    const second = pairOf(await refresh(account.refreshToken));
    server.clock.advance(REFRESH_GRACE_MS + 1000);
    const third = pairOf(await refresh(second.refreshToken));
    expect((await currentUser(third.token)).status).toBe(200);
    expect((await refresh(account.refreshToken)).status).toBe(401);
    expect((await currentUser(third.token)).status).toBe(401);
    expect((await refresh(third.refreshToken)).status).toBe(401);
  });
});

describe('logout with a refreshed pair', () => {
  it('still revokes it, and a replay of the token spent a moment ago is refused', async () => {
    const account = await createVerifiedUser(server);
    const pair = pairOf(await refresh(account.refreshToken));
    const logout = await call(server, 'POST', '/api/auth/logout', { token: pair.token, headers: { 'content-type': 'application/json' } });
    expect(logout.status).toBe(200);
    expect((await currentUser(pair.token)).status).toBe(401);
    expect((await refresh(pair.refreshToken)).status).toBe(401);
    const replay = await refresh(account.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(unauthenticated);
  });
});
