// Server answers: the token shape, both accepted shapes of cities and profile, and the user's defaults.
import { describe, expect, it } from 'vitest';
import { authData, authResponse, currentUserResponse } from './auth';
import { citiesResponse } from './cities';
import { profileResponse } from './profile';
import { isApprovedDriver, needsPhoneVerification, user as userSchema } from './user';

/** The smallest user the API may send: optional lists and records left out. */
function user(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    first_name: 'Amira',
    last_name: 'Ben Salah',
    full_name: 'Amira Ben Salah',
    phone: '22123456',
    created_at: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

describe('user', () => {
  it('fills what the API may leave out', () => {
    expect(userSchema.parse(user())).toEqual({
      ...user(),
      email: null,
      image: null,
      image_url: null,
      trips_count: 0,
      vehicles: [],
      driver_verification: null,
      documents: [],
      emergency_contacts: [],
    });
  });

  it('keeps extra fields of nested records and tells an approved driver', () => {
    const parsed = userSchema.parse(user({ driver_verification: { id: 3, status: 1, note: 'ok' } }));
    expect(parsed.driver_verification).toEqual({ id: 3, status: 1, note: 'ok' });
    expect(isApprovedDriver(parsed)).toBe(true);
    expect(isApprovedDriver(userSchema.parse(user({ driver_verification: { status: 0 } })))).toBe(false);
    expect(isApprovedDriver(null)).toBe(false);
  });

  it('needs phone verification only when the API says phone_verified_at is null', () => {
    expect(needsPhoneVerification(userSchema.parse(user({ phone_verified_at: null })))).toBe(true);
    expect(needsPhoneVerification(userSchema.parse(user({ phone_verified_at: '2025-03-01T09:05:00.000Z' })))).toBe(false);
    expect(needsPhoneVerification(userSchema.parse(user()))).toBe(false);
  });

  it('refuses a user without an id', () => {
    expect(userSchema.safeParse(user({ id: undefined })).success).toBe(false);
  });
});

describe('authData token', () => {
  const data = (token: string) => ({ user: user(), is_driver: false, token, refresh_token: '9|refresh' });

  it('accepts Sanctum tokens shaped id|secret', () => {
    expect(authData.safeParse(data('12|AbC123xyz')).success).toBe(true);
    // Prefixed or dashed secrets (some Sanctum setups) are still id|secret.
    expect(authData.safeParse(data('12|mw_a-b')).success).toBe(true);
  });

  it.each(['AbC123xyz', '|AbC123', 'x|AbC123', '12|', '12|abc|def'])('refuses %j', (token) => {
    expect(authData.safeParse(data(token)).success).toBe(false);
  });

  it('is required in login answers but optional in the current-user answer', () => {
    expect(authResponse.safeParse({ message: 'ok', data: { user: user(), is_driver: true } }).success).toBe(false);
    expect(currentUserResponse.parse({ data: { user: user(), is_driver: true } }).data.token).toBeUndefined();
  });
});

describe('citiesResponse', () => {
  const tunis = { id: 1, name: 'Tunis', latitude: '36.8065', longitude: 10.1815 };

  it('reads {data: [...]} and a bare list alike, with numeric coordinates', () => {
    const expected = [{ id: 1, name: 'Tunis', latitude: 36.8065, longitude: 10.1815 }];
    expect(citiesResponse.parse({ data: [tunis] })).toEqual(expected);
    expect(citiesResponse.parse([tunis])).toEqual(expected);
  });

  it('refuses anything else', () => {
    expect(citiesResponse.safeParse({ cities: [tunis] }).success).toBe(false);
  });
});

describe('profileResponse', () => {
  it('reads {user, is_driver} and {data: {user, is_driver}} to the same result', () => {
    const bare = profileResponse.parse({ user: user(), is_driver: true });
    const wrapped = profileResponse.parse({ data: { user: user(), is_driver: true } });
    expect(bare).toEqual(wrapped);
    expect(bare.is_driver).toBe(true);
    expect(bare.user.phone).toBe('22123456');
  });

  it('refuses an answer without is_driver', () => {
    expect(profileResponse.safeParse({ user: user() }).success).toBe(false);
  });
});
