// Serving a private stored file (a document, a parcel's photo) to whoever the route let through: never cached by a
// shared cache, never sniffed into another type, and only from inside the files directory.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { notFound } from '../errors';

export const PRIVATE_TYPES: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png' };

export async function sendPrivateFile(
  reply: FastifyReply,
  filesDir: string,
  relativePath: string,
  options: { fallbackType: string; downloadName?: string },
): Promise<FastifyReply> {
  const extension = path.extname(relativePath).slice(1);
  const file = path.resolve(filesDir, relativePath);
  const info = file.startsWith(path.resolve(filesDir) + path.sep) ? await stat(file).catch(() => null) : null;
  if (!info?.isFile()) throw notFound();
  if (options.downloadName) reply.header('content-disposition', `attachment; filename="${options.downloadName}.${extension}"`);
  return reply
    .header('content-type', PRIVATE_TYPES[extension] ?? options.fallbackType)
    .header('content-length', String(info.size))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(createReadStream(file));
}
