// Parcel handover codes and the recipient's tracking token (DESIGN.md §9): derived from a server secret and the
// parcel's nonce, so the sender can be shown them again while the database keeps only their SHA-256.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PARCEL_CODE_LENGTH } from '../../contract/parcels';
import type { Db } from '../db/client';
import { sharedSecret } from '../db/shared-secret';

export type ParcelSecretKind = 'pickup' | 'delivery' | 'tracking';

const SECRET_SETTING = 'parcel-code-secret';

/** `PARCEL_CODE_SECRET` when set; otherwise one secret kept in `server_settings`, so every process derives the same codes. */
export async function loadParcelCodeSecret(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return env.PARCEL_CODE_SECRET || sharedSecret(db, SECRET_SETTING);
}

/** A random nonce per parcel: with the secret, it names the parcel's codes and token. */
export const newCodeNonce = () => randomBytes(16).toString('base64url');

const mac = (secret: string, kind: ParcelSecretKind, parcelId: number, nonce: string) =>
  createHmac('sha256', secret).update(`${kind}:${parcelId}:${nonce}`).digest();

/** A six-digit code (pickup or delivery), zero-padded. */
export function deriveCode(secret: string, kind: 'pickup' | 'delivery', parcelId: number, nonce: string): string {
  const modulus = 10 ** PARCEL_CODE_LENGTH;
  return String(mac(secret, kind, parcelId, nonce).readUIntBE(0, 6) % modulus).padStart(PARCEL_CODE_LENGTH, '0');
}

/** The recipient's tracking token: 32 bytes, base64url. */
export const deriveTrackingToken = (secret: string, parcelId: number, nonce: string) => mac(secret, 'tracking', parcelId, nonce).toString('base64url');

export const hashSecret = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether `typed` hashes to `storedHash`, compared in constant time so a wrong code teaches nothing of the right one. */
export function matchesHash(typed: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashSecret(typed), 'hex');
  const kept = Buffer.from(storedHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export interface ParcelSecrets {
  pickupCode: string;
  deliveryCode: string;
  trackingToken: string;
}

export function deriveSecrets(secret: string, parcelId: number, nonce: string): ParcelSecrets {
  return {
    pickupCode: deriveCode(secret, 'pickup', parcelId, nonce),
    deliveryCode: deriveCode(secret, 'delivery', parcelId, nonce),
    trackingToken: deriveTrackingToken(secret, parcelId, nonce),
  };
}

/** The columns an accepted parcel stores: the hashes only. */
export const hashedSecrets = (secrets: ParcelSecrets) => ({
  pickupCodeHash: hashSecret(secrets.pickupCode),
  deliveryCodeHash: hashSecret(secrets.deliveryCode),
  trackingTokenHash: hashSecret(secrets.trackingToken),
});

/** The recipient's page, as the sender's screen gives it (the app's own address). */
export const trackingPath = (token: string) => `/colis/${token}`;

/**
 * The same page for an SMS, which needs the whole address: the site's (`PUBLIC_URL`) when set, else the one the
 * driver's request reached (behind a proxy, `trustProxy` makes it the public one).
 */
export const trackingLink = (token: string, requestOrigin: string, env: NodeJS.ProcessEnv = process.env) =>
  `${(env.PUBLIC_URL || requestOrigin).replace(/\/+$/, '')}${trackingPath(token)}`;
