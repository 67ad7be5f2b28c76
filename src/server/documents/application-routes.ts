// The become-driver application (spec 000 §7 `POST /api/driver-verifications`): a vehicle, the personal documents a
// driver needs (identity card and licence) and the vehicle's, all stored in one transaction with the application.
// One live application per user; a rejected one is submitted again in place, with its vehicle and new files.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { messageLabel } from '../../contract/message-label';
import { fullName } from '../accounts/person-json';
import { DOCUMENT_KIND, DOCUMENT_STATUS, MAX_DOCUMENT_BYTES } from '../../contract/documents';
import { driverApplicationMessages } from '../../contract/driver-applications';
import { DRIVER_VERIFICATION } from '../../contract/user';
import { vehicleMessages } from '../../contract/vehicles';
import type { ServerContext } from '../context';
import { isUniqueViolation, type Tx } from '../db/client';
import { documents, driverVerifications, users, vehicles, type DocumentRow, type DriverVerificationRow } from '../db/schema';
import { fieldError, validationFailed } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { readForm } from '../multipart';
import { notify } from '../chat/chat';
import { applicationOf } from './applications';
import { effectiveStatus, loadDocumentTypes, requiredTypesOf, tunisToday } from './document-json';
import { checkDocumentFiles, fileFieldTest, indexedEntries, missingRequired, putDocuments, writeDocumentFiles } from './document-uploads';
import { plateTaken, readVehicleValues, vehicleById, vehicleColumnsOf, type VehicleValues } from './vehicle-form';
import { removeFiles } from '../storage/uploads';
import { userWithRole } from '../user-json';

const LIVE = [DRIVER_VERIFICATION.pending, DRIVER_VERIFICATION.approved] as readonly number[];

/** 422 on `driver_verification` when the user already has a live application or is a driver. */
function refuseLiveApplication(application: Pick<DriverVerificationRow, 'status'> | null) {
  if (!application || !LIVE.includes(application.status)) return;
  const message = application.status === DRIVER_VERIFICATION.approved ? driverApplicationMessages.alreadyDriver : driverApplicationMessages.alreadyApplied;
  throw fieldError('driver_verification', message);
}

/** A document the user need not send again: one held that is waiting for staff or approved and valid. */
const stillCounts = (held: DocumentRow | undefined, today: string) =>
  held !== undefined && [DOCUMENT_STATUS.pending, DOCUMENT_STATUS.approved].includes(effectiveStatus(held, today) as 0 | 1);

/** The application's vehicle: the one of an earlier (rejected) application when it is still the user's, else a new one. */
async function applicationVehicle(tx: Tx, userId: number, application: DriverVerificationRow | null, values: VehicleValues, now: Date) {
  const earlier = application?.vehicleId ? await vehicleById(tx, application.vehicleId) : null;
  const reused = earlier?.userId === userId ? earlier : null;
  if (await plateTaken(tx, values.plate_number, reused?.id)) throw fieldError('vehicle.plate_number', vehicleMessages.plateTaken);
  if (reused) {
    await tx
      .update(vehicles)
      .set({ ...vehicleColumnsOf(values), updatedAt: now })
      .where(eq(vehicles.id, reused.id));
    return reused.id;
  }
  const [created] = await tx
    .insert(vehicles)
    .values({ userId, ...vehicleColumnsOf(values), createdAt: now, updatedAt: now })
    .returning({ id: vehicles.id });
  return created!.id;
}

export async function driverVerificationRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(endpoints.applyForDriver.path, mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const form = await readForm(request, {
      fileFields: fileFieldTest(['user_documents', 'vehicle_documents']),
      maxFileBytes: MAX_DOCUMENT_BYTES,
      maxFiles: 8,
    });
    const earlier = await applicationOf(db, user.id);
    refuseLiveApplication(earlier);

    const today = tunisToday(context.now());
    const types = await loadDocumentTypes(db);
    const errors: Record<string, string[]> = {};
    const values = readVehicleValues(Object.fromEntries(indexedEntries(form.fields, 'vehicle')), errors, 'vehicle.');
    const kinds = { user: { kind: DOCUMENT_KIND.user, types, today }, vehicle: { kind: DOCUMENT_KIND.vehicle, types, today } };
    const userDocuments = await checkDocumentFiles(form, 'user_documents', kinds.user, errors);
    const vehicleDocuments = await checkDocumentFiles(form, 'vehicle_documents', kinds.vehicle, errors);
    // Papers handed in before (the identity card from the documents modal, a rejected application's car) still count.
    const heldByUser = await db.select().from(documents).where(eq(documents.userId, user.id));
    const holds = (vehicleId: number | null) => (type: { id: number }) =>
      stillCounts(
        heldByUser.find((d) => d.vehicleId === vehicleId && d.documentTypeId === type.id),
        today,
      );
    missingRequired(requiredTypesOf(types, DOCUMENT_KIND.user), userDocuments, 'user_documents', errors, holds(null));
    const earlierVehicle = earlier?.vehicleId ?? null;
    missingRequired(
      requiredTypesOf(types, DOCUMENT_KIND.vehicle),
      vehicleDocuments,
      'vehicle_documents',
      errors,
      earlierVehicle === null ? undefined : holds(earlierVehicle),
    );
    if (!values || Object.keys(errors).length) throw validationFailed(errors);

    const writtenForUser = await writeDocumentFiles(context.files, userDocuments);
    const writtenForVehicle = await writeDocumentFiles(context.files, vehicleDocuments).catch(async (error: unknown) => {
      await removeFiles(
        context.files,
        writtenForUser.map((w) => w.stored.path),
      );
      throw error;
    });
    const newPaths = [...writtenForUser, ...writtenForVehicle].map((w) => w.stored.path);
    const oldPaths: string[] = [];
    try {
      const outcome = await runMutation(context, request, async (tx) => {
        const now = context.now();
        const [application] = await tx.select().from(driverVerifications).where(eq(driverVerifications.userId, user.id)).for('update');
        refuseLiveApplication(application ?? null);
        const vehicleId = await applicationVehicle(tx, user.id, application ?? null, values, now);
        oldPaths.push(...(await putDocuments(tx, { userId: user.id, vehicleId: null }, writtenForUser, today, now)));
        oldPaths.push(...(await putDocuments(tx, { userId: user.id, vehicleId }, writtenForVehicle, today, now)));
        const fresh = { status: DRIVER_VERIFICATION.pending, vehicleId, rejectionReason: null, verifiedAt: null, verifiedBy: null, updatedAt: now };
        if (application) await tx.update(driverVerifications).set(fresh).where(eq(driverVerifications.id, application.id));
        else await tx.insert(driverVerifications).values({ ...fresh, userId: user.id, createdAt: now });
        const staff = await tx.select({ id: users.id }).from(users).where(eq(users.isStaff, true));
        for (const member of staff) {
          await notify(
            tx,
            {
              userId: member.id,
              title: messageLabel('Nouvelle demande de chauffeur'),
              message: messageLabel('{name} demande à devenir chauffeur.', { name: fullName(user) }),
              webUrl: '/staff',
            },
            now,
          );
        }
        return { status: 201, body: { message: driverApplicationMessages.submitted, ...(await userWithRole(tx, user.id, now)) } };
      });
      await removeFiles(context.files, outcome.replayed ? newPaths : oldPaths);
      return sendOutcome(reply, outcome);
    } catch (error) {
      await removeFiles(context.files, newPaths);
      if (!isUniqueViolation(error)) throw error;
      // Two submissions at once: the other one created the application, or took the plate.
      refuseLiveApplication(await applicationOf(db, user.id));
      throw fieldError('vehicle.plate_number', vehicleMessages.plateTaken);
    }
  });
}
