// A browser's side of Web Push, written from the RFCs and independent of web-push: subscriber keys, aes128gcm
// decryption (RFC 8188 + RFC 8291) and the check of the VAPID header (RFC 8292).
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';

/** What a browser keeps for one subscription: its ECDH key pair and auth secret. */
export interface SubscriberKeys {
  ecdh: ECDH;
  authSecret: Buffer;
  /** As `PushSubscription.toJSON().keys` gives them, base64url: the body of `POST /api/push-subscribe`. */
  p256dh: string;
  auth: string;
}

export function subscriberKeys(): SubscriberKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return { ecdh, authSecret, p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** Decrypts one aes128gcm push message body with the subscriber's keys; throws when it was not encrypted to them. */
export function decryptPushMessage(body: Buffer, keys: SubscriberKeys): string {
  // RFC 8188 §2.1 header: salt (16) | record size (4) | key id length (1) | key id = the server's ephemeral key.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('a push message fits one record');

  // RFC 8291 §3.3-3.4: the shared secret, mixed with the auth secret and both public keys, keys the content.
  const sharedSecret = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = hkdf(sharedSecret, keys.authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // RFC 8188 §2: the last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3): the JWT is ES256-signed by the key `k` names, and
 * `k` is the one expected. Returns the claims for the caller to compare.
 */
export function verifyVapidHeader(authorization: string | undefined, expectedPublicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedPublicKey) throw new Error('the VAPID key is not the server key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('the JWT is not ES256');

  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  // JWS carries ES256 signatures as r || s (IEEE P1363), not DER.
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID JWT signature does not verify with the server key');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as VapidClaims;
}
