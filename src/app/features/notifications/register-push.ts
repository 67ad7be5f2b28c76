// Push registration as spec 000 §4 describes it: needs notifications, service workers and push, and the permission
// already granted; reuses or creates a user-visible subscription and saves it. Any failure returns false. It never asks
// for the permission: Firefox and Safari refuse a request made outside a tap, so only the person's own tap on
// "Activer les notifications" asks (ask-for-notifications.ts), then calls this.
import type { PushSubscribeRequest } from '../../../contract/realtime';
import { keyBytes, subscriptionRequest } from '../../../db/push-keys';

export interface PushRegistrationDeps {
  /** The VAPID public key from the server's config (null: push is off). */
  publicKey(): Promise<string | null>;
  save(subscription: PushSubscribeRequest): Promise<{ ok: boolean; message: string }>;
  /** Keeps the key for the service worker, which subscribes again with it when the browser changes the subscription. */
  remember?(key: string): Promise<void>;
  log?: Pick<Console, 'error' | 'warn'>;
  /** Spec 000 §9: 3 attempts, waiting attempt × 2000 ms between them. */
  attempts?: number;
  pause?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function serviceWorkerRegistration(deps: PushRegistrationDeps): Promise<ServiceWorkerRegistration | null> {
  const attempts = deps.attempts ?? 3;
  const pause = deps.pause ?? sleep;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const ready = await Promise.race([navigator.serviceWorker.ready, sleep(5000).then(() => null)]);
    if (ready) return ready;
    if (attempt < attempts) await pause(attempt * 2000);
  }
  return null;
}

/** Same bytes: a subscription made for another server key (a reset server) cannot receive our pushes. */
function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

/** Reuses the browser's subscription when it was made with this key; otherwise subscribes (again). */
async function currentSubscription(pushManager: PushManager, key: Uint8Array<ArrayBuffer>): Promise<PushSubscription> {
  const existing = await pushManager.getSubscription();
  if (existing && sameKey(existing.options?.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

export async function registerPush(deps: PushRegistrationDeps): Promise<boolean> {
  const log = deps.log ?? console;
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator) || typeof PushManager === 'undefined') return false;
  try {
    if (Notification.permission !== 'granted') return false;
    const registration = await serviceWorkerRegistration(deps);
    if (!registration) {
      log.error('Failed to get service worker registration after all attempts');
      return false;
    }
    if (!registration.pushManager) {
      log.error('Push manager not available');
      return false;
    }
    const key = await deps.publicKey();
    if (!key) return false;
    await deps.remember?.(key);
    const subscription = await currentSubscription(registration.pushManager, keyBytes(key));
    const saved = await deps.save(subscriptionRequest(subscription));
    if (!saved.ok) {
      log.error(`Failed to save subscription: ${saved.message}`);
      return false;
    }
    return true;
  } catch (error) {
    log.error(`Failed to save subscription: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * Logout: this browser stops receiving the user's pushes (the push service forgets the endpoint, so the server's
 * next push to it gets 410 and deletes it). A browser shared with the next person must not show the last one's
 * messages. Never throws: logging out goes on either way.
 */
export async function forgetPush(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await Promise.race([navigator.serviceWorker.ready, sleep(1000).then(() => null)]);
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // No push here, or the browser refused: nothing more to do.
  }
}
