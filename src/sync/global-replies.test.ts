// The global replies of spec 000 §8 for what the user asked for: each failure class gets its event and default text.
import { describe, expect, it } from 'vitest';
import { globalReply, type ApiFailure } from './http';

const failure = (status: number, extra: Partial<ApiFailure> = {}): ApiFailure => ({ status, message: '', ...extra });

describe('globalReply', () => {
  it('raises the network-error event when no answer came back', () => {
    expect(globalReply(failure(0), 'GET', '/api/trips/7')).toEqual({ type: 'network-error', path: '/api/trips/7' });
  });

  it('asks for login on a 401 auth_required, keeping the intended action and its data', () => {
    const event = globalReply(
      failure(401, { message: 'Login required.', authRequired: true, intendedAction: 'book_trip', intendedData: { trip_id: 7 } }),
      'POST',
      '/x',
    );
    expect(event).toEqual({ type: 'require-auth', message: 'Login required.', intendedAction: 'book_trip', intendedData: { trip_id: 7 } });
  });

  it('leaves a plain 401 to the silent refresh (no reply of its own)', () => {
    expect(globalReply(failure(401), 'GET', '/x')).toBeNull();
  });

  it('opens the OTP modal on 403 account_not_verified, and says the server message or Forbidden access on another 403', () => {
    expect(globalReply(failure(403, { code: 'account_not_verified', message: 'Verify.' }), 'POST', '/x')).toEqual({
      type: 'account-not-verified',
      message: 'Verify.',
    });
    expect(globalReply(failure(403, { message: 'Not yours.' }), 'GET', '/x')).toEqual({ type: 'forbidden', message: 'Not yours.' });
    expect(globalReply(failure(403), 'GET', '/x')).toEqual({ type: 'forbidden', message: 'Forbidden access' });
  });

  it('sends a 404 to the not-found page', () => {
    expect(globalReply(failure(404), 'GET', '/api/trips/9')).toEqual({ type: 'not-found', path: '/api/trips/9', method: 'GET' });
  });

  it('gives 429 its retry-after (60 s by default) and 5xx its Server error', () => {
    expect(globalReply(failure(429, { message: 'Slow down.', retryAfter: 30 }), 'POST', '/x')).toEqual({
      type: 'too-many-requests',
      message: 'Slow down.',
      retryAfter: 30,
    });
    expect(globalReply(failure(429, { message: 'Slow down.' }), 'POST', '/x')).toMatchObject({ retryAfter: 60 });
    expect(globalReply(failure(503), 'POST', '/x')).toEqual({ type: 'server-error', message: 'Server error' });
  });

  it('leaves a refusal with field errors to the form', () => {
    expect(globalReply(failure(422, { message: 'Invalid.' }), 'POST', '/x')).toBeNull();
  });
});
