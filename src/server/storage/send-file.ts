// A stored file as an HTTP answer, whichever store holds it: a strong ETag (If-None-Match → 304) and one byte range
// (Range → 206, past the end → 416), so a phone on a weak connection resumes a download instead of starting again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import type { FileStore } from './file-store';

export interface SendOptions {
  contentType: string;
  cacheControl: string;
  /** Sent as an attachment under this name (documents), rather than shown in the page. */
  downloadName?: string;
}

/** The first..last byte a `Range` header asks for; null to send the whole file, 'unsatisfiable' past its end. */
export function requestedRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  // Several ranges, other units or a malformed header: the whole file is a valid answer to any of them.
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // `bytes=-500`: the last 500 bytes.
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** True when the client's `If-None-Match` names this version (weak comparison, as RFC 9110 asks for this header). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, files: FileStore, key: string, options: SendOptions): Promise<FastifyReply> {
  const file = await files.open(key);
  if (!file) throw notFound();
  reply.header('etag', file.etag).header('cache-control', options.cacheControl).header('accept-ranges', 'bytes').header('x-content-type-options', 'nosniff');
  if (matches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  reply.header('content-type', options.contentType);
  if (options.downloadName) reply.header('content-disposition', `attachment; filename="${options.downloadName}"`);
  // If-Range: a range of the version the client already holds part of, else the whole (changed) file.
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === file.etag ? requestedRange(request.headers.range, file.size) : null;
  if (range === 'unsatisfiable') {
    reply.removeHeader('content-disposition');
    return reply.code(416).header('content-range', `bytes */${file.size}`).header('content-type', 'text/plain').send('');
  }
  if (file.size === 0) return reply.header('content-length', '0').send(Buffer.alloc(0));
  const { start, end } = range ?? { start: 0, end: file.size - 1 };
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${file.size}`);
  return reply.header('content-length', String(end - start + 1)).send(file.read(start, end));
}
