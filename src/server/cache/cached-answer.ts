// A JSON answer serialised once, with its ETag and its compressed forms made on first need, sent as is to everyone.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, brotliDecompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
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

/**
 * The bytes of `output` in memory of their own, of their size. Node's synchronous compression writes into 16 KB chunks
 * and returns the first one cut to length, still holding all 16 KB: a list page's 1.2 KB of Brotli kept 16 KB
 * outside V8's heap, every kept answer and every one in flight when a young collection moved it to the old generation.
 * V8 counts such memory and runs a full collection for each 64 MB of it: under the uncached mix of npm run bench:server
 * that was one every five seconds, each slowing answers for a fifth of a second. (The pool Buffer.from draws on would
 * do the same with its 8 KB slabs.)
 */
function ownBytes(output: Buffer): Buffer {
  if (output.buffer.byteLength === output.length) return output;
  const copy = Buffer.allocUnsafeSlow(output.length);
  output.copy(copy);
  return copy;
}

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    body.length <= COMPRESS_INLINE_UP_TO_BYTES
      ? Promise.resolve(ownBytes(brotliCompressSync(body, brotliOptions(body))))
      : promisify(brotliCompress)(body, brotliOptions(body)),
  gzip: (body) => (body.length <= COMPRESS_INLINE_UP_TO_BYTES ? Promise.resolve(ownBytes(gzipSync(body))) : promisify(gzip)(body)),
};

/** Below this, compression saves less than its headers cost (@fastify/compress's default threshold too). */
const COMPRESS_FROM_BYTES = 1024;

export interface CachedAnswer {
  /** The JSON's bytes; null for one kept as Brotli only (`plainOf` remakes them). */
  body: Buffer | null;
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Weak, because the compressed forms differ byte for byte; a hash of the content (or of its Brotli form, which the same
 * content always gives), so an answer that a write did not change keeps its tag (and the sync worker its 304) even
 * though the cache was emptied.
 */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * An answer written as JSON already (or as its UTF-8). One that will be compressed on the spot is compressed now, with
 * Brotli (which every browser asks for), tagged by the hash of that form (the same content gives the same bytes, and
 * 1 KB is cheaper to hash than the 19 KB it came from: 10 µs of each uncached search, npm run bench:server) and kept
 * as that form alone: a kept list page takes 1.2 KB rather than 20 KB more outside V8's heap (see `ownBytes`), and a
 * caller that does not take Brotli gets the JSON back from it (some 30 µs).
 */
export function cachedJson(json: string | Buffer): CachedAnswer {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  if (body.length < COMPRESS_FROM_BYTES || body.length > COMPRESS_INLINE_UP_TO_BYTES) return { body, etag: etagOf(body), encoded: {} };
  const br = ownBytes(brotliCompressSync(body, brotliOptions(body)));
  return { body: null, etag: etagOf(br), encoded: { br: Promise.resolve(br) } };
}

/** The answer's JSON bytes: kept, or out of its Brotli form. */
async function plainOf(answer: CachedAnswer): Promise<Buffer> {
  return answer.body ?? brotliDecompressSync(await answer.encoded.br!);
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
  const compressible = answer.body === null || answer.body.length >= COMPRESS_FROM_BYTES;
  const encoding = compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(await plainOf(answer));
  answer.encoded[encoding] ??= plainOf(answer).then(compressors[encoding]);
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
