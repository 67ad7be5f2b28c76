// Uploaded files as a caller downloads them, from the disk store (PGlite) and the PostgreSQL one: the same bytes, a
// strong ETag and 304, one byte range (206, 416 past the end), a large file streamed in pieces. What only PostgreSQL
// can show (a second server on the same database) is in server-files-shared.postgres.test.ts.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../src/server/storage/database-files';
import { call, type SignedInUser, type TestServer } from '../helpers/server';
import { bytesOf, LARGE_PDF, PNG, storedNames, startFileServer, type FileServer } from '../helpers/stored-files';

let server: TestServer;
let owner: SignedInUser;
let uploadIdentityCard: FileServer['upload'];
let download: FileServer['download'];
beforeAll(async () => void ({ server, owner, upload: uploadIdentityCard, download } = await startFileServer()));
afterAll(async () => server?.close());

describe('downloads', () => {
  let document: string;
  beforeAll(async () => void (document = await uploadIdentityCard(server, LARGE_PDF)));

  it('hands back the uploaded bytes with a strong ETag, and 304 to a client holding them', async () => {
    const answer = await download(server, document);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-length')).toBe(String(LARGE_PDF.length));
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect((await bytesOf(answer)).equals(LARGE_PDF)).toBe(true);
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await download(server, document, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await bytesOf(again)).length).toBe(0);
    // Read to the end: a 4.5 MB body left unread keeps the connection busy, and closing the server waits for it.
    const stale = await download(server, document, { 'if-none-match': '"another"' });
    expect(stale.status).toBe(200);
    expect((await bytesOf(stale)).length).toBe(LARGE_PDF.length);
  });

  it('answers one byte range with 206, across a chunk boundary and from the end, and 416 past the end', async () => {
    const across = await download(server, document, { range: `bytes=${CHUNK_BYTES - 10}-${CHUNK_BYTES + 9}` });
    expect(across.status).toBe(206);
    expect(across.headers.get('content-range')).toBe(`bytes ${CHUNK_BYTES - 10}-${CHUNK_BYTES + 9}/${LARGE_PDF.length}`);
    expect((await bytesOf(across)).equals(LARGE_PDF.subarray(CHUNK_BYTES - 10, CHUNK_BYTES + 10))).toBe(true);

    const resumed = await download(server, document, { range: `bytes=${LARGE_PDF.length - 1000}-` });
    expect(resumed.status).toBe(206);
    expect((await bytesOf(resumed)).equals(LARGE_PDF.subarray(LARGE_PDF.length - 1000))).toBe(true);
    const tail = await download(server, document, { range: 'bytes=-7' });
    expect(tail.headers.get('content-range')).toBe(`bytes ${LARGE_PDF.length - 7}-${LARGE_PDF.length - 1}/${LARGE_PDF.length}`);
    expect((await bytesOf(tail)).equals(LARGE_PDF.subarray(-7))).toBe(true);

    const past = await download(server, document, { range: `bytes=${LARGE_PDF.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${LARGE_PDF.length}`);
    // A range of a version the client no longer holds (If-Range): the whole file.
    const changed = await download(server, document, { range: 'bytes=0-9', 'if-range': '"older"' });
    expect(changed.status).toBe(200);
    expect((await bytesOf(changed)).length).toBe(LARGE_PDF.length);
  });

  it('streams a large file in pieces rather than whole', async () => {
    const [key] = await server.files.list('documents');
    const opened = (await server.files.open(key!))!;
    const pieces: number[] = [];
    for await (const piece of opened.read(0, opened.size - 1)) pieces.push((piece as Buffer).length);
    expect(pieces.length).toBeGreaterThan(1);
    expect(Math.max(...pieces)).toBeLessThanOrEqual(CHUNK_BYTES);
    expect(pieces.reduce((a, b) => a + b, 0)).toBe(LARGE_PDF.length);
  });

  it('serves a public avatar with the same validators, and never a document under /storage/', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ _method: 'PUT', first_name: 'Hedi', last_name: 'Karoui', email: '', phone: owner.phone }))
      form.append(name, value);
    form.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'me.png');
    const profile = await call(server, 'POST', '/api/profile', { token: owner.token, form });
    expect(profile.status).toBe(200);
    const image = await fetch(`${server.url}${profile.body.user.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytesOf(image)).equals(PNG)).toBe(true);
    const cached = await fetch(`${server.url}${profile.body.user.image_url}`, { headers: { 'if-none-match': image.headers.get('etag')! } });
    expect(cached.status).toBe(304);
    const [name] = await storedNames(server, 'documents');
    expect((await fetch(`${server.url}/storage/documents/${name}`)).status).toBe(404);
    expect((await fetch(`${server.url}/storage/avatars/${randomUUID()}.png`)).status).toBe(404);
  });
});

it('npm run files:to-database refuses to run without DATABASE_URL, and says why', async () => {
  const { DATABASE_URL: _unset, ...env } = process.env;
  const run = promisify(execFile)('npx', ['tsx', 'scripts/files-to-database.ts'], { env });
  await expect(run).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('DATABASE_URL is not set') });
});
