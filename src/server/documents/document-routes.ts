// Identity documents (spec 000 §2 Documents modal, §7): the types on offer, the user's uploads and replacements, and
// the download of a file by its owner or staff.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { DOCUMENT_KIND, DRIVING_LICENCE_TYPE_ID, MAX_DOCUMENT_BYTES, documentMessages, documentTypesQuery } from '../../contract/documents';
import type { ServerContext } from '../context';
import { documents, type DocumentTypeRow } from '../db/schema';
import { forbidden, notFound, parseBody, validationFailed } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { readForm } from '../multipart';
import { sendPrivateFile } from '../storage/private-files';
import { idParam, optionalAccount } from '../auth/access';
import { applicationOf } from './applications';
import { documentTypeJson, loadDocumentTypes, tunisToday } from './document-json';
import { checkDocumentFiles, fileFieldTest, putDocuments, writeDocumentFiles } from './document-uploads';
import { removeFiles } from '../storage/uploads';
import { userWithRole } from '../user-json';

/** The become-driver wizard asks for every type a driver needs, the licence included, before the application exists. */
const forApplication = (query: unknown) => ['1', 'true'].includes(String((query as { application?: unknown }).application ?? ''));

export async function documentRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;

  app.get(endpoints.documentTypes.path, async (request) => {
    const { type: kind } = parseBody(documentTypesQuery, request.query);
    const reader = await optionalAccount(context, request);
    // Spec 000 §3: the driving licence (type 2) is offered only once the user has a driver application.
    const licenceOffered = forApplication(request.query) || (reader !== null && (await applicationOf(db, reader.id)) !== null);
    const types = [...(await loadDocumentTypes(db)).values()].filter(
      (type) => (kind === undefined || type.kind === kind) && (type.id !== DRIVING_LICENCE_TYPE_ID || licenceOffered),
    );
    return { data: types.map(documentTypeJson) };
  });

  async function uploadDocuments(request: FastifyRequest, reply: FastifyReply) {
    const { user } = accountOf(request);
    const form = await readForm(request, { fileFields: fileFieldTest(['documents', 'updates']), maxFileBytes: MAX_DOCUMENT_BYTES, maxFiles: 8 });
    const today = tunisToday(context.now());
    const types = await loadDocumentTypes(db);
    const hasApplication = (await applicationOf(db, user.id)) !== null;
    const offered = (type: DocumentTypeRow) => type.id !== DRIVING_LICENCE_TYPE_ID || hasApplication;
    const options = { kind: DOCUMENT_KIND.user, types, today, offered };
    const errors: Record<string, string[]> = {};
    const added = await checkDocumentFiles(form, 'documents', options, errors);
    const replaced = await checkDocumentFiles(form, 'updates', options, errors);
    for (const update of replaced) {
      if (added.some((d) => d.type.id === update.type.id)) errors[update.field] = [documentMessages.alreadyUploaded];
    }
    if (Object.keys(errors).length === 0 && added.length + replaced.length === 0) errors.documents = [documentMessages.nothing];
    if (Object.keys(errors).length) throw validationFailed(errors);

    const written = await writeDocumentFiles(context.files, [...added, ...replaced]);
    const newPaths = written.map((w) => w.stored.path);
    const oldPaths: string[] = [];
    try {
      const outcome = await runMutation(context, request, async (tx) => {
        const now = context.now();
        // A new file for a type the user already holds replaces it: two devices choosing the same card must not fail.
        oldPaths.push(...(await putDocuments(tx, { userId: user.id, vehicleId: null }, written, today, now)));
        return { status: 200, body: { message: documentMessages.saved, ...(await userWithRole(tx, user.id, now)) } };
      });
      await removeFiles(context.files, outcome.replayed ? newPaths : oldPaths);
      return sendOutcome(reply, outcome);
    } catch (error) {
      await removeFiles(context.files, newPaths);
      throw error;
    }
  }

  app.post(endpoints.uploadDocuments.path, { preHandler: [requireAccount(context), replayStoredMutation(context)] }, uploadDocuments);

  app.get(routePath(endpoints.downloadDocument.path), { preHandler: requireAccount(context) }, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const [document] = await db.select().from(documents).where(eq(documents.id, id));
    if (!document) throw notFound();
    if (document.userId !== user.id && !user.isStaff) throw forbidden();
    return sendPrivateFile(request, reply, context.files, document.filePath, { fallbackType: document.mimeType, downloadName: `document-${document.id}` });
  });
}
