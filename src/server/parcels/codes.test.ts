// The parcel codes: six digits derived again identically, distinct per kind and parcel, checked against hashes only.
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { deriveCode, deriveSecrets, deriveTrackingToken, hashSecret, hashedSecrets, loadParcelCodeSecret, matchesHash, trackingLink } from './codes';

const SECRET = 'a-test-secret-of-enough-length-for-hmac';

describe('parcel codes', () => {
  it('derives the same six digits for the same parcel and nonce, and others for another', () => {
    const code = deriveCode(SECRET, 'pickup', 7, 'nonce');
    expect(code).toMatch(/^\d{6}$/);
    expect(deriveCode(SECRET, 'pickup', 7, 'nonce')).toBe(code);
    const others = [
      deriveCode(SECRET, 'delivery', 7, 'nonce'),
      deriveCode(SECRET, 'pickup', 8, 'nonce'),
      deriveCode(SECRET, 'pickup', 7, 'other'),
      deriveCode('another-secret-of-enough-length!!', 'pickup', 7, 'nonce'),
    ];
    // Four independent six-digit draws all equal to the first would be a one-in-10^24 coincidence.
    expect(others.every((other) => other === code)).toBe(false);
  });

  it('zero-pads small codes', () => {
    const codes = Array.from({ length: 2000 }, (_, i) => deriveCode(SECRET, 'delivery', i, 'n'));
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
  });

  it('makes a 32-byte base64url tracking token', () => {
    const token = deriveTrackingToken(SECRET, 1, 'n');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('stores only hashes, and matches a typed code against them', () => {
    const secrets = deriveSecrets(SECRET, 3, 'n');
    const stored = hashedSecrets(secrets);
    expect(Object.values(stored).join()).not.toContain(secrets.pickupCode);
    expect(stored.deliveryCodeHash).toBe(hashSecret(secrets.deliveryCode));
    expect(matchesHash(secrets.deliveryCode, stored.deliveryCodeHash)).toBe(true);
    expect(matchesHash(secrets.pickupCode, stored.deliveryCodeHash)).toBe(secrets.pickupCode === secrets.deliveryCode);
    expect(matchesHash('000000', null)).toBe(false);
    expect(matchesHash('000000', 'not-hex')).toBe(false);
  });

  it('puts the site address in front of the page in an SMS, the request origin when none is set', () => {
    expect(trackingLink('tok', 'http://127.0.0.1:8080', {})).toBe('http://127.0.0.1:8080/colis/tok');
    expect(trackingLink('tok', 'http://127.0.0.1:8080', { PUBLIC_URL: 'https://mechwar.tn/' })).toBe('https://mechwar.tn/colis/tok');
  });

  it('takes PARCEL_CODE_SECRET when it is set, without reading the database', async () => {
    const untouched = new Proxy(
      {},
      {
        get: () => {
          throw new Error('the database was read');
        },
      },
    ) as Db;
    await expect(loadParcelCodeSecret(untouched, { PARCEL_CODE_SECRET: 'from-the-environment' })).resolves.toBe('from-the-environment');
  });
});
