// Vehicles (spec 001 §2 Mes Véhicules, §5, §7): the owner's list with documents and validity, add (approved drivers,
// every required document), edit (fields, photo, documents not yet approved), delete when nothing upcoming uses it;
// and the short list the trip form's select reads (`GET /api/vehicles/all`).
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { DOCUMENT_KIND, DOCUMENT_STATUS, MAX_DOCUMENT_BYTES } from '../../contract/documents';
import { OPEN_TRIP_STATUSES, PROPOSAL_STATUS } from '../../contract/statuses';
import { DRIVER_VERIFICATION } from '../../contract/user';
import { vehicleMessages } from '../../contract/vehicles';
import type { ServerContext } from '../context';
import { isUniqueViolation, type Executor } from '../db/client';
import { documents, driverVerifications, proposals, trips, vehicles } from '../db/schema';
import { fieldError, forbidden, notFound, validationFailed } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { readForm, type FormBody } from '../multipart';
import { idParam, isApprovedDriver } from '../auth/access';
import { loadDocumentTypes, requiredTypesOf, tunisToday, vehicleSummariesJson, vehiclesJson } from './document-json';
import { checkDocumentFiles, fileFieldTest, missingRequired, putDocuments, writeDocumentFiles } from './document-uploads';
import { plateTaken, readVehicleValues, vehicleById, vehicleColumnsOf } from './vehicle-form';
import { preparePhoto, removeFiles, storeFile, type PreparedFile } from '../storage/uploads';

export const vehicleRouteMessages = {
  notOwner: 'Only the owner of this vehicle can do this.',
  inApplication: 'This vehicle belongs to your pending driver application.',
} as const;

async function requireDriver(executor: Executor, userId: number) {
  if (!(await isApprovedDriver(executor, userId))) throw forbidden(vehicleMessages.driversOnly);
}

/** The form of add or edit, checked: its values, prepared photo and documents; every refusal in one 422. */
async function checkVehicleForm(context: ServerContext, form: FormBody, options: { requireDocuments: boolean }) {
  const errors: Record<string, string[]> = {};
  const values = readVehicleValues(form.fields, errors);
  let photo: PreparedFile | null = null;
  if (form.files.photo) {
    const prepared = await preparePhoto(form.files.photo);
    if (prepared.error) errors.photo = [prepared.error];
    else photo = prepared.file ?? null;
  }
  const types = await loadDocumentTypes(context.db);
  const today = tunisToday(context.now());
  const checked = await checkDocumentFiles(form, 'documents', { kind: DOCUMENT_KIND.vehicle, types, today }, errors);
  if (options.requireDocuments) missingRequired(requiredTypesOf(types, DOCUMENT_KIND.vehicle), checked, 'documents', errors);
  if (!values || Object.keys(errors).length) throw validationFailed(errors);
  return { values, photo, checked, today };
}

export async function vehicleRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const signedIn = requireAccount(context);
  const mutation = { preHandler: [signedIn, replayStoredMutation(context)] };
  const readVehicleForm = (request: FastifyRequest) =>
    readForm(request, { fileFields: fileFieldTest(['documents'], ['photo']), maxFileBytes: MAX_DOCUMENT_BYTES, maxFiles: 8 });

  app.get(endpoints.vehicles.path, { preHandler: signedIn }, async (request) => {
    const { user } = accountOf(request);
    return { data: await vehicleSummariesJson(db, eq(vehicles.userId, user.id), context.now()) };
  });

  app.get(endpoints.myVehicles.path, { preHandler: signedIn }, async (request) => {
    const { user } = accountOf(request);
    return { data: await vehiclesJson(db, eq(vehicles.userId, user.id), context.now()) };
  });

  app.post(endpoints.addVehicle.path, mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const form = await readVehicleForm(request);
    // Refused before the form is checked: someone who may not add a vehicle needs no list of field errors.
    await requireDriver(db, user.id);
    const { values, photo, checked, today } = await checkVehicleForm(context, form, { requireDocuments: true });
    const photoPath = photo ? await storeFile(context.files, 'vehicles', photo) : null;
    const written = await writeDocumentFiles(context.files, checked).catch(async (error: unknown) => {
      await removeFiles(context.files, [photoPath]);
      throw error;
    });
    const newPaths = [photoPath, ...written.map((w) => w.stored.path)];
    try {
      const outcome = await runMutation(context, request, async (tx) => {
        const now = context.now();
        await requireDriver(tx, user.id);
        if (await plateTaken(tx, values.plate_number)) throw fieldError('plate_number', vehicleMessages.plateTaken);
        const [vehicle] = await tx
          .insert(vehicles)
          .values({ userId: user.id, ...vehicleColumnsOf(values), photo: photoPath, createdAt: now, updatedAt: now })
          .returning();
        await putDocuments(tx, { userId: user.id, vehicleId: vehicle!.id }, written, today, now);
        const [data] = await vehiclesJson(tx, eq(vehicles.id, vehicle!.id), now);
        return { status: 201, body: { message: vehicleMessages.added, data } };
      });
      if (outcome.replayed) await removeFiles(context.files, newPaths);
      return sendOutcome(reply, outcome);
    } catch (error) {
      await removeFiles(context.files, newPaths);
      throw isUniqueViolation(error) ? fieldError('plate_number', vehicleMessages.plateTaken) : error;
    }
  });

  async function updateVehicle(request: FastifyRequest, reply: FastifyReply) {
    const { user } = accountOf(request);
    const id = idParam(request);
    const form = await readVehicleForm(request);
    const [existing] = await db.select({ userId: vehicles.userId }).from(vehicles).where(eq(vehicles.id, id));
    if (!existing) throw notFound();
    if (existing.userId !== user.id) throw forbidden(vehicleRouteMessages.notOwner);
    const { values, photo, checked, today } = await checkVehicleForm(context, form, { requireDocuments: false });
    const photoPath = photo ? await storeFile(context.files, 'vehicles', photo) : null;
    const written = await writeDocumentFiles(context.files, checked).catch(async (error: unknown) => {
      await removeFiles(context.files, [photoPath]);
      throw error;
    });
    const newPaths = [photoPath, ...written.map((w) => w.stored.path)];
    const oldPaths: string[] = [];
    try {
      const outcome = await runMutation(context, request, async (tx) => {
        const now = context.now();
        const current = await vehicleById(tx, id);
        if (!current) throw notFound();
        if (current.userId !== user.id) throw forbidden(vehicleRouteMessages.notOwner);
        if (await plateTaken(tx, values.plate_number, id)) throw fieldError('plate_number', vehicleMessages.plateTaken);
        const keptPhoto = values.delete_photo ? null : current.photo;
        const nextPhoto = photoPath ?? keptPhoto;
        if (current.photo && current.photo !== nextPhoto) oldPaths.push(current.photo);
        const columns = vehicleColumnsOf(values);
        await tx
          .update(vehicles)
          .set({ ...columns, photo: nextPhoto, updatedAt: now })
          .where(eq(vehicles.id, id));
        // Another plate is another car: its papers were checked for the old one, so staff look at them again.
        if (columns.plateNumber !== current.plateNumber) {
          await tx
            .update(documents)
            .set({ status: DOCUMENT_STATUS.pending, verifiedAt: null, verifiedBy: null, rejectionReason: null, updatedAt: now })
            .where(eq(documents.vehicleId, id));
        }
        oldPaths.push(...(await putDocuments(tx, { userId: user.id, vehicleId: id }, written, today, now)));
        const [data] = await vehiclesJson(tx, eq(vehicles.id, id), now);
        return { status: 200, body: { message: vehicleMessages.updated, data } };
      });
      await removeFiles(context.files, outcome.replayed ? newPaths : oldPaths);
      return sendOutcome(reply, outcome);
    } catch (error) {
      await removeFiles(context.files, newPaths);
      throw isUniqueViolation(error) ? fieldError('plate_number', vehicleMessages.plateTaken) : error;
    }
  }

  // Browsers cannot send multipart with PUT from a plain form, hence Laravel's `POST` + `_method=PUT`; both work.
  app.post(routePath(endpoints.updateVehicle.path), mutation, updateVehicle);
  app.put(routePath(endpoints.updateVehicle.path), mutation, updateVehicle);

  app.delete(routePath(endpoints.deleteVehicle.path), mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const removed: string[] = [];
    const outcome = await runMutation(context, request, async (tx) => {
      const now = context.now();
      const vehicle = await vehicleById(tx, id);
      if (!vehicle) throw notFound();
      if (vehicle.userId !== user.id) throw forbidden(vehicleRouteMessages.notOwner);
      const [upcomingTrip] = await tx
        .select({ id: trips.id })
        .from(trips)
        .where(and(eq(trips.vehicleId, id), inArray(trips.status, [...OPEN_TRIP_STATUSES]), gt(trips.departureTime, now)))
        .limit(1);
      const [pendingProposal] = await tx
        .select({ id: proposals.id })
        .from(proposals)
        .where(and(eq(proposals.vehicleId, id), eq(proposals.status, PROPOSAL_STATUS.pending)))
        .limit(1);
      if (upcomingTrip || pendingProposal) throw fieldError('vehicle', vehicleMessages.inUse);
      const [application] = await tx
        .select({ id: driverVerifications.id })
        .from(driverVerifications)
        .where(and(eq(driverVerifications.vehicleId, id), eq(driverVerifications.status, DRIVER_VERIFICATION.pending)));
      if (application) throw fieldError('vehicle', vehicleRouteMessages.inApplication);
      const files = await tx.select({ path: documents.filePath }).from(documents).where(eq(documents.vehicleId, id));
      // Its documents go with it (on delete cascade); past trips keep their history without a vehicle.
      await tx.delete(vehicles).where(eq(vehicles.id, id));
      removed.push(...files.map((f) => f.path));
      if (vehicle.photo) removed.push(vehicle.photo);
      return { status: 200, body: { message: vehicleMessages.deleted } };
    });
    if (!outcome.replayed) await removeFiles(context.files, removed);
    return sendOutcome(reply, outcome);
  });
}
