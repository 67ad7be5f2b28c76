// The staff desk's API (DESIGN.md §7): the queue, and decisions on documents and driver applications. Anyone who is
// not staff gets 404, as if the desk did not exist; every decision is recorded with who took it and tells the user.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { DOCUMENT_STATUS } from '../../contract/documents';
import { messageLabel, type MessageLabel } from '../../contract/message-label';
import { staffMessages } from '../../contract/staff';
import { DRIVER_VERIFICATION } from '../../contract/user';
import type { ServerContext } from '../context';
import { documentTypes, documents, driverVerifications, vehicles } from '../db/schema';
import { fieldError, notFound } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { idParam } from '../auth/access';
import { notify } from '../chat/chat';
import { DOCUMENT_TYPE_SEEDS } from '../db/document-types';
import { decidedColumns, readDecision } from './decision';
import { applicationReady, loadStaffDesk } from './desk';
import { staffOnly } from './staff-only';

/** "Votre carte d'identité a été approuvée", "Votre assurance (Kia Rio, 221 TU 3390) a été rejetée : illisible". */
function documentDecisionLabel(
  typeId: number,
  typeName: string,
  vehicle: { make: string; model: string; plateNumber: string } | null,
  decision: { approved: boolean; reason: string | null },
): MessageLabel {
  const seed = DOCUMENT_TYPE_SEEDS.find((t) => t.id === typeId);
  const noun = seed ? messageLabel(seed.ownNoun) : messageLabel('document « {name} »', { name: typeName });
  const document = vehicle
    ? messageLabel('{document} ({vehicle})', { document: noun, vehicle: `${vehicle.make} ${vehicle.model}, ${vehicle.plateNumber}` })
    : noun;
  // French agrees the participle with the paper; each agreement is a key of its own in the catalogs.
  const e = seed?.feminine ? 'e' : '';
  if (decision.approved) return messageLabel(`Votre {document} a été approuvé${e}`, { document });
  if (decision.reason) return messageLabel(`Votre {document} a été rejeté${e} : {reason}`, { document, reason: decision.reason });
  return messageLabel(`Votre {document} a été rejeté${e}`, { document });
}

export async function staffRoutes(app: FastifyInstance, context: ServerContext) {
  // Unverified accounts are let through to the staff check so that they, too, see only a 404.
  const staff = [requireAccount(context, { allowUnverified: true }), staffOnly];
  const decision = { preHandler: [...staff, replayStoredMutation(context)] };

  app.get(endpoints.staffDesk.path, { preHandler: staff }, async () => loadStaffDesk(context.db, context.now()));

  app.post(routePath(endpoints.decideDocument.path), decision, async (request, reply) => {
    const { user: member } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const now = context.now();
      const [row] = await tx
        .select({ document: documents, typeName: documentTypes.name })
        .from(documents)
        .innerJoin(documentTypes, eq(documentTypes.id, documents.documentTypeId))
        .where(eq(documents.id, id))
        .for('update', { of: documents });
      if (!row) throw notFound();
      const decided = readDecision(request, row.document, member.id, DOCUMENT_STATUS.pending);
      const { approved } = decided;
      await tx
        .update(documents)
        .set(decidedColumns(DOCUMENT_STATUS, decided, member.id, now))
        .where(eq(documents.id, id));
      const [vehicle] = row.document.vehicleId
        ? await tx
            .select({ make: vehicles.make, model: vehicles.model, plateNumber: vehicles.plateNumber })
            .from(vehicles)
            .where(eq(vehicles.id, row.document.vehicleId))
        : [];
      await notify(
        tx,
        {
          userId: row.document.userId,
          title: messageLabel(approved ? staffMessages.documentApproved : staffMessages.documentRejected),
          message: documentDecisionLabel(row.document.documentTypeId, row.typeName, vehicle ?? null, decided),
          webUrl: '/profile',
        },
        now,
      );
      return { status: 200, body: { message: approved ? staffMessages.documentApproved : staffMessages.documentRejected } };
    });
    return sendOutcome(reply, outcome);
  });

  app.post(routePath(endpoints.decideApplication.path), decision, async (request, reply) => {
    const { user: member } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const now = context.now();
      const [application] = await tx.select().from(driverVerifications).where(eq(driverVerifications.id, id)).for('update');
      if (!application) throw notFound();
      const decided = readDecision(request, application, member.id, DRIVER_VERIFICATION.pending);
      const { approved, reason } = decided;
      // Approval makes a driver: only once the papers it rests on are approved themselves.
      if (approved && !(await applicationReady(tx, application, now))) throw fieldError('decision', staffMessages.documentsFirst);
      await tx
        .update(driverVerifications)
        .set(decidedColumns(DRIVER_VERIFICATION, decided, member.id, now))
        .where(eq(driverVerifications.id, id));
      await notify(
        tx,
        {
          userId: application.userId,
          title: messageLabel(approved ? 'Vous êtes chauffeur' : staffMessages.applicationRejected),
          message: approved
            ? messageLabel('Votre demande de chauffeur a été approuvée. Vous pouvez publier vos trajets.')
            : messageLabel('Votre demande de chauffeur a été rejetée : {reason}', { reason: reason ?? '' }),
          webUrl: '/profile',
        },
        now,
      );
      return { status: 200, body: { message: approved ? staffMessages.applicationApproved : staffMessages.applicationRejected } };
    });
    return sendOutcome(reply, outcome);
  });
}
