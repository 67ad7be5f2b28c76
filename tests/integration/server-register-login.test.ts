// Registration and login: answers, field errors, unique phones, unverified logins and attempt limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponse } from '../../src/contract/auth';
import { call, registerUser, startTestServer, uniquePhone, TEST_PASSWORD, type TestServer } from '../helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => server?.close());

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Nour',
  last_name: 'Jlassi',
  phone: uniquePhone(),
  password: TEST_PASSWORD,
  password_confirmation: TEST_PASSWORD,
  terms: true,
  ...overrides,
});

describe('POST /api/auth/register', () => {
  it('creates an unverified account, answers tokens and texts a 6-digit code', async () => {
    const phone = uniquePhone();
    const answer = await call(server, 'POST', '/api/auth/register', {
      json: registration({ phone: `+216 ${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}` }),
    });
    expect(answer.status).toBe(201);
    const body = authResponse.parse(answer.body);
    expect(body.data.user).toMatchObject({ first_name: 'Nour', last_name: 'Jlassi', full_name: 'Nour Jlassi', phone });
    expect(body.data.user.phone_verified_at).toBeNull();
    expect(body.data.user).toMatchObject({ trips_count: 0, vehicles: [], driver_verification: null, documents: [], image_url: null });
    expect(body.data.is_driver).toBe(false);
    expect(body.data.token).toMatch(/^\d+\|[A-Za-z0-9]{40}$/);
    expect(await server.sms.lastCode(phone, 'verify')).toMatch(/^\d{6}$/);
  });

  it('accepts 00216 and spaces and stores the eight digits', async () => {
    const phone = uniquePhone();
    const answer = await call(server, 'POST', '/api/auth/register', { json: registration({ phone: `00216 ${phone}` }) });
    expect(answer.status).toBe(201);
    expect(answer.body.data.user.phone).toBe(phone);
  });

  it('refuses a phone that is already taken, however it is written', async () => {
    const phone = uniquePhone();
    await call(server, 'POST', '/api/auth/register', { json: registration({ phone }) });
    const again = await call(server, 'POST', '/api/auth/register', { json: registration({ phone: `+216${phone}` }) });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      message: 'The phone has already been taken.',
      errors: { phone: ['The phone has already been taken.'] },
      code: 'validation_failed',
    });
  });

  it('names every missing field', async () => {
    const answer = await call(server, 'POST', '/api/auth/register', { json: {} });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toMatchObject({
      first_name: ['The first name field is required.'],
      last_name: ['The last name field is required.'],
      phone: ['The phone field is required.'],
      password: ['The password field is required.'],
      terms: ['The terms field must be accepted.'],
    });
    expect(answer.body.message).toBe('The first name field is required. (and 4 more errors)');
  });

  it.each([
    ['phone', { phone: '12345' }, 'The phone must be a Tunisian number of 8 digits.'],
    ['phone', { phone: '+33 6 12 34 56 78' }, 'The phone must be a Tunisian number of 8 digits.'],
    ['password', { password: 'Ab#1', password_confirmation: 'Ab#1' }, 'The password must be at least 8 characters.'],
    ['password', { password: 'Abcdefg#', password_confirmation: 'Abcdefg#' }, 'The password must contain at least one number.'],
    ['password', { password: 'Abcdefg1', password_confirmation: 'Abcdefg1' }, 'The password must contain at least one special character.'],
    ['password', { password_confirmation: 'Other#123' }, 'The password field confirmation does not match.'],
    ['terms', { terms: false }, 'The terms field must be accepted.'],
  ])('refuses a bad %s: %j', async (field, overrides, message) => {
    const answer = await call(server, 'POST', '/api/auth/register', { json: registration(overrides) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
    expect(answer.body.message).toBe(message);
  });

  it('answers 429 with Retry-After after too many registrations from one address', async () => {
    const limited = await startTestServer({ rateLimits: { register: { max: 2, windowMs: 600_000 } } });
    try {
      for (let i = 0; i < 2; i++) expect((await call(limited, 'POST', '/api/auth/register', { json: registration() })).status).toBe(201);
      const refused = await call(limited, 'POST', '/api/auth/register', { json: registration() });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
      expect(refused.body).toEqual({ message: 'Too many attempts. Please try again later.', retry_after: 600, code: 'too_many_requests' });
      limited.clock.advance(600_000);
      expect((await call(limited, 'POST', '/api/auth/register', { json: registration() })).status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/login', () => {
  it('logs the demo driver in with any spelling of the phone', async () => {
    const answer = await call(server, 'POST', '/api/auth/login', { json: { phone: '+216 22 111 222', password: 'Mechwar#2026' } });
    expect(answer.status).toBe(200);
    const body = authResponse.parse(answer.body);
    expect(body.data.is_driver).toBe(true);
    expect(body.data.user.driver_verification).toMatchObject({ status: 1 });
    expect(body.data.user.vehicles).toHaveLength(1);
    expect(body.data.user.phone_verified_at).not.toBeNull();
  });

  it('refuses a wrong password and an unknown phone with the same field error', async () => {
    for (const json of [
      { phone: '22111222', password: 'Wrong#2026' },
      { phone: uniquePhone(), password: 'Mechwar#2026' },
    ]) {
      const answer = await call(server, 'POST', '/api/auth/login', { json });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ password: ['These credentials do not match our records.'] });
    }
  });

  it('requires phone and password', async () => {
    const answer = await call(server, 'POST', '/api/auth/login', { json: {} });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ phone: ['The phone field is required.'], password: ['The password field is required.'] });
  });

  it('logs an unverified account in and texts a new code once the cooldown is over', async () => {
    const account = await registerUser(server);
    expect(await server.sms.count(account.phone)).toBe(1);
    const soon = await call(server, 'POST', '/api/auth/login', { json: { phone: account.phone, password: account.password } });
    expect(soon.status).toBe(200);
    expect(soon.body.data.user.phone_verified_at).toBeNull();
    expect(await server.sms.count(account.phone)).toBe(1);
    server.clock.advance(30_000);
    const later = await call(server, 'POST', '/api/auth/login', { json: { phone: account.phone, password: account.password } });
    expect(later.status).toBe(200);
    expect(await server.sms.count(account.phone)).toBe(2);
  });

  it('answers 429 with Retry-After after 10 attempts for one phone in a minute', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 10; i++) {
      expect((await call(server, 'POST', '/api/auth/login', { json: { phone, password: 'Nope#1234' } })).status).toBe(422);
    }
    const refused = await call(server, 'POST', '/api/auth/login', { json: { phone, password: 'Nope#1234' } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(refused.body.retry_after).toBe(Number(refused.headers.get('retry-after')));
    // Another phone from the same address is not held back.
    expect((await call(server, 'POST', '/api/auth/login', { json: { phone: uniquePhone(), password: 'Nope#1234' } })).status).toBe(422);
    server.clock.advance(60_000);
    expect((await call(server, 'POST', '/api/auth/login', { json: { phone, password: 'Nope#1234' } })).status).toBe(422);
  });

  it('answers 429 to one address trying many phones, across login and forgotten passwords', async () => {
    const limited = await startTestServer({ rateLimits: { perAddress: { max: 3, windowMs: 600_000 } } });
    try {
      const login = () => call(limited, 'POST', '/api/auth/login', { json: { phone: uniquePhone(), password: 'Nope#1234' } });
      expect((await login()).status).toBe(422);
      expect((await login()).status).toBe(422);
      expect((await call(limited, 'POST', '/api/auth/forgot-password', { json: { phone: uniquePhone() } })).status).toBe(200);
      const refused = await login();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
      expect((await call(limited, 'POST', '/api/auth/forgot-password', { json: { phone: uniquePhone() } })).status).toBe(429);
      limited.clock.advance(600_000);
      expect((await login()).status).toBe(422);
    } finally {
      await limited.close();
    }
  });
});
