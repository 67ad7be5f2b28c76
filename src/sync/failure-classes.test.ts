// Every failed answer becomes a plain ApiFailure, and each failure class decides the fate of an outbox entry.
import { describe, expect, it } from 'vitest';
import { toFailure, type ApiFailure } from './http';
import { classifyFailure } from './push';

const failure = (status: number, extra: Partial<ApiFailure> = {}): ApiFailure => ({ status, message: 'x', ...extra });

const answer = (status: number, headers: Record<string, string> = {}, statusText = '') => new Response(null, { status, headers, statusText });

describe('classifyFailure', () => {
  it.each([0, 500, 502, 503, 429, 408])('retries a %i later', (status) => {
    expect(classifyFailure(failure(status))).toBe('retry');
  });

  it('holds a 401 and a 403 account_not_verified for the user', () => {
    expect(classifyFailure(failure(401))).toBe('held');
    expect(classifyFailure(failure(403, { code: 'account_not_verified' }))).toBe('held');
  });

  it.each([400, 403, 404, 409, 413, 422])('gives back a %i as failed', (status) => {
    expect(classifyFailure(failure(status))).toBe('failed');
  });
});

describe('toFailure', () => {
  it('reads a Laravel 422 with its field errors', () => {
    const body = { message: 'The phone field is required. (and 1 more error)', errors: { phone: ['The phone field is required.'], email: ['Bad.'] } };
    expect(toFailure(answer(422), body)).toEqual({ status: 422, message: body.message, errors: body.errors });
  });

  it('turns single-message errors into lists', () => {
    expect(toFailure(answer(422), { message: 'Invalid.', errors: { phone: 'Taken.' } }).errors).toEqual({ phone: ['Taken.'] });
  });

  it('keeps the code of a 403 and the auth_required flag of a 401', () => {
    expect(toFailure(answer(403), { message: 'Not verified.', code: 'account_not_verified' })).toEqual({
      status: 403,
      message: 'Not verified.',
      code: 'account_not_verified',
    });
    expect(toFailure(answer(401), { message: 'Unauthenticated.', auth_required: true }).authRequired).toBe(true);
  });

  it('keeps the refusal code beside the message and field errors, so a screen decides on the code', () => {
    const body = { message: "Ce trajet n'accepte pas de colis.", errors: { trip: ["Ce trajet n'accepte pas de colis."] }, code: 'trip_unavailable' };
    expect(toFailure(answer(422), body)).toEqual({ status: 422, message: body.message, errors: body.errors, code: 'trip_unavailable' });
  });

  it('leaves out a code that is not text, and still reads the rest of a malformed answer', () => {
    expect(toFailure(answer(404), { message: 'Not found.', code: 404 })).toEqual({ status: 404, message: 'Not found.' });
    expect(toFailure(answer(422), { message: 'Invalid.', code: { id: 'x' }, errors: { seats: 'Too many.' } })).toEqual({
      status: 422,
      message: 'Invalid.',
      errors: { seats: ['Too many.'] },
    });
    expect(toFailure(answer(403), { code: 'forbidden' })).toEqual({ status: 403, message: 'HTTP 403' });
  });

  it('keeps the intended action and its data of a 401 auth_required', () => {
    const body = { message: 'Login required.', auth_required: true, intended_action: 'book_trip', intended_data: { trip_id: 7, seats: 2 } };
    expect(toFailure(answer(401), body)).toEqual({
      status: 401,
      message: 'Login required.',
      authRequired: true,
      intendedAction: 'book_trip',
      intendedData: { trip_id: 7, seats: 2 },
    });
  });

  it('still has a message when the body is not JSON', () => {
    expect(toFailure(answer(502, {}, 'Bad Gateway'), null)).toEqual({ status: 502, message: 'Server error' });
    expect(toFailure(answer(418, {}, "I'm a teapot"), '<html>')).toEqual({ status: 418, message: "I'm a teapot" });
    expect(toFailure(answer(404), null)).toEqual({ status: 404, message: 'HTTP 404' });
  });

  it('prefers the Retry-After header to the body on a 429', () => {
    expect(toFailure(answer(429, { 'Retry-After': '30' }), { message: 'Slow down.', retry_after: 99 }).retryAfter).toBe(30);
  });

  it('falls back to the body’s retry_after, then to 60 seconds', () => {
    expect(toFailure(answer(429), { message: 'Slow down.', retry_after: 99 }).retryAfter).toBe(99);
    expect(toFailure(answer(429, { 'Retry-After': 'Wed, 21 Oct 2015 07:28:00 GMT' }), { message: 'Slow down.', retry_after: 12 }).retryAfter).toBe(12);
    expect(toFailure(answer(429), null)).toEqual({ status: 429, message: 'HTTP 429', retryAfter: 60 });
  });

  it('reads Retry-After of a 503 in maintenance, and gives no delay to other errors', () => {
    expect(toFailure(answer(503, { 'Retry-After': '30' }), { message: 'Down.' }).retryAfter).toBe(30);
    expect(toFailure(answer(503), { message: 'Down.' }).retryAfter).toBeUndefined();
    expect(toFailure(answer(500, { 'Retry-After': '30' }), { message: 'Boom.' }).retryAfter).toBeUndefined();
  });
});
