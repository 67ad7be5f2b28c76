// Live tracking commands (DESIGN.md §8): the driver starts and stops sharing and keeps points; a passenger makes and
// revokes share links. All go through the outbox: a driver in a dead zone loses nothing, and a batch of points
// queued there grows until the network lets it go, then leaves in one request.
import { endpoints, pathFor } from '../../contract/api';
import { TRIP_STATUS } from '../../contract/statuses';
import type { PositionPoint } from '../../contract/tracking';
import { POINTS_PER_BATCH, POSITIONS_SEND_INTERVAL_MS, SHARE_LINK_AFTER_ARRIVAL_MS, START_BEFORE_DEPARTURE_MS } from '../../contract/tracking-limits';
import type { MechwarDatabase, PositionRow, ShareLinkRow, TripRow } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue } from '../outbox';
import { putServerRow } from '../row-marks';
import { worthKeeping, type Fix } from '../position-thinning';
import { applyPositionsSent, mirrorTracking } from '../tracking-mirror';
import { queueChange, queueCreate } from './queue-write';
import { requireSession, routeLabel } from './session-guard';
import { rowNow } from './row-now';
import { temporaryId } from './temp-id';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

export const START_TOO_EARLY = 'Le trajet ne peut être démarré que 30 minutes avant le départ.';
export const START_NOT_ACTIVE = 'Seul un trajet actif peut être démarré.';
export const START_NOT_SENT = 'Ce trajet n’est pas encore publié : il pourra être démarré une fois envoyé.';

/** Start, stop and the points of one trip share this key: the queue sends them in the order they were made. */
export const trackingRowKey = (tripId: number) => `tracking:${tripId}`;

const tripNow = (db: MechwarDatabase, shown: { id: number }) => rowNow(db, 'trips', shown, 'Ce trajet n’existe plus.');

/** Whether the driver may start this trip now (null) or why not. */
export function startRefusal(trip: TripRow, now = Date.now()): string | null {
  if (trip.id < 0) return START_NOT_SENT;
  if (trip.status !== TRIP_STATUS.active) return START_NOT_ACTIVE;
  if (now < Date.parse(trip.departure_time) - START_BEFORE_DEPARTURE_MS) return START_TOO_EARLY;
  return null;
}

/** "Démarrer le trajet": the trip is under way at once here, its passengers are told once the server has it. */
export async function startTrip(db: MechwarDatabase, shown: TripRow, firstFix?: Fix, id: string = newEntryId(), now = Date.now()) {
  return db.transaction('rw', [db.session, db.trips, db.outbox, db.meta, db.positions], async () => {
    const session = await requireSession(db);
    const trip = await tripNow(db, shown);
    const refusal = startRefusal(trip, now);
    if (refusal) throw new Error(refusal);
    const startedAt = trip.started_at ?? new Date(now).toISOString();
    const entryId = await queueChange(
      db,
      'trips',
      trip.id,
      { started_at: startedAt, sharing: true },
      {
        id,
        kind: 'startTrip',
        label: outboxLabel('Démarrage du trajet {route}', { route: routeLabel(trip) }),
        method: 'POST',
        path: pathFor(endpoints.startTrip, trip.id),
        body: { type: 'json', data: { started_at: new Date(now).toISOString() } },
        userId: session.user.id,
        alsoActsOn: [trackingRowKey(trip.id)],
      },
    );
    if (firstFix) await keepInBatch(db, session.user.id, trip, firstFix, now);
    return entryId;
  });
}

/** "Arrêter le partage": followers stop seeing the car; points kept before it still go, first. */
export async function stopSharing(db: MechwarDatabase, shown: TripRow, id: string = newEntryId(), now = Date.now()) {
  return db.transaction('rw', [db.session, db.trips, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const trip = await tripNow(db, shown);
    // The batch waiting for its half-minute goes now: the stop is sent behind it.
    await db.outbox
      .where('rows')
      .equals(trackingRowKey(trip.id))
      .filter((entry) => entry.kind === 'sendPositions' && entry.state === 'pending')
      .modify({ nextAttemptAt: now });
    return queueChange(
      db,
      'trips',
      trip.id,
      { sharing: false },
      {
        id,
        kind: 'stopSharing',
        label: outboxLabel('Fin du partage du trajet {route}', { route: routeLabel(trip) }),
        method: 'POST',
        path: pathFor(endpoints.stopSharing, trip.id),
        body: { type: 'none' },
        userId: session.user.id,
        alsoActsOn: [trackingRowKey(trip.id)],
      },
    );
  });
}

/** What `keepPosition` did with a fix, and the batch it is in. */
export type KeptAs = 'dropped' | 'joined' | 'new-batch';
export interface Kept {
  as: KeptAs;
  entryId: string | null;
}

/**
 * A fix from the driver's phone while sharing: kept (mirror first) when worth it, and added to the batch waiting to
 * leave — or to a new batch, due half a minute after the previous one so an hour's drive costs a few hundred KB.
 */
export async function keepPosition(db: MechwarDatabase, tripId: number, fix: Fix, now = Date.now()): Promise<Kept> {
  return db.transaction('rw', [db.session, db.trips, db.outbox, db.meta, db.positions], async () => {
    const session = await db.session.get('current');
    const trip = await db.trips.get(tripId);
    // Cancelled or completed here, not sent yet: sharing ends with it, so no point is kept past the end.
    const ended = trip?.status === TRIP_STATUS.cancelled || trip?.status === TRIP_STATUS.completed;
    if (!session || !trip || trip.driver_id !== session.user.id || !trip.sharing || ended) return { as: 'dropped', entryId: null };
    return keepInBatch(db, session.user.id, trip, fix, now);
  });
}

async function keepInBatch(db: MechwarDatabase, userId: number, trip: TripRow, fix: Fix, now: number): Promise<Kept> {
  const last = await db.positions.where('[trip_id+recorded_at]').between([trip.id, -Infinity], [trip.id, Infinity]).last();
  const at = Math.round(fix.at);
  if (!worthKeeping(last ? { lat: last.lat, lng: last.lng, at: last.recorded_at } : null, { ...fix, at })) return { as: 'dropped', entryId: null };
  const point: PositionPoint = { recorded_at: at, lat: round(fix.lat), lng: round(fix.lng), accuracy: fix.accuracy == null ? null : Math.round(fix.accuracy) };
  const waiting = await db.outbox
    .where('rows')
    .equals(trackingRowKey(trip.id))
    .filter((entry) => entry.kind === 'sendPositions' && entry.state === 'pending' && pointsOf(entry).length < POINTS_PER_BATCH)
    .first();
  let entryId: string;
  let keptAs: KeptAs;
  if (waiting) {
    entryId = waiting.id;
    keptAs = 'joined';
    await db.outbox.update(waiting.id, { body: { type: 'json', data: { points: [...pointsOf(waiting), point] } } });
  } else {
    entryId = crypto.randomUUID();
    keptAs = 'new-batch';
    const dueKey = `positions:next-batch:${trip.id}`;
    const due = Math.max(now, Number((await db.meta.get(dueKey))?.value ?? 0));
    await db.meta.put({ key: dueKey, value: due + POSITIONS_SEND_INTERVAL_MS });
    await enqueue(db, {
      id: entryId,
      kind: 'sendPositions',
      label: outboxLabel('Positions du trajet {route}', { route: routeLabel(trip) }),
      method: 'POST',
      path: pathFor(endpoints.sendPositions, trip.id),
      body: { type: 'json', data: { points: [point] } },
      userId,
      alsoActsOn: [trackingRowKey(trip.id)],
    });
    await db.outbox.update(entryId, { nextAttemptAt: due });
  }
  const row: PositionRow = {
    trip_id: trip.id,
    recorded_at: at,
    lat: point.lat,
    lng: point.lng,
    accuracy: point.accuracy ?? null,
    _ownerId: userId,
    _entryId: entryId,
    _sent: 0,
  };
  await db.positions.put(row);
  return { as: keptAs, entryId };
}

/** Five decimals of a degree are about a metre: enough for a car, and fewer bytes on the driver's data plan. */
const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;

export const pointsOf = (entry: OutboxEntry): PositionPoint[] =>
  entry.body.type === 'json' ? ((entry.body.data as { points?: PositionPoint[] }).points ?? []) : [];

/** A share link for a relative: the token is drawn here, so the link can be shared at once, even offline. */
export async function createShareLink(db: MechwarDatabase, tripId: number, id: string = newEntryId(), now = Date.now()) {
  return db.transaction('rw', [db.session, db.trips, db.outbox, db.meta, db.shareLinks, db.tracking], async () => {
    const session = await requireSession(db);
    const trip = await tripNow(db, { id: tripId });
    const tracking = await db.tracking.get(trip.id);
    const arrival = tracking?.expected_arrival_at ?? trip.arrival_time ?? trip.departure_time;
    const token = shareToken();
    const link: ShareLinkRow = {
      id: temporaryId(),
      trip_id: trip.id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(Date.parse(arrival) + SHARE_LINK_AFTER_ARRIVAL_MS).toISOString(),
      revoked_at: null,
      token,
      _ownerId: session.user.id,
      _entryId: id,
    };
    return queueCreate(db, 'shareLinks', link, {
      id,
      kind: 'createShareLink',
      label: outboxLabel('Lien de suivi du trajet {route}', { route: routeLabel(trip) }),
      method: 'POST',
      path: pathFor(endpoints.createShareLink, trip.id),
      body: { type: 'json', data: { token } },
      userId: session.user.id,
    });
  });
}

/** Revokes a share link: the relative's page stops showing the car. */
export async function revokeShareLink(db: MechwarDatabase, link: ShareLinkRow, id: string = newEntryId(), now = Date.now()) {
  return db.transaction('rw', [db.session, db.outbox, db.meta, db.shareLinks], async () => {
    const session = await requireSession(db);
    return queueChange(
      db,
      'shareLinks',
      link.id,
      { revoked_at: new Date(now).toISOString() },
      {
        id,
        kind: 'revokeShareLink',
        label: outboxLabel('Révocation d’un lien de suivi'),
        method: 'DELETE',
        path: pathFor(endpoints.revokeShareLink, link.id),
        body: { type: 'none' },
        userId: session.user.id,
      },
    );
  });
}

/** 32 random bytes in base64url: 43 characters nobody guesses. */
export function shareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function applyTrackingAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.startTrip>) {
  await mirrorTracking(db, data);
  const trip = await db.trips.get(data.trip_id);
  if (trip) await putServerRow(db, 'trips', { ...trip, started_at: data.started_at, sharing: data.sharing }, entry.id);
}

export async function applyPositionsAnswer(db: MechwarDatabase, entry: OutboxEntry, answer: AnswerOf<typeof endpoints.sendPositions>) {
  const tripId = Number(/\/api\/trips\/(\d+)\//.exec(entry.path)?.[1]);
  await applyPositionsSent(
    db,
    tripId,
    pointsOf(entry).map((point) => point.recorded_at),
    answer,
  );
}

export async function applyShareLinkAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.createShareLink>) {
  const made = entry.tempId ? await db.shareLinks.get(entry.tempId) : await db.shareLinks.get(data.id);
  if (entry.tempId) await db.shareLinks.delete(entry.tempId);
  const token = made?.token ?? (await db.shareLinks.get(data.id))?.token ?? null;
  await putServerRow(db, 'shareLinks', { ...data, token, _ownerId: entry.userId }, entry.id);
}

export const trackingWrites = {
  startTrip: defineWrite({ endpoints: [endpoints.startTrip], apply: applyTrackingAnswer }),
  stopSharing: defineWrite({ endpoints: [endpoints.stopSharing], apply: applyTrackingAnswer }),
  sendPositions: defineWrite({ endpoints: [endpoints.sendPositions], apply: applyPositionsAnswer }),
  createShareLink: defineWrite({ endpoints: [endpoints.createShareLink], apply: applyShareLinkAnswer }),
  revokeShareLink: defineWrite({ endpoints: [endpoints.revokeShareLink], apply: applyShareLinkAnswer }),
};
