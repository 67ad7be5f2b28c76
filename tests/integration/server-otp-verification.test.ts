// Two-step phone verification: what an unverified account may do, code checks, lockout, expiry and resend cooldown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createVerifiedUser, registerUser, startTestServer, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('an unverified account', () => {
  it('is refused protected calls with 403 account_not_verified', async () => {
    const account = await registerUser(server);
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['POST', '/api/change-password'],
    ] as const) {
      const answer = await call(server, method, path, { token: account.token, json: method === 'GET' ? undefined : {} });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ code: 'account_not_verified', message: 'Your account is not verified. Enter the code sent to your phone.' });
    }
  });

  it('is refused the profile edit with 403 account_not_verified, and nothing is changed', async () => {
    const account = await registerUser(server);
    const form = new FormData();
    for (const [name, value] of Object.entries({ _method: 'PUT', first_name: 'Hedi', last_name: 'Karoui', email: '', phone: account.phone })) {
      form.append(name, value);
    }
    const answer = await call(server, 'POST', '/api/profile', { token: account.token, form });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ code: 'account_not_verified', message: 'Your account is not verified. Enter the code sent to your phone.' });

    const code = await server.sms.lastCode(account.phone);
    expect((await call(server, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code: code } })).status).toBe(200);
    const profile = await call(server, 'GET', '/api/profile', { token: account.token });
    expect(profile.body.user).toMatchObject({ first_name: 'Yassine', last_name: 'Gharbi' });
  });

  it('may read itself, refresh, resend, verify and log out', async () => {
    const account = await registerUser(server);
    const me = await call(server, 'GET', '/api/auth/user', { token: account.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user.phone_verified_at).toBeNull();
    expect(me.body.data.is_driver).toBe(false);

    const refreshed = await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: account.refreshToken } });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.data.token;

    server.clock.advance(30_000);
    const resent = await call(server, 'POST', '/api/auth/resend-otp', { token });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: 'A new code has been sent to your phone.', otp: await server.sms.lastCode(account.phone) });

    const verified = await call(server, 'POST', '/api/auth/verify-otp', { token, json: { two_factor_code: resent.body.otp } });
    expect(verified.status).toBe(200);
    expect(verified.body.message).toBe('Your phone number has been verified.');
    expect(verified.body.data.user.phone_verified_at).toBe(server.clock.now().toISOString());
    expect((await call(server, 'GET', '/api/profile', { token })).status).toBe(200);

    expect((await call(server, 'POST', '/api/auth/logout', { token })).status).toBe(200);
  });
});

describe('POST /api/auth/verify-otp', () => {
  it('refuses a malformed code with a field error', async () => {
    const account = await registerUser(server);
    for (const two_factor_code of [undefined, '12345', 'abcdef']) {
      const answer = await call(server, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code } });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.two_factor_code).toEqual([
        two_factor_code === undefined ? 'The two factor code field is required.' : 'The two factor code must be 6 digits.',
      ]);
    }
  });

  it('locks the code after 5 wrong tries until a new one is sent', async () => {
    const account = await registerUser(server);
    const code = await server.sms.lastCode(account.phone);
    const attempt = (two_factor_code: string) => call(server, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code } });
    for (let i = 1; i <= 4; i++) {
      const answer = await attempt(wrongCode(code));
      expect(answer.status).toBe(422);
      expect(answer.body.errors.two_factor_code).toEqual(['The code is invalid.']);
    }
    const fifth = await attempt(wrongCode(code));
    expect(fifth.body.errors.two_factor_code).toEqual(['Too many wrong codes. Please request a new code.']);
    const right = await attempt(code);
    expect(right.status).toBe(422);
    expect(right.body.message).toBe('Too many wrong codes. Please request a new code.');

    server.clock.advance(30_000);
    const resent = await call(server, 'POST', '/api/auth/resend-otp', { token: account.token });
    expect(resent.status).toBe(200);
    expect(resent.body.otp).not.toBeUndefined();
    expect((await attempt(resent.body.otp)).status).toBe(200);
  });

  it('refuses a code older than 5 minutes', async () => {
    const account = await registerUser(server);
    const code = await server.sms.lastCode(account.phone);
    server.clock.advance(5 * 60_000);
    const answer = await call(server, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code: code } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.two_factor_code).toEqual(['This code has expired. Please request a new one.']);
  });

  it('answers 429 after too many verification attempts', async () => {
    const limited = await startTestServer({ rateLimits: { otpVerify: { max: 3, windowMs: 600_000 } } });
    try {
      const account = await registerUser(limited);
      for (let i = 0; i < 3; i++) {
        const answer = await call(limited, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code: '000000' } });
        expect(answer.status).toBe(422);
      }
      const refused = await call(limited, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code: '000000' } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
    } finally {
      await limited.close();
    }
  });

  it('tells a verified account it is already verified', async () => {
    const account = await createVerifiedUser(server);
    const answer = await call(server, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code: '123456' } });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your phone number is already verified.');
  });
});

describe('POST /api/auth/resend-otp', () => {
  it('holds a new code back for 30 seconds, with Retry-After counting down', async () => {
    const account = await registerUser(server);
    const early = await call(server, 'POST', '/api/auth/resend-otp', { token: account.token });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('30');
    expect(early.body).toEqual({ message: 'Please wait before requesting a new code.', retry_after: 30, code: 'too_many_requests' });
    server.clock.advance(12_000);
    expect((await call(server, 'POST', '/api/auth/resend-otp', { token: account.token })).headers.get('retry-after')).toBe('18');
    server.clock.advance(18_000);
    expect((await call(server, 'POST', '/api/auth/resend-otp', { token: account.token })).status).toBe(200);
    expect(await server.sms.count(account.phone)).toBe(2);
  });

  it('replaces the old code', async () => {
    const account = await registerUser(server);
    const first = await server.sms.lastCode(account.phone);
    server.clock.advance(30_000);
    const second = (await call(server, 'POST', '/api/auth/resend-otp', { token: account.token })).body.otp;
    if (first !== second) {
      const old = await call(server, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code: first } });
      expect(old.status).toBe(422);
    }
    expect((await call(server, 'POST', '/api/auth/verify-otp', { token: account.token, json: { two_factor_code: second } })).status).toBe(200);
  });

  it('does not echo the code in production', async () => {
    const production = await startTestServer({ production: true });
    try {
      const account = await registerUser(production);
      production.clock.advance(30_000);
      const answer = await call(production, 'POST', '/api/auth/resend-otp', { token: account.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'A new code has been sent to your phone.' });
    } finally {
      await production.close();
    }
  });

  it('requires a token and refuses a verified account', async () => {
    expect((await call(server, 'POST', '/api/auth/resend-otp')).status).toBe(401);
    const account = await createVerifiedUser(server);
    const answer = await call(server, 'POST', '/api/auth/resend-otp', { token: account.token });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.phone).toEqual(['Your phone number is already verified.']);
  });
});
