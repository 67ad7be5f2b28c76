// Asks the browser to keep this device's data when a person signs in and when the app is installed, not only once a
// change waits for the network: by then a browser clearing its storage may already have taken the mirror.
import { liveQuery } from 'dexie';
import type { MechwarDatabase } from '../db/database';
import { keepOnDevice, keptAnswer, type KeepOccasion } from '../db/keep-on-device';

/**
 * Follows the session and the `appinstalled` event. A person signing in on this page is asked for; a person already
 * signed in when the page opened only if the browser was never asked on this device (Firefox asks the person: once
 * is enough); an installation always, as it may change the browser's answer. Returns the function that stops it.
 */
export function askToKeepData(
  db: MechwarDatabase,
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = globalThis,
  ask: (occasion: KeepOccasion) => Promise<boolean> = (occasion) => keepOnDevice(occasion, db),
): () => void {
  let signedIn: number | null | undefined;
  const subscription = liveQuery(async () => (await db.session.get('current'))?.user.id ?? null).subscribe({
    next: (userId) => {
      const opened = signedIn === undefined;
      const newcomer = userId !== null && userId !== signedIn;
      signedIn = userId;
      if (!newcomer) return;
      if (!opened) void ask('sign-in');
      else void keptAnswer(db).then((answer) => (answer ? undefined : ask('sign-in')));
    },
    error: () => undefined,
  });
  const installed = () => void ask('installed');
  events.addEventListener('appinstalled', installed);
  return () => {
    subscription.unsubscribe();
    events.removeEventListener('appinstalled', installed);
  };
}
