// Forgotten password: reset code, single-use reset token, new password, sessions ended, cooldowns and limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_TTL_MS, RESET_TOKEN_TTL_MS } from '../../src/contract/limits';
import { call, createVerifiedUser, registerUser, startTestServer, uniquePhone, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const codeSent = { message: 'If this phone number has an account, a reset code has been sent to it.' };
const NEW_PASSWORD = 'Nouveau#2026';

async function resetToken(phone: string): Promise<string> {
  expect((await call(server, 'POST', '/api/auth/forgot-password', { json: { phone } })).body).toEqual(codeSent);
  const otp = await server.sms.lastCode(phone, 'reset');
  const verified = await call(server, 'POST', '/api/auth/verify-reset-otp', { json: { otp, phone: `+216 ${phone}` } });
  expect(verified.status).toBe(200);
  expect(verified.body.message).toBe('Code verified. You can now choose a new password.');
  return verified.body.reset_token;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const verifyReset = (phone: string, otp: string) => call(server, 'POST', '/api/auth/verify-reset-otp', { json: { otp, phone } });
const resendReset = (json: unknown) => call(server, 'POST', '/api/auth/resend-reset-password-otp', { json });

/** A verified account with a reset code just texted to it. */
async function accountWithResetCode() {
  const account = await createVerifiedUser(server);
  expect((await call(server, 'POST', '/api/auth/forgot-password', { json: { phone: account.phone } })).status).toBe(200);
  return { ...account, code: await server.sms.lastCode(account.phone, 'reset') };
}

const reset = (token: string | undefined, json: unknown = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }) =>
  call(server, 'POST', '/api/auth/reset-password', { token, json });

describe('the reset flow', () => {
  it('sets a new password, ends every session and spends the reset token', async () => {
    const account = await createVerifiedUser(server);
    const token = await resetToken(account.phone);
    const done = await reset(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: 'Your password has been reset. You can now log in.' });

    expect((await call(server, 'GET', '/api/profile', { token: account.token })).status).toBe(401);
    expect((await call(server, 'POST', '/api/auth/refresh', { json: { refresh_token: account.refreshToken } })).status).toBe(401);
    const oldLogin = await call(server, 'POST', '/api/auth/login', { json: { phone: account.phone, password: account.password } });
    expect(oldLogin.status).toBe(422);
    const newLogin = await call(server, 'POST', '/api/auth/login', { json: { phone: account.phone, password: NEW_PASSWORD } });
    expect(newLogin.status).toBe(200);

    const again = await reset(token);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ reset_token: ['This password reset has expired. Please start again.'] });
  });

  it('accepts the reset token as its secret alone', async () => {
    const account = await createVerifiedUser(server);
    const token = await resetToken(account.phone);
    expect((await reset(token.split('|')[1])).status).toBe(200);
  });

  it('verifies the phone of an account that never entered its two-step code', async () => {
    const account = await registerUser(server);
    expect((await reset(await resetToken(account.phone))).status).toBe(200);
    const login = await call(server, 'POST', '/api/auth/login', { json: { phone: account.phone, password: NEW_PASSWORD } });
    expect(login.body.data.user.phone_verified_at).not.toBeNull();
  });

  it('refuses a reset token older than 15 minutes, or none', async () => {
    const account = await createVerifiedUser(server);
    const token = await resetToken(account.phone);
    server.clock.advance(RESET_TOKEN_TTL_MS);
    expect((await reset(token)).status).toBe(422);
    expect((await reset(undefined)).body.errors.reset_token).toEqual(['This password reset has expired. Please start again.']);
  });

  it('checks the new password before spending the token', async () => {
    const account = await createVerifiedUser(server);
    const token = await resetToken(account.phone);
    const weak = await reset(token, { password: 'Ab#1', password_confirmation: 'Ab#1' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual(['The password must be at least 8 characters.']);
    const mismatch = await reset(token, { password: NEW_PASSWORD, password_confirmation: 'Other#2026' });
    expect(mismatch.body.errors.password).toEqual(['The password field confirmation does not match.']);
    expect((await reset(token)).status).toBe(200);
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('answers the same for an unknown phone, and texts nobody', async () => {
    const phone = uniquePhone();
    const answer = await call(server, 'POST', '/api/auth/forgot-password', { json: { phone } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(codeSent);
    expect(await server.sms.count(phone, 'reset')).toBe(0);
  });

  it('requires a valid phone', async () => {
    const answer = await call(server, 'POST', '/api/auth/forgot-password', { json: { phone: '' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ phone: ['The phone field is required.'] });
  });

  it('texts a phone at most 6 reset codes an hour, with the same answer past that', async () => {
    const account = await createVerifiedUser(server);
    const forgot = () => call(server, 'POST', '/api/auth/forgot-password', { json: { phone: account.phone } });
    for (let i = 0; i < 6; i++) {
      expect((await forgot()).body).toEqual(codeSent);
      server.clock.advance(120_000);
    }
    expect(await server.sms.count(account.phone, 'reset')).toBe(6);
    const seventh = await forgot();
    expect(seventh.status).toBe(200);
    expect(seventh.body).toEqual(codeSent);
    expect(await server.sms.count(account.phone, 'reset')).toBe(6);
    // The hour began with the first text, twelve minutes ago.
    server.clock.advance(48 * 60_000);
    expect((await forgot()).body).toEqual(codeSent);
    expect(await server.sms.count(account.phone, 'reset')).toBe(7);
  });

  it('answers 429 after repeated requests for one phone', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) expect((await call(server, 'POST', '/api/auth/forgot-password', { json: { phone } })).status).toBe(200);
    const refused = await call(server, 'POST', '/api/auth/forgot-password', { json: { phone } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
  });
});

describe('POST /api/auth/verify-reset-otp', () => {
  it('refuses a wrong code, an unknown phone and missing fields', async () => {
    const account = await createVerifiedUser(server);
    await call(server, 'POST', '/api/auth/forgot-password', { json: { phone: account.phone } });
    const code = await server.sms.lastCode(account.phone, 'reset');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answer = await call(server, 'POST', '/api/auth/verify-reset-otp', { json: { otp: wrong, phone: account.phone } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ otp: ['The code is invalid.'] });
    const unknown = await call(server, 'POST', '/api/auth/verify-reset-otp', { json: { otp: code, phone: uniquePhone() } });
    expect(unknown.body.errors).toEqual({ otp: ['The code is invalid.'] });
    const empty = await call(server, 'POST', '/api/auth/verify-reset-otp', { json: {} });
    expect(empty.body.errors).toEqual({ otp: ['The otp field is required.'], phone: ['The phone field is required.'] });
  });

  it('spends the code: it cannot give a second reset token', async () => {
    const account = await createVerifiedUser(server);
    await resetToken(account.phone);
    const otp = await server.sms.lastCode(account.phone, 'reset');
    const again = await call(server, 'POST', '/api/auth/verify-reset-otp', { json: { otp, phone: account.phone } });
    expect(again.status).toBe(422);
  });

  it('locks the reset code after 5 wrong tries until a new one is sent, which then works', async () => {
    const account = await accountWithResetCode();
    for (let i = 1; i <= 4; i++) {
      const answer = await verifyReset(account.phone, wrongCode(account.code));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ otp: ['The code is invalid.'] });
    }
    const fifth = await verifyReset(account.phone, wrongCode(account.code));
    expect(fifth.status).toBe(422);
    expect(fifth.body).toEqual({
      message: 'Too many wrong codes. Please request a new code.',
      errors: { otp: ['Too many wrong codes. Please request a new code.'] },
      code: 'validation_failed',
    });
    const right = await verifyReset(account.phone, account.code);
    expect(right.status).toBe(422);
    expect(right.body.errors).toEqual({ otp: ['Too many wrong codes. Please request a new code.'] });

    server.clock.advance(60_000);
    expect((await resendReset({ phone: account.phone })).status).toBe(200);
    const verified = await verifyReset(account.phone, await server.sms.lastCode(account.phone, 'reset'));
    expect(verified.status).toBe(200);
    expect((await reset(verified.body.reset_token)).status).toBe(200);
  });

  it('refuses a reset code older than 5 minutes', async () => {
    const account = await accountWithResetCode();
    server.clock.advance(OTP_TTL_MS - 1000);
    const stillLive = await verifyReset(account.phone, wrongCode(account.code));
    expect(stillLive.body.errors).toEqual({ otp: ['The code is invalid.'] });
    server.clock.advance(1000);
    const expired = await verifyReset(account.phone, account.code);
    expect(expired.status).toBe(422);
    expect(expired.body).toEqual({
      message: 'This code has expired. Please request a new one.',
      errors: { otp: ['This code has expired. Please request a new one.'] },
      code: 'validation_failed',
    });
  });

  it('answers 429 with Retry-After after 10 attempts in 10 minutes for one phone', async () => {
    const account = await accountWithResetCode();
    for (let i = 1; i <= 10; i++) expect((await verifyReset(account.phone, wrongCode(account.code))).status).toBe(422);
    const refused = await verifyReset(`+216 ${account.phone}`, account.code);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect(refused.body).toEqual({ message: 'Too many attempts. Please try again later.', retry_after: 600, code: 'too_many_requests' });
    // Another phone is still answered; this one is again once the window is over.
    expect((await verifyReset(uniquePhone(), account.code)).status).toBe(422);
    server.clock.advance(599_000);
    expect((await verifyReset(account.phone, account.code)).headers.get('retry-after')).toBe('1');
    server.clock.advance(1000);
    expect((await verifyReset(account.phone, account.code)).status).toBe(422);
  });
});

describe('POST /api/auth/resend-reset-password-otp', () => {
  it('holds a new reset code back for 60 seconds', async () => {
    const account = await createVerifiedUser(server);
    await call(server, 'POST', '/api/auth/forgot-password', { json: { phone: account.phone } });
    server.clock.advance(45_000);
    const early = await call(server, 'POST', '/api/auth/resend-reset-password-otp', { json: { phone: account.phone } });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('15');
    server.clock.advance(15_000);
    const resent = await call(server, 'POST', '/api/auth/resend-reset-password-otp', { json: { phone: account.phone } });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({ message: 'A new code has been sent to your phone.' });
    expect(await server.sms.count(account.phone, 'reset')).toBe(2);
  });

  it('requires a valid phone, and texts nobody for a refused one', async () => {
    const before = (await server.sms.messages()).length;
    for (const [json, message] of [
      [{}, 'The phone field is required.'],
      [{ phone: '  ' }, 'The phone field is required.'],
      [{ phone: '1234' }, 'The phone must be a Tunisian number of 8 digits.'],
      [{ phone: '+216 12 345 678' }, 'The phone must be a Tunisian number of 8 digits.'],
    ] as const) {
      const answer = await resendReset(json);
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message, errors: { phone: [message] }, code: 'validation_failed' });
    }
    expect((await server.sms.messages()).length).toBe(before);
  });

  it('answers 429 with Retry-After after 6 resends in an hour, even past each cooldown', async () => {
    const account = await accountWithResetCode();
    for (let i = 1; i <= 6; i++) {
      server.clock.advance(60_000);
      expect((await resendReset({ phone: account.phone })).status).toBe(200);
    }
    expect(await server.sms.count(account.phone, 'reset')).toBe(7);
    server.clock.advance(60_000);
    const refused = await resendReset({ phone: account.phone });
    expect(refused.status).toBe(429);
    // The hour started with the first resend, six minutes ago.
    expect(refused.headers.get('retry-after')).toBe('3240');
    expect(refused.body).toEqual({ message: 'Too many attempts. Please try again later.', retry_after: 3240, code: 'too_many_requests' });
    expect(await server.sms.count(account.phone, 'reset')).toBe(7);

    server.clock.advance(3240_000);
    expect((await resendReset({ phone: account.phone })).status).toBe(200);
    expect(await server.sms.count(account.phone, 'reset')).toBe(8);
  });
});
