// Mes Véhicules: add or edit a vehicle (fields, photo, documents) and delete one. Each shows at once, offline too;
// the files travel in the outbox as Blobs and are uploaded once; the server's vehicle replaces the one shown.
import { endpoints, pathFor } from '../../contract/api';
import type { z } from 'zod';
import type { applicationVehicle } from '../../contract/driver-applications';
import type { MechwarDatabase, VehicleRow } from '../database';
import type { OutboxEntry, OutboxPart } from '../outbox-entry';
import { putServerRow } from '../row-marks';
import { documentParts, documentsAfter, type DocumentChoice } from './documents';
import { queueChange, queueCreate, queueDeletion } from './queue-write';
import { requireSession } from './session-guard';
import { temporaryId } from './temp-id';
import { actedOnId } from '../entries-before-v3';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

/** The vehicle form's values as the contract's schema gives them (the photo and documents travel beside them). */
export type VehicleForm = z.output<typeof applicationVehicle>;

export interface VehiclePhoto {
  file: Blob;
  filename: string;
}

const vehicleLabel = (form: Pick<VehicleForm, 'make' | 'model' | 'plate_number'>) => `${form.make} ${form.model} (${form.plate_number})`;

/** The vehicle as it is now: one added here and already sent is found by its server id. */
async function vehicleNow(db: MechwarDatabase, shown: VehicleRow): Promise<VehicleRow> {
  const here = await db.vehicles.get(shown.id);
  if (here && !here._deleted) return here;
  const serverId = shown.id < 0 ? ((await db.meta.get(`server-id:${shown.id}`))?.value as number | undefined) : undefined;
  const sent = serverId ? await db.vehicles.get(serverId) : undefined;
  if (!sent || sent._deleted) throw new Error('Ce véhicule n’existe plus.');
  return sent;
}

/**
 * Add (no `shown`) or edit a vehicle. `documents` are the files chosen (every required type for a new vehicle);
 * `photo` a new photo, `deletePhoto` removes the current one.
 */
export async function saveVehicle(
  db: MechwarDatabase,
  form: VehicleForm,
  files: { documents: DocumentChoice[]; photo: VehiclePhoto | null; deletePhoto?: boolean },
  shown?: VehicleRow,
  id: string = newEntryId(),
): Promise<string> {
  return db.transaction('rw', [db.session, db.vehicles, db.documentTypes, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const parts: OutboxPart[] = Object.entries(form).map(([name, value]) => ({ name, value: String(value) }));
    if (files.photo) parts.push({ name: 'photo', file: files.photo.file, filename: files.photo.filename });
    const localFiles = Object.fromEntries(files.documents.map((choice) => [choice.typeId, choice.filename]));
    if (shown) {
      const vehicle = await vehicleNow(db, shown);
      parts.unshift({ name: '_method', value: 'PUT' });
      parts.push({ name: 'delete_photo', value: files.deletePhoto && !files.photo ? '1' : '0' });
      parts.push(...documentParts(files.documents, new Set(), (typeId) => `documents[${typeId}]`));
      const changes: Record<string, unknown> = { ...form };
      if (files.documents.length) {
        changes.documents = await documentsAfter(db, vehicle.documents ?? [], files.documents);
        changes.is_valid = false;
        changes._localFiles = { ...vehicle._localFiles, ...localFiles };
      }
      if (files.photo) changes._localPhoto = files.photo.file;
      else if (files.deletePhoto) Object.assign(changes, { photo: null, photo_url: null, _localPhoto: null });
      return queueChange(db, 'vehicles', vehicle.id, changes, {
        id,
        kind: 'saveVehicle',
        label: outboxLabel('Modification du véhicule {vehicle}', { vehicle: vehicleLabel(form) }),
        method: 'POST',
        path: pathFor(endpoints.updateVehicle, vehicle.id),
        body: { type: 'multipart', parts },
        userId: session.user.id,
      });
    }
    parts.push(...documentParts(files.documents, new Set()));
    const created: VehicleRow = {
      id: temporaryId(),
      ...form,
      photo: null,
      photo_url: null,
      is_valid: false,
      documents: await documentsAfter(db, [], files.documents),
      _ownerId: session.user.id,
      _entryId: id,
      _localPhoto: files.photo?.file ?? null,
      _localFiles: localFiles,
    };
    return queueCreate(db, 'vehicles', created, {
      id,
      kind: 'saveVehicle',
      label: outboxLabel('Nouveau véhicule {vehicle}', { vehicle: vehicleLabel(form) }),
      method: 'POST',
      path: endpoints.addVehicle.path,
      body: { type: 'multipart', parts },
      userId: session.user.id,
    });
  });
}

/** Deletes a vehicle: hidden at once, kept as a marked row until the server has the deletion. */
export async function deleteVehicle(db: MechwarDatabase, shown: VehicleRow, id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.vehicles, db.outbox, db.meta], async () => {
    const session = await requireSession(db);
    const vehicle = await vehicleNow(db, shown);
    return queueDeletion(db, 'vehicles', vehicle.id, {
      id,
      kind: 'deleteVehicle',
      label: outboxLabel('Suppression du véhicule {vehicle}', { vehicle: vehicleLabel(vehicle) }),
      path: pathFor(endpoints.deleteVehicle, vehicle.id),
      userId: session.user.id,
    });
  });
}

/** The server's vehicle replaces the one shown (the temporary one for an add); the files chosen here are no longer needed. */
export async function applyVehicleAnswer(db: MechwarDatabase, entry: OutboxEntry, { data }: AnswerOf<typeof endpoints.addVehicle>) {
  if (entry.tempId) await db.vehicles.delete(entry.tempId);
  const session = await db.session.get('current');
  const local = await db.vehicles.get(data.id);
  await putServerRow(
    db,
    'vehicles',
    { ...data, _ownerId: local?._ownerId ?? session?.user.id ?? entry.userId, _localPhoto: undefined, _localFiles: undefined },
    entry.id,
  );
}

export async function applyVehicleDeleted(db: MechwarDatabase, entry: OutboxEntry) {
  await db.vehicles.delete(actedOnId(entry, 'vehicles')!);
}

export const vehicleWrites = {
  // A vehicle answered moves the profile too (driver status, documents): both are pulled again.
  saveVehicle: defineWrite({ endpoints: [endpoints.addVehicle, endpoints.updateVehicle], apply: applyVehicleAnswer, afterAnswer: ['account'] }),
  deleteVehicle: defineWrite({ endpoints: [endpoints.deleteVehicle], apply: applyVehicleDeleted, afterAnswer: ['account'] }),
};
