// Reads a form body, multipart (with files) or JSON / urlencoded, into text fields and in-memory files.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ServerContext } from './context';
import { refusals } from '../contract/errors';
import { HttpError } from './errors';

export interface UploadedFile {
  filename: string;
  /** As declared by the client; checks should sniff `content` instead. */
  mimetype: string;
  content: Buffer;
  /** Over the size limit: `content` is cut and must not be stored. */
  tooLarge: boolean;
}

export interface FormBody {
  fields: Record<string, unknown>;
  files: Record<string, UploadedFile>;
}

/**
 * The fields and files of a request. Files are kept only for `fileFields` (names, or a test of the name such as
 * `documents[3]`; others are drained), each cut at
 * `maxFileBytes`: the plugin is registered with `throwFileSizeLimit: false`, so an oversized file is flagged
 * for a 422 on its field rather than failing the whole request.
 */
export async function readForm(
  request: FastifyRequest,
  options: { fileFields: readonly string[] | ((name: string) => boolean); maxFileBytes: number; maxFiles?: number },
): Promise<FormBody> {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...(body as Record<string, unknown>) } : {}, files: {} };
  }
  const form: FormBody = { fields: {}, files: {} };
  const { fileFields } = options;
  const isFileField = typeof fileFields === 'function' ? fileFields : (name: string) => fileFields.includes(name);
  const maxFiles = options.maxFiles ?? (typeof fileFields === 'function' ? 12 : fileFields.length);
  const parts = request.parts({ limits: { fileSize: options.maxFileBytes, files: maxFiles + 4, fields: 100 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = part.value;
      } else if (isFileField(part.fieldname) && !form.files[part.fieldname]) {
        const content = await part.toBuffer();
        form.files[part.fieldname] = { filename: part.filename, mimetype: part.mimetype, content, tooLarge: part.file.truncated };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    // A body that is not the multipart it claims (cut short, no boundary) is the caller's fault, not the server's.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status < 500) throw error;
    throw new HttpError(refusals.unreadableForm);
  }
  return form;
}

/**
 * Registers routes of forms with files (avatars, papers, vehicles, parcels) in a context of their own: the multipart
 * plugin adds hooks to every request of its context, ~15% of what a process answers at peak (npm run bench:server) on
 * routes that read no file.
 */
export async function registerFormsWithFiles(app: FastifyInstance, context: ServerContext, routes: readonly FastifyPluginAsync<ServerContext>[]) {
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { throwFileSizeLimit: false });
    for (const formRoutes of routes) await uploads.register(formRoutes, context);
  });
}
