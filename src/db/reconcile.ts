// Merge rule for server data arriving over local rows: fields the user changed and that still wait in the
// outbox win over the server's copy until the server has answered that change; everything else is the server's.

type Row = Record<string, unknown> & { _pending?: string[] };

/** Merges a pulled server row with the local one. Pure: the caller writes the result. */
export function reconcileRow<T extends object>(server: T, local: (Row & Partial<T>) | undefined, syncedAt: number): T & Row {
  const merged: Row = { ...(server as Row), _syncedAt: syncedAt };
  const pending = local?._pending ?? [];
  if (pending.length === 0 || !local) return merged as T & Row;
  for (const field of pending) merged[field] = local[field];
  merged._pending = pending;
  if ('_localImage' in local) merged._localImage = local._localImage;
  if ('_entryId' in local) merged._entryId = local._entryId;
  return merged as T & Row;
}

/**
 * True when the two rows carry the same data (bookkeeping fields aside), so a write can be skipped. Nested values
 * are compared as JSON: IndexedDB keeps property order, so the same server object serialises the same way.
 */
export function sameData(a: object | undefined, b: object | undefined): boolean {
  if (!a || !b) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let count = 0;
  for (const key in x) {
    if (key.startsWith('_')) continue;
    count += 1;
    const left = x[key];
    const right = y[key];
    if (left === right) continue;
    if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
    if (JSON.stringify(left) !== JSON.stringify(right)) return false;
  }
  for (const key in y) if (!key.startsWith('_')) count -= 1;
  return count === 0;
}
