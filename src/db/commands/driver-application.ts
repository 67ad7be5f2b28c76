// The become-driver application: the vehicle, personal and vehicle documents, queued as one multipart call with the
// files. The profile shows "Demande en cours" and the vehicle "En vérification" at once, even offline.
import { applicationUserDocumentField, applicationVehicleDocumentField, applicationVehicleField } from '../../contract/driver-applications';
import { DRIVER_VERIFICATION } from '../../contract/user-rules';
import { endpoints } from '../../contract/api';
import type { MechwarDatabase, VehicleRow } from '../database';
import type { OutboxEntry } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow, createRow } from '../row-marks';
import { applyProfileAnswer } from './profile';
import { documentParts, documentsAfter, type DocumentChoice } from './documents';
import { requireSession } from './session-guard';
import { temporaryId } from './temp-id';
import { defineWrite, type AnswerOf } from './define-write';
import type { VehicleForm } from './vehicles';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

export interface DriverApplication {
  vehicle: VehicleForm;
  userDocuments: DocumentChoice[];
  vehicleDocuments: DocumentChoice[];
}

export const APPLY_FOR_DRIVER_LABEL = outboxLabel('Demande pour devenir chauffeur');

export async function applyForDriver(db: MechwarDatabase, application: DriverApplication, id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.me, db.documentTypes, db.vehicles, db.outbox], async () => {
    const session = await requireSession(db);
    const me = (await db.me.get(session.user.id)) ?? { ...session.user, _syncedAt: 0 };
    await db.me.put(me);
    const meTouch = await changeRow(db, 'me', me.id, {
      driver_verification: { status: DRIVER_VERIFICATION.pending },
      documents: await documentsAfter(db, me.documents, application.userDocuments),
    });
    const vehicleId = temporaryId();
    const vehicle: VehicleRow = {
      id: vehicleId,
      ...application.vehicle,
      photo: null,
      photo_url: null,
      is_valid: false,
      documents: await documentsAfter(db, [], application.vehicleDocuments),
      _ownerId: me.id,
      _entryId: id,
      _fromApplication: true,
    };
    const vehicleTouch = await createRow(db, 'vehicles', vehicle);
    const parts = [
      ...Object.entries(application.vehicle).map(([name, value]) => ({ name: applicationVehicleField(name), value: String(value) })),
      ...documentParts(application.userDocuments, new Set(), applicationUserDocumentField),
      ...documentParts(application.vehicleDocuments, new Set(), applicationVehicleDocumentField),
    ];
    await enqueue(db, {
      id,
      kind: 'applyForDriver',
      label: APPLY_FOR_DRIVER_LABEL,
      method: 'POST',
      path: endpoints.applyForDriver.path,
      body: { type: 'multipart', parts },
      userId: me.id,
      touches: [meTouch, vehicleTouch],
    });
    return id;
  });
}

/** The answer is the user (status 0 and the documents); the vehicle made here gives way to the server's, pulled next. */
export async function applyApplicationAnswer(db: MechwarDatabase, entry: OutboxEntry, answer: AnswerOf<typeof endpoints.applyForDriver>) {
  await applyProfileAnswer(db, entry, answer);
  for (const touch of entry.touches) if (touch.table === 'vehicles') await db.vehicles.delete(touch.id);
}

export const driverApplicationWrites = {
  // The vehicle made with the application, its validity and documents come from the server.
  applyForDriver: defineWrite({ endpoints: [endpoints.applyForDriver], apply: applyApplicationAnswer, afterAnswer: ['account'] }),
};
