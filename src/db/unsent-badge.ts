// The installed app's icon shows how many changes wait to be sent (the Badging API), so a person sees them before
// closing the app; where the browser has no badge, nothing happens and nothing throws. The page follows the count;
// the service worker writes it after a drain with no page open.
import { liveQuery } from 'dexie';
import type { MechwarDatabase } from './database';
import { unsentCount } from './queries';

/** The part of `navigator` used here (a page's or a service worker's): Chromium's installed apps and WebKit's home-screen apps have it. */
export interface AppBadge {
  setAppBadge?(count?: number): Promise<void>;
  clearAppBadge?(): Promise<void>;
}

/**
 * Follows the signed-in person's unsent changes live (the count "Modifications non envoyées" shows: points of a
 * shared trip waiting for their batch are not changes) and writes it on the badge; 0 clears it. Returns the stop.
 */
export function showUnsentOnBadge(db: MechwarDatabase, badge: AppBadge | undefined = globalThis.navigator as AppBadge | undefined): () => void {
  if (typeof badge?.setAppBadge !== 'function') return () => undefined;
  let shown: number | null = null;
  const subscription = liveQuery(() => unsentCount(db)).subscribe({
    next: (count) => {
      if (count === shown) return;
      shown = count;
      paint(badge, count);
    },
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

/** Writes the count once (the service worker, after it sent what it could). */
export async function showUnsentCountNow(db: MechwarDatabase, badge: AppBadge | undefined): Promise<void> {
  if (typeof badge?.setAppBadge !== 'function') return;
  paint(badge, await unsentCount(db).catch(() => 0));
}

function paint(badge: AppBadge, count: number): void {
  try {
    const painted = count > 0 ? badge.setAppBadge!(count) : badge.clearAppBadge ? badge.clearAppBadge() : badge.setAppBadge!(0);
    // Refused (no notification permission on WebKit, a page not installed): the count shows in the app all the same.
    void Promise.resolve(painted).catch(() => undefined);
  } catch {
    // A browser that throws instead of rejecting: same as above.
  }
}
