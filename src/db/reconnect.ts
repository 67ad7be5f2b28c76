// One reconnect for all tabs: when the network returns, every tab hears it, but only the first to claim it drains
// the outbox and pulls; the others find the claim fresh and do nothing.
import type { MechwarDatabase } from './database';

/** Tabs hear the same `online` within a few hundred ms; a later return of the network is a new reconnect. */
export const RECONNECT_WINDOW_MS = 5_000;

/** The network went away: whoever sees it come back next claims a new reconnect. */
export async function releaseReconnect(db: MechwarDatabase): Promise<void> {
  await db.meta.delete('reconnect');
}

/** True for the one caller that should drain and pull for this reconnect (IndexedDB serialises the claims). */
export async function claimReconnect(db: MechwarDatabase, now = Date.now(), windowMs = RECONNECT_WINDOW_MS): Promise<boolean> {
  return db.transaction('rw', db.meta, async () => {
    const last = await db.meta.get('reconnect');
    if (typeof last?.value === 'number' && now - last.value < windowMs && now >= last.value) return false;
    await db.meta.put({ key: 'reconnect', value: now });
    return true;
  });
}
