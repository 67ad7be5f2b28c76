// Web Push: shows the notification the server pushed, and a click brings the app forward on its web_url.
import { clickTarget, notificationOf, windowToReuse } from './push-target';

declare const self: ServiceWorkerGlobalScope;

export function installPush(): void {
  self.addEventListener('push', (event) => {
    const { title, options } = notificationOf(event.data?.text() ?? null);
    event.waitUntil(self.registration.showNotification(title, options));
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
