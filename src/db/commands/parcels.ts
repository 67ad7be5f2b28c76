// Parcel commands (DESIGN.md §9): send one on a trip, cancel it, the driver's accept or refuse, the handover codes and
// a reported problem. Each shows at once and is queued like a booking; a code is only shown as waiting: the server
// alone judges it, and a wrong one comes back as a refusal with its reason.
import { endpoints, pathFor } from '../../contract/api';
import { PARCEL_SIZE_INFO, type ParcelSize } from '../../contract/parcel-sizes';
import type { ParcelValues } from '../../contract/parcels';
import { PARCEL_STATUS, PARCEL_STATUS_TEXT, PARCEL_TRANSITIONS, type ParcelTransition } from '../../contract/statuses';
import { canonicalPhone } from '../../contract/phone';
import type { MechwarDatabase, ParcelRow, TripRow } from '../database';
import type { OutboxEntry, OutboxPart } from '../outbox-entry';
import { putServerRow } from '../row-marks';
import { latestRow } from '../temporary-ids';
import { queueChange, queueCreate } from './queue-write';
import { cardPersonOf, legRouteLabel, requireSession } from './session-guard';
import { temporaryId } from './temp-id';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { withDevicePhotos } from '../parcels-mirror';
import { newEntryId } from './write-once';

/** The send form's values, as the contract's schema gives them; the photo travels beside them as a Blob. */
export type ParcelForm = ParcelValues;
export interface ParcelPhoto {
  file: Blob;
  filename: string;
}

/** "colis Moyen « Des livres »": the size is worded in each language, the description stays the sender's words. */
const parcelLabel = (parcel: Pick<ParcelRow, 'size' | 'description'>) =>
  outboxLabel('colis {size} « {description} »', {
    size: outboxLabel(PARCEL_SIZE_INFO[parcel.size as ParcelSize]?.label ?? parcel.size),
    description: parcel.description,
  });

/** The trip summary a parcel sent here shows in "Mes colis" before the server's answer. */
function parcelTripOf(trip: TripRow): NonNullable<ParcelRow['trip']> {
  return {
    id: trip.id,
    departure_time: trip.departure_time,
    departure_city: trip.departure_city ?? null,
    arrival_city: trip.arrival_city ?? null,
    status: trip.status,
    started_at: trip.started_at ?? null,
    driver: trip.driver ? { id: trip.driver.id, full_name: trip.driver.full_name, image_url: trip.driver.image_url ?? null } : null,
    vehicle: trip.vehicle ? { model: trip.vehicle.model ?? '', color: trip.vehicle.color ?? null, plate_number: trip.vehicle.plate_number ?? null } : null,
  };
}

/** Send a parcel on a trip: it shows at once as "Demandé" (and "En attente d'envoi" until sent), then is sent once. */
export async function sendParcel(db: MechwarDatabase, trip: TripRow, form: ParcelForm, photo: ParcelPhoto | null, id: string = newEntryId()) {
  return db.transaction('rw', [db.session, db.parcels, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const offer = trip.parcel_offers?.find((o) => o.size === form.size);
    const now = new Date().toISOString();
    // The confirmation is the sender's word to the server; the parcel itself does not carry it.
    const { forbidden_items_confirmed: _confirmed, ...parcel } = form;
    const row: ParcelRow = {
      id: temporaryId(),
      trip_id: trip.id,
      sender_id: session.user.id,
      sender: cardPersonOf(session.user),
      driver_id: trip.driver_id,
      ...parcel,
      declared_value: parcel.declared_value ?? null,
      recipient_phone: canonicalPhone(form.recipient_phone) ?? form.recipient_phone,
      photo_url: null,
      price: offer?.price_per_parcel ?? 0,
      status: PARCEL_STATUS.requested,
      status_text: PARCEL_STATUS_TEXT[PARCEL_STATUS.requested],
      created_at: now,
      events: [{ status: PARCEL_STATUS.requested, status_text: PARCEL_STATUS_TEXT[PARCEL_STATUS.requested], at: now, note: null }],
      trip: parcelTripOf(trip),
      _localPhoto: photo?.file ?? null,
      _entryId: id,
    };
    // The body is the form's values as they are: JSON, or each given value as text beside the photo.
    const body: OutboxEntry['body'] = photo
      ? {
          type: 'multipart',
          parts: [
            ...Object.entries(form)
              .filter(([, value]) => value !== null && value !== undefined)
              .map(([name, value]): OutboxPart => ({ name, value: String(value) })),
            { name: 'photo', file: photo.file, filename: photo.filename },
          ],
        }
      : { type: 'json', data: { ...form } };
    return queueCreate(db, 'parcels', row, {
      id,
      kind: 'sendParcel',
      label: outboxLabel('Envoi d’un {parcel} ({route})', {
        parcel: parcelLabel(row),
        route: legRouteLabel(trip, form.from_city_id ?? null, form.to_city_id ?? null),
      }),
      method: 'POST',
      path: pathFor(endpoints.sendParcel, trip.id),
      body,
      userId: session.user.id,
      tripId: trip.id,
    });
  });
}

/** The parcel as it is now (the server's row once one sent from here was answered); throws when it is gone. */
async function parcelNow(db: MechwarDatabase, shown: ParcelRow): Promise<ParcelRow> {
  const parcel = (await latestRow(db, 'parcels', shown.id)) as ParcelRow | undefined;
  if (!parcel) throw new Error('Ce colis n’existe plus.');
  return parcel;
}

/** A status change the server decides on (accept, refuse, cancel, problem): shown at once, put back on refusal. */
async function moveParcel(
  db: MechwarDatabase,
  shown: ParcelRow,
  transition: Exclude<ParcelTransition, 'pickup' | 'deliver'>,
  kind: OutboxEntry['kind'],
  label: string,
  body: OutboxEntry['body'],
  id: string,
  note: string | null = null,
) {
  return db.transaction('rw', [db.session, db.parcels, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const parcel = await parcelNow(db, shown);
    const to = PARCEL_TRANSITIONS[transition].to;
    const at = new Date().toISOString();
    const changes = {
      status: to,
      status_text: PARCEL_STATUS_TEXT[to],
      events: [...(parcel.events ?? []), { status: to, status_text: PARCEL_STATUS_TEXT[to], at, note }],
    };
    const endpoint = { accept: endpoints.acceptParcel, refuse: endpoints.refuseParcel, cancel: endpoints.cancelParcel, problem: endpoints.reportParcelProblem }[
      transition
    ];
    return queueChange(db, 'parcels', parcel.id, changes, {
      id,
      kind,
      label: outboxLabel(`${label} du {parcel}`, { parcel: parcelLabel(parcel) }),
      method: 'POST',
      path: pathFor(endpoint, parcel.id),
      body,
      userId: session.user.id,
      tripId: parcel.trip_id,
    });
  });
}

export const decideParcel = (db: MechwarDatabase, parcel: ParcelRow, accept: boolean, id: string = newEntryId()) =>
  accept
    ? moveParcel(db, parcel, 'accept', 'decideParcel', 'Acceptation', { type: 'none' }, id)
    : moveParcel(db, parcel, 'refuse', 'decideParcel', 'Refus', { type: 'none' }, id);

export const cancelParcel = (db: MechwarDatabase, parcel: ParcelRow, id: string = newEntryId()) =>
  moveParcel(db, parcel, 'cancel', 'cancelParcel', 'Annulation', { type: 'none' }, id);

export const reportParcelProblem = (db: MechwarDatabase, parcel: ParcelRow, reason: string, id: string = newEntryId()) =>
  moveParcel(db, parcel, 'problem', 'reportParcelProblem', 'Signalement d’un problème', { type: 'json', data: { reason } }, id, reason);

/**
 * The driver types the pickup or delivery code. Offline it waits, shown "Vérification en attente du réseau"; the
 * status moves only when the server has judged it.
 */
export async function enterParcelCode(db: MechwarDatabase, shown: ParcelRow, step: 'pickup' | 'deliver', code: string, id: string = newEntryId()) {
  return db.transaction('rw', [db.session, db.parcels, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const parcel = await parcelNow(db, shown);
    return queueChange(
      db,
      'parcels',
      parcel.id,
      { code_check: step },
      {
        id,
        kind: 'enterParcelCode',
        label: outboxLabel(step === 'pickup' ? 'Code de prise en charge du {parcel}' : 'Code de livraison du {parcel}', { parcel: parcelLabel(parcel) }),
        method: 'POST',
        path: pathFor(step === 'pickup' ? endpoints.pickupParcel : endpoints.deliverParcel, parcel.id),
        body: { type: 'json', data: { code: code.trim() } },
        userId: session.user.id,
        tripId: parcel.trip_id,
      },
    );
  });
}

/** The server's parcel over the changes still queued on it; one sent from here replaces its temporary row. */
export async function applyParcelAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.parcel>) {
  const [parcel] = await withDevicePhotos(db, [data], () => entry.tempId ?? data.id);
  if (entry.tempId) await db.parcels.delete(entry.tempId);
  await putServerRow(db, 'parcels', { ...parcel!, code_check: null }, entry.id);
}

/** A refused parcel change was put back to the copy from before it: the server's may have moved meanwhile. */
const refusedParcelPull = { afterRefusal: ['parcels'] } as const;

export const parcelWrites = {
  sendParcel: defineWrite({ endpoints: [endpoints.sendParcel], apply: applyParcelAnswer, ...refusedParcelPull }),
  decideParcel: defineWrite({ endpoints: [endpoints.acceptParcel, endpoints.refuseParcel], apply: applyParcelAnswer, ...refusedParcelPull }),
  cancelParcel: defineWrite({ endpoints: [endpoints.cancelParcel], apply: applyParcelAnswer, ...refusedParcelPull }),
  enterParcelCode: defineWrite({ endpoints: [endpoints.pickupParcel, endpoints.deliverParcel], apply: applyParcelAnswer, ...refusedParcelPull }),
  reportParcelProblem: defineWrite({ endpoints: [endpoints.reportParcelProblem], apply: applyParcelAnswer, ...refusedParcelPull }),
};
