// A row created offline got its server id: every entry queued after it that names the temporary id now names the
// real one — in its path, its JSON body at any depth, its multipart parts, its rows and the values it would put back.
import type { MechwarDatabase } from './database';
import type { OutboxBody, OutboxEntry } from './outbox-entry';
import { rowKeyId } from './row-marks';

/** Replaces the number `from` by `to` anywhere inside a JSON-like value (Blobs and other objects are kept as they are). */
export function replaceId<T>(value: T, from: number, to: number): T {
  if (value === from) return to as T;
  if (Array.isArray(value)) return value.map((item) => replaceId(item, from, to)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replaceId(item, from, to)])) as T;
  }
  return value;
}

function rewriteBody(body: OutboxBody, from: number, to: number): OutboxBody {
  if (body.type === 'json') return { type: 'json', data: replaceId(body.data, from, to) };
  if (body.type === 'multipart') {
    return {
      type: 'multipart',
      parts: body.parts.map((part) => ('value' in part && part.value === String(from) ? { ...part, value: String(to) } : part)),
    };
  }
  return body;
}

function names(entry: OutboxEntry, tempId: number, segment: RegExp): boolean {
  return (
    segment.test(entry.path) ||
    entry.tripId === tempId ||
    entry.announcementId === tempId ||
    entry.rows.some((key) => rowKeyId(key) === tempId) ||
    JSON.stringify(entry.body.type === 'multipart' ? entry.body.parts.map((part) => ('value' in part ? part.value : '')) : entry.body).includes(String(tempId))
  );
}

/** Call inside a transaction over the outbox, bookings, proposals and meta. */
export async function rewriteTemporaryId(db: MechwarDatabase, tempId: number, serverId: number): Promise<void> {
  const segment = new RegExp(`/${tempId}(?=/|$|\\?)`);
  const later = await db.outbox.filter((entry) => names(entry, tempId, segment)).toArray();
  for (const entry of later) {
    await db.outbox.update(entry.id, {
      path: entry.path.replace(segment, `/${serverId}`),
      body: rewriteBody(entry.body, tempId, serverId),
      tripId: entry.tripId === tempId ? serverId : entry.tripId,
      announcementId: entry.announcementId === tempId ? serverId : entry.announcementId,
      rows: entry.rows.map((key) => (rowKeyId(key) === tempId ? `${key.slice(0, key.lastIndexOf(':'))}:${serverId}` : key)),
      touches: entry.touches.map((touch) => ({
        ...touch,
        id: touch.id === tempId ? serverId : touch.id,
        before: touch.before === null ? null : replaceId(touch.before, tempId, serverId),
        after: replaceId(touch.after, tempId, serverId),
      })),
    });
  }
  // Bookings shown on a trip created here follow it to its server id, and so does a page open on it; so do proposals
  // made here on an announcement created here.
  await db.bookings.where('trip_id').equals(tempId).modify({ trip_id: serverId });
  await db.proposals.where('announcement_id').equals(tempId).modify({ announcement_id: serverId });
  await db.meta.put({ key: serverIdKey(tempId), value: serverId });
}

export const serverIdKey = (tempId: number) => `server-id:${tempId}`;

/** The server id a row created here got, once it was sent (null before). */
export async function serverIdOf(db: MechwarDatabase, tempId: number): Promise<number | null> {
  const row = await db.meta.get(serverIdKey(tempId));
  return typeof row?.value === 'number' ? row.value : null;
}

/**
 * The row as it is now: a screen may still hold a row by its temporary id after its create was sent; the command
 * then acts on the server's row. Undefined when the row is gone.
 */
export async function latestRow<T extends 'trips' | 'bookings' | 'announcements' | 'proposals' | 'parcels'>(db: MechwarDatabase, table: T, id: number) {
  const row = await db[table].get(id);
  if (row || id >= 0) return row;
  const serverId = await serverIdOf(db, id);
  return serverId === null ? undefined : db[table].get(serverId);
}
