// Web Push: shows the notification the server pushed (one per busy conversation), a click brings the app forward on
// its web_url, and a subscription the browser changed is renewed with the server key kept on the device.
import { conversationNotificationTag } from '../src/contract/notification-tags';
import { db } from '../src/db/database';
import { keepRenewedSubscription, keyBytes, pushServerKey, subscriptionRequest } from '../src/db/push-keys';
import { clickTarget, conversationOf, inConversation, notificationOf, windowToReuse, type ShownNotification } from './push-target';

declare const self: ServiceWorkerGlobalScope;

/** `pushsubscriptionchange` (not in every lib's types yet): the subscription gone, and the browser's new one if it made it. */
interface PushSubscriptionChange extends ExtendableEvent {
  readonly oldSubscription?: PushSubscription | null;
  readonly newSubscription?: PushSubscription | null;
}

async function show(body: string | null): Promise<void> {
  let { title, options } = notificationOf(body);
  const conversationId = conversationOf(options.data.web_url);
  if (conversationId !== null) {
    const [previous] = await self.registration.getNotifications({ tag: conversationNotificationTag(conversationId) });
    ({ title, options } = inConversation({ title, options }, conversationId, (previous?.data as ShownNotification['options']['data'] | undefined) ?? null));
  }
  await self.registration.showNotification(title, options);
}

/**
 * The browser dropped or replaced the subscription (keys rotated, expired): subscribe again with the key this device
 * subscribed with, and keep it for the next signed-in page to save (no page, no session to save it with here).
 */
async function renew(event: PushSubscriptionChange): Promise<void> {
  const kept = await pushServerKey(db);
  const key = kept ? keyBytes(kept) : (event.oldSubscription?.options.applicationServerKey ?? null);
  if (!event.newSubscription && !key) return;
  const subscription = event.newSubscription ?? (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  await keepRenewedSubscription(db, subscriptionRequest(subscription));
}

/** Pushes shown one after the other: two messages arriving together must each count the other. */
let showing: Promise<void> = Promise.resolve();

export function installPush(): void {
  self.addEventListener('push', (event) => {
    const body = event.data?.text() ?? null;
    showing = showing.then(() => show(body)).catch(() => undefined);
    event.waitUntil(showing);
  });

  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as PushSubscriptionChange;
    change.waitUntil(renew(change).catch(() => undefined));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = clickTarget((event.notification.data as { web_url?: unknown } | null)?.web_url, self.location.origin);
    event.waitUntil(openTarget(target));
  });
}

/** Reuses a window of the app when one is open (one app, one window), else opens one on the target. */
async function openTarget(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const reused = windowToReuse(windows, target, self.location.origin);
  if (!reused) {
    await self.clients.openWindow(target);
    return;
  }
  // Focus first: the click's permission to raise a window lasts only while the event is handled.
  const focused = await reused.focus();
  if (focused.url === target) return;
  try {
    await focused.navigate(target);
  } catch {
    // navigate() refuses a window this worker does not control (e.g. after a hard reload): open a fresh one instead.
    await self.clients.openWindow(target);
  }
}
