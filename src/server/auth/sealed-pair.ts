// Seals a refresh's answer under a key only the spent refresh secret gives: a replay reopens it, a database leak cannot.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface Pair {
  token: string;
  refreshToken: string;
}

const VERSION = 'v1';
const TAG_BYTES = 16;

/**
 * HKDF of the secret, not its SHA-256: that hash sits beside the sealed pair in the same row, this key is never
 * stored. The row id salts it and is authenticated too, so a sealed pair cannot be moved to another row.
 */
function keyOf(secret: string, tokenId: number): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, `mechwar-token-${tokenId}`, 'mechwar refresh grace pair', 32));
}

export function sealPair(pair: Pair, secret: string, tokenId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, tokenId), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(String(tokenId)));
  const body = Buffer.concat([cipher.update(JSON.stringify([pair.token, pair.refreshToken]), 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The pair, or null when the secret is not the one it was sealed with or the text was altered. */
export function openPair(sealed: string, secret: string, tokenId: number): Pair | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    // The tag length is fixed so a shortened tag cannot be passed off as valid.
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, tokenId), Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(String(tokenId)));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    const [token, refreshToken] = JSON.parse(text) as [string, string];
    return { token, refreshToken };
  } catch {
    return null;
  }
}
