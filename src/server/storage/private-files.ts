// Serving a private stored file (a document, a parcel's photo) to whoever the route let through: never cached by a
// shared cache, never sniffed into another type.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileStore } from './file-store';
import { CONTENT_TYPES } from './files';
import { sendStoredFile } from './send-file';

export async function sendPrivateFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  key: string,
  options: { fallbackType: string; downloadName?: string },
): Promise<FastifyReply> {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return sendStoredFile(request, reply, files, key, {
    contentType: CONTENT_TYPES[extension] ?? options.fallbackType,
    cacheControl: 'private, no-store',
    downloadName: options.downloadName ? `${options.downloadName}.${extension}` : undefined,
  });
}
