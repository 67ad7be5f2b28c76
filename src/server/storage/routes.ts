// Serves the public stored files at `/storage/<folder>/<name>`; names are random, so they are cached for good.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import type { FileStore } from './file-store';
import { PUBLIC_FOLDERS, contentTypeOf, isStorageKey } from './files';
import { sendStoredFile } from './send-file';

export async function storageRoutes(app: FastifyInstance, options: { files: FileStore }) {
  app.get<{ Params: { folder: string; name: string } }>('/storage/:folder/:name', async (request, reply) => {
    const { folder, name } = request.params;
    const key = `${folder}/${name}`;
    // Only public folders' images: a document's key must not be readable here.
    if (!(PUBLIC_FOLDERS as readonly string[]).includes(folder) || !isStorageKey(key) || key.endsWith('.pdf')) throw notFound();
    return sendStoredFile(request, reply, options.files, key, { contentType: contentTypeOf(key), cacheControl: 'public, max-age=31536000, immutable' });
  });
}
