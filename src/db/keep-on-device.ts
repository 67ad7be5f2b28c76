// Asks the browser to keep the app's data under storage pressure: queued changes live in IndexedDB, and an evicted
// database would lose them without a word. Installed apps are granted it silently; elsewhere it may be refused.
import { db as appDatabase, type MechwarDatabase } from './database';

/** The part of `navigator.storage` used here (`persist` exists on pages only, not in workers). */
export interface PersistentStorage {
  persisted(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

/**
 * When the question is asked: a person signs in (there is now an account's data to lose), the app is installed (the
 * browser's answer may change: Chromium and WebKit grant it to installed apps), a change waits for the network.
 */
export type KeepOccasion = 'sign-in' | 'installed' | 'queued-change';

/** The browser's last answer, kept in the mirror: whether the data is kept, when it was asked, and on what occasion. */
export interface KeptAnswer {
  persisted: boolean;
  occasion: KeepOccasion;
  at: number;
}

const KEPT_ANSWER = 'kept-on-device';

let asked = false;

/**
 * Asks for persistent storage unless it is granted already, and keeps the answer. Once per page, since the browser's
 * answer does not change from one minute to the next (and Firefox asks the person), except when the app was just
 * installed, which may change it. Resolves to whether the data is now kept; never throws.
 */
export async function keepOnDevice(
  occasion: KeepOccasion = 'queued-change',
  db: MechwarDatabase = appDatabase,
  storage: PersistentStorage | undefined = globalThis.navigator?.storage as PersistentStorage | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!storage?.persist || (asked && occasion !== 'installed')) return false;
  asked = true;
  let persisted: boolean;
  try {
    persisted = (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
  await db.meta.put({ key: KEPT_ANSWER, value: { persisted, occasion, at: now } satisfies KeptAnswer }).catch(() => undefined);
  return persisted;
}

/** The browser's last answer on this device, or null when it was never asked. */
export async function keptAnswer(db: MechwarDatabase): Promise<KeptAnswer | null> {
  return ((await db.meta.get(KEPT_ANSWER))?.value as KeptAnswer | undefined) ?? null;
}

/** Tests only: forget that the question was asked. */
export function resetKeepOnDevice(): void {
  asked = false;
}
