// What lets the service worker renew push on its own (DESIGN.md §5): the server key this browser subscribed with,
// and a subscription the service worker made when the browser changed it, kept until a signed-in page saves it.
import type { PushSubscribeRequest } from '../contract/realtime';
import type { MechwarDatabase } from './database';

const SERVER_KEY = 'push:server-key';
const RENEWED = 'push:renewed-subscription';

/** Base64url (VAPID keys) to the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The browser's key and secret as base64 text (spec 000 §3 Push subscription). */
function base64Of(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A browser subscription as `POST /api/push-subscribe` takes it. */
export function subscriptionRequest(subscription: PushSubscription): PushSubscribeRequest {
  return { endpoint: subscription.endpoint, public_key: base64Of(subscription.getKey('p256dh')), auth_token: base64Of(subscription.getKey('auth')) };
}

export async function rememberPushServerKey(db: MechwarDatabase, key: string): Promise<void> {
  await db.meta.put({ key: SERVER_KEY, value: key });
}

export async function pushServerKey(db: MechwarDatabase): Promise<string | null> {
  const row = await db.meta.get(SERVER_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function keepRenewedSubscription(db: MechwarDatabase, subscription: PushSubscribeRequest): Promise<void> {
  await db.meta.put({ key: RENEWED, value: subscription });
}

export async function renewedSubscription(db: MechwarDatabase): Promise<PushSubscribeRequest | null> {
  const row = await db.meta.get(RENEWED);
  return row?.value && typeof row.value === 'object' ? (row.value as PushSubscribeRequest) : null;
}

/** Saved: forgotten, unless the service worker renewed it again meanwhile. */
export async function forgetRenewedSubscription(db: MechwarDatabase, saved: PushSubscribeRequest): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    if ((await renewedSubscription(db))?.endpoint === saved.endpoint) await db.meta.delete(RENEWED);
  });
}
