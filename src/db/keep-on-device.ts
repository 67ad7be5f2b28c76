// Asks the browser to keep the app's data under storage pressure: queued changes live in IndexedDB, and an evicted
// database would lose them without a word. Installed apps are granted it silently; elsewhere it may be refused.

/** The part of `navigator.storage` used here (`persist` exists on pages only, not in workers). */
interface PersistentStorage {
  persisted(): Promise<boolean>;
  persist?(): Promise<boolean>;
}

let asked = false;

/**
 * Once per page, when there is something to lose (a change waiting for the network): asks for persistent storage
 * unless it is already granted. Resolves to whether the data is now kept; never throws.
 */
export async function keepOnDevice(storage: PersistentStorage | undefined = globalThis.navigator?.storage as PersistentStorage | undefined): Promise<boolean> {
  if (asked || !storage?.persist) return false;
  asked = true;
  try {
    return (await storage.persisted()) || (await storage.persist());
  } catch {
    return false;
  }
}

/** Tests only: forget that the question was asked. */
export function resetKeepOnDevice(): void {
  asked = false;
}
