// A JSON answer serialised once, with its ETag and its compressed forms made on first need, sent as is to everyone.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip';

/**
 * Up to this size an answer is compressed on the spot: a list page (about 20 KB) takes some 15 µs, less than handing
 * it to the thread pool and back costs. Larger ones (a driver's whole history) go to the pool, off the event loop.
 */
const COMPRESS_INLINE_UP_TO_BYTES = 64 * 1024;

/**
 * Brotli at quality 1 for every answer made per request (these and @fastify/compress's in app.ts): each uncached
 * search pays for its own compression (npm run bench:server). On a 19 KB page of 20 trips, quality 1 takes 15 µs for
 * 1,186 bytes, 3 takes 33 µs for 1,084 and 4 takes 45 µs for 1,053: half the time for 100 bytes more, which a phone
 * on a weak signal does not notice. Still smaller than gzip at level 1 (1,247 bytes, 22 µs).
 */
export const ANSWER_BROTLI_QUALITY = 1;
const brotliOptions = (body: Buffer): BrotliOptions => ({
  params: { [zlib.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
});

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    body.length <= COMPRESS_INLINE_UP_TO_BYTES ? Promise.resolve(brotliCompressSync(body, brotliOptions(body))) : promisify(brotliCompress)(body, brotliOptions(body)),
  gzip: (body) => (body.length <= COMPRESS_INLINE_UP_TO_BYTES ? Promise.resolve(gzipSync(body)) : promisify(gzip)(body)),
};

/** Below this, compression saves less than its headers cost (@fastify/compress's default threshold too). */
const COMPRESS_FROM_BYTES = 1024;

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Weak, because the compressed forms differ byte for byte; a hash of the content (or of its Brotli form, which the same
 * content always gives), so an answer that a write did not change keeps its tag (and the sync worker its 304) even
 * though the cache was emptied.
 */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

export function cachedAnswer(value: unknown): CachedAnswer {
  return cachedJson(JSON.stringify(value));
}

/**
 * An answer written as JSON already (or as its UTF-8). One that will be compressed on the spot is compressed now, with
 * Brotli (which every browser asks for), and tagged by the hash of that form: the same content gives the same bytes,
 * and 1 KB is cheaper to hash than the 19 KB it came from (10 µs of each uncached search, npm run bench:server).
 */
export function cachedJson(json: string | Buffer): CachedAnswer {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  if (body.length < COMPRESS_FROM_BYTES || body.length > COMPRESS_INLINE_UP_TO_BYTES) return { body, etag: etagOf(body), encoded: {} };
  const br = brotliCompressSync(body, brotliOptions(body));
  return { body, etag: etagOf(br), encoded: { br: Promise.resolve(br) } };
}

/** `If-None-Match` compared weakly, as RFC 9110 asks for GET. */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** Browsers send a handful of distinct Accept-Encoding values: each is read once. */
const encodingOfHeader = new Map<string, Encoding | null>();

function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = encodingOfHeader.get(header);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(header);
    if (encodingOfHeader.size < 100) encodingOfHeader.set(header, encoding);
  }
  return encoding;
}

function readAcceptEncoding(header: string): Encoding | null {
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of ['br', 'gzip'] as const) if ((quality.get(encoding) ?? quality.get('*') ?? 0) > 0) return encoding;
  return null;
}

/** Sends the answer (304 when the caller holds it already), compressed as the caller accepts. Routes using it set `compress: false`. */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('vary', 'accept-encoding');
  if (isNotModified(request, answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.body.length >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
  answer.encoded[encoding] ??= compressors[encoding](answer.body);
  return reply.header('content-encoding', encoding).send(await answer.encoded[encoding]);
}

/** An answer made for one reader (not cached): still tagged, so asking again for an unchanged one costs a 304. */
export function sendTagged(request: FastifyRequest, reply: FastifyReply, value: unknown): FastifyReply {
  return sendTaggedJson(request, reply, JSON.stringify(value));
}

/** `sendTagged` of an answer written as JSON already. */
export function sendTaggedJson(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  const etag = etagOf(body);
  reply.header('etag', etag);
  if (isNotModified(request, etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
