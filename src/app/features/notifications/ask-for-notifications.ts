// The person's tap on "Activer les notifications": asks the browser's permission inside that tap, then registers this
// browser for push. Firefox and Safari refuse a request made outside a user gesture, so nothing may come before it.

/** How the tap ended: push on, permission given but the subscription not saved, refused, or the prompt closed. */
export type NotificationsAnswer = 'on' | 'not-saved' | 'denied' | 'dismissed';

type PermissionAsker = Pick<typeof Notification, 'requestPermission'>;

/**
 * Calls `requestPermission` before anything else, synchronously: an `await`, a timer or a dynamic import first would
 * end the gesture. Safari before 15 answered through a callback and returned nothing; both ways are heard.
 */
function askPermission(notification: PermissionAsker): Promise<NotificationPermission> {
  return new Promise((resolve, reject) => {
    const answer = notification.requestPermission(resolve) as Promise<NotificationPermission> | undefined;
    answer?.then(resolve, reject);
  });
}

export async function askForNotifications(
  register: () => Promise<boolean>,
  notification: PermissionAsker | undefined = globalThis.Notification,
): Promise<NotificationsAnswer> {
  let permission: NotificationPermission;
  try {
    permission = await askPermission(notification!);
  } catch {
    // A browser without notifications, or one that throws here, shows no prompt: the same as closing it.
    return 'dismissed';
  }
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';
  return (await register()) ? 'on' : 'not-saved';
}
