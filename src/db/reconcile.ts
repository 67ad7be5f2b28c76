// Merge rules for server data arriving over local rows: fields the user changed and that still wait in the
// outbox win over the server's copy until the server has answered that change; everything else is the server's,
// unless the local row is newer than the answer (written after the pull was asked, or a later `updated_at`).

type Row = Record<string, unknown> & { _pending?: string[] };

/** Merges a pulled server row with the local one. Pure: the caller writes the result. */
export function reconcileRow<T extends object>(server: T, local: (Row & Partial<T>) | undefined, syncedAt: number): T & Row {
  const merged: Row = { ...(server as Row), _syncedAt: syncedAt };
  const pending = local?._pending ?? [];
  if (pending.length === 0 || !local) return merged as T & Row;
  for (const field of pending) merged[field] = local[field];
  merged._pending = pending;
  // Files chosen here and not sent yet (`_localImage`, `_localPhoto`, `_localFiles`) stay shown from the device.
  for (const key of Object.keys(local)) if (key.startsWith('_local')) merged[key] = local[key];
  if ('_entryId' in local) merged._entryId = local._entryId;
  // A deletion waiting to be sent keeps the row hidden whatever the server still lists.
  if (local._deleted) merged._deleted = true;
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

/**
 * True when the local row must not be replaced (or deleted) by a pulled answer: its `updated_at` is later than the
 * server copy's, or, with no later server `updated_at` to prove otherwise, it was written after the pull's request
 * left (`requestedAt`) — by a change's answer or a fresher pull — so the pulled answer may predate it.
 */
export function isNewerHere(local: object | undefined, server: object | undefined, requestedAt: number): boolean {
  if (!local) return false;
  const updatedAt = (row: object | undefined) => {
    const value = (row as { updated_at?: unknown } | undefined)?.updated_at;
    return typeof value === 'string' ? value : null;
  };
  const here = updatedAt(local);
  const there = updatedAt(server);
  if (here && there && there !== here) return here > there;
  return writtenSince(local as { _syncedAt?: number }, requestedAt);
}

/** Written here after a pull's request left: that pull's answer may predate it, so it neither deletes nor replaces it. */
export function writtenSince(row: { _syncedAt?: number }, requestedAt: number): boolean {
  return (row._syncedAt ?? 0) > requestedAt;
}
