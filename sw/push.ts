// Web Push: shows the notification the server sent and opens its web_url when clicked.

declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  title?: string;
  message?: string;
  body?: string;
  image_url?: string;
  web_url?: string;
}

export function installPush(): void {
  self.addEventListener('push', (event) => {
    let payload: PushPayload;
    try {
      payload = (event.data?.json() as PushPayload) ?? {};
    } catch {
      payload = { message: event.data?.text() };
    }
    event.waitUntil(
      self.registration.showNotification(payload.title ?? 'Mechwar', {
        body: payload.message ?? payload.body ?? '',
        icon: payload.image_url ?? '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { web_url: payload.web_url ?? '/' },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = new URL((event.notification.data as { web_url?: string } | null)?.web_url ?? '/', self.location.origin).href;
    event.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
        const open = clients.find((client) => client.url === target);
        return open ? open.focus() : self.clients.openWindow(target);
      }),
    );
  });
}
