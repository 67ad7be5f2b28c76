// Serves the public stored files at `/storage/<folder>/<name>`; names are random, so they are cached for good.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { PUBLIC_FOLDERS } from './files';

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
/** Only names the server itself made: no dots beyond the extension, so no path can leave the folder. */
const STORED_NAME = /^[A-Za-z0-9-]+\.(jpg|png|webp|gif)$/;

export async function storageRoutes(app: FastifyInstance, options: { filesDir: string }) {
  app.get<{ Params: { folder: string; name: string } }>('/storage/:folder/:name', async (request, reply) => {
    const { folder, name } = request.params;
    const match = STORED_NAME.exec(name);
    if (!(PUBLIC_FOLDERS as readonly string[]).includes(folder) || !match) throw notFound();
    const file = path.join(options.filesDir, folder, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw notFound();
    return reply
      .header('content-type', CONTENT_TYPES[match[1]!]!)
      .header('content-length', String(info.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });
}
