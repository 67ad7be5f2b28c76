// What the staff desk shows (DESIGN.md §7): pending driver applications with their papers and whether each can be
// approved yet, the pending user and vehicle documents, and the latest contact messages.
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { DOCUMENT_KIND, DOCUMENT_STATUS } from '../../contract/documents';
import type { StaffApplication, StaffDesk, StaffDocument } from '../../contract/staff';
import { DRIVER_VERIFICATION } from '../../contract/user';
import type { Executor } from '../db/client';
import { contactMessages, documentTypes, documents, driverVerifications, users, vehicles, type DriverVerificationRow } from '../db/schema';
import { allRequiredApproved, documentJson, loadDocumentTypes, requiredTypesOf, tunisToday } from '../documents/document-json';
import { imageUrlOf } from '../trips/trip-json';
import type { Gender } from '../../contract/women-only';

const CONTACT_MESSAGES_SHOWN = 50;
/** The desk is a queue: the oldest waiting first, and no more than a person can work through in one sitting. */
const QUEUE_LIMIT = 200;

const applicantColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone, image: users.image, gender: users.gender };
type Applicant = { id: number; firstName: string; lastName: string; phone: string; image: string | null; gender: string | null };
const applicantJson = (a: Applicant) => ({
  id: a.id,
  full_name: `${a.firstName} ${a.lastName}`.trim(),
  phone: a.phone,
  image_url: imageUrlOf(a.image),
  gender: a.gender === 'female' || a.gender === 'male' ? (a.gender as Gender) : null,
});

/** Documents matching `where`, each with its owner and vehicle, oldest change first. */
async function staffDocuments(executor: Executor, where: SQL, today: string, limit = QUEUE_LIMIT): Promise<StaffDocument[]> {
  const rows = await executor
    .select({
      document: documents,
      type: documentTypes,
      user: applicantColumns,
      vehicle: { id: vehicles.id, make: vehicles.make, model: vehicles.model, plate_number: vehicles.plateNumber },
    })
    .from(documents)
    .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
    .innerJoin(users, eq(users.id, documents.userId))
    .leftJoin(vehicles, eq(vehicles.id, documents.vehicleId))
    .where(where)
    .orderBy(asc(documents.updatedAt), asc(documents.id))
    .limit(limit);
  return rows.map((row) => ({
    ...documentJson(row.document, row.type, today),
    user: applicantJson(row.user),
    vehicle: row.vehicle?.id ? row.vehicle : null,
  }));
}

/** An application's papers: the applicant's own documents and those of the vehicle it was made with. */
const applicationDocumentsWhere = (application: Pick<DriverVerificationRow, 'userId' | 'vehicleId'>) =>
  or(
    and(eq(documents.userId, application.userId), isNull(documents.vehicleId)),
    application.vehicleId === null ? undefined : eq(documents.vehicleId, application.vehicleId),
  )!;

/** Every required personal document (licence included) and every required document of its vehicle is approved. */
export async function applicationReady(executor: Executor, application: DriverVerificationRow, now: Date): Promise<boolean> {
  if (application.vehicleId === null) return false;
  const today = tunisToday(now);
  const types = await loadDocumentTypes(executor);
  const held = await executor.select().from(documents).where(applicationDocumentsWhere(application));
  return (
    allRequiredApproved(
      held.filter((d) => d.vehicleId === null),
      requiredTypesOf(types, DOCUMENT_KIND.user),
      today,
    ) &&
    allRequiredApproved(
      held.filter((d) => d.vehicleId === application.vehicleId),
      requiredTypesOf(types, DOCUMENT_KIND.vehicle),
      today,
    )
  );
}

export async function loadStaffDesk(executor: Executor, now: Date): Promise<StaffDesk> {
  const today = tunisToday(now);
  const pending = await executor
    .select({ application: driverVerifications, user: applicantColumns })
    .from(driverVerifications)
    .innerJoin(users, eq(users.id, driverVerifications.userId))
    .where(eq(driverVerifications.status, DRIVER_VERIFICATION.pending))
    .orderBy(asc(driverVerifications.updatedAt), asc(driverVerifications.id))
    .limit(QUEUE_LIMIT);
  const applications: StaffApplication[] = [];
  for (const { application, user } of pending) {
    applications.push({
      id: application.id,
      status: application.status,
      // When it was (last) submitted: a rejected application sent again waits from then.
      created_at: application.updatedAt.toISOString(),
      user: applicantJson(user),
      documents: await staffDocuments(executor, applicationDocumentsWhere(application), today),
      ready: await applicationReady(executor, application, now),
    });
  }
  const contact = await executor
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CONTACT_MESSAGES_SHOWN);
  return {
    driver_applications: applications,
    user_documents: await staffDocuments(executor, and(eq(documents.status, DOCUMENT_STATUS.pending), isNull(documents.vehicleId))!, today),
    vehicle_documents: await staffDocuments(executor, and(eq(documents.status, DOCUMENT_STATUS.pending), isNotNull(documents.vehicleId))!, today),
    contact_messages: contact.map((m) => ({
      id: m.id,
      full_name: m.fullName,
      email: m.email,
      topic: m.topic,
      subject: m.subject,
      message: m.message,
      user_id: m.userId,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
