// Random secrets and their SHA-256 fingerprints: tokens and OTPs are stored only as hashes.
import { createHash, randomBytes, randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A letters-and-digits secret (the contract's `id|secret` allows only those), about 238 bits for 40 characters. */
export function randomSecret(length = 40): string {
  let secret = '';
  while (secret.length < length) {
    for (const byte of randomBytes(length)) {
      // 248 = 4 × 62: dropping the bytes above keeps every character equally likely.
      if (byte < 248 && secret.length < length) secret += ALPHABET[byte % 62];
    }
  }
  return secret;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A code of `length` digits, leading zeros allowed. */
export function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}
