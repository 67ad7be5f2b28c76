// On PostgreSQL only (the integration:pglite project leaves *.postgres.test.ts files out): a second server on the
// same database serves what the first stored, and `npm run files:to-database` moves a folder in.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesNotInDatabase } from '../../src/server/storage/move-files';
import { databaseUrl } from '../helpers/database';
import { TEST_PDF } from '../helpers/marketplace';
import { startTestServer, type TestServer } from '../helpers/server';
import { bytesOf, LARGE_PDF, PNG, storedNames, startFileServer, type FileServer } from '../helpers/stored-files';

let server: TestServer;
let uploadIdentityCard: FileServer['upload'];
let download: FileServer['download'];
beforeAll(async () => void ({ server, upload: uploadIdentityCard, download } = await startFileServer()));
afterAll(async () => server?.close());

describe('two servers on one PostgreSQL database', () => {
  let other: TestServer;
  beforeAll(async () => void (other = await startTestServer({ database: server.database })));
  afterAll(async () => other?.close());

  it('serves through one server, byte for byte, a document uploaded through the other, with nothing on either disk', async () => {
    const content = Buffer.concat([TEST_PDF, randomBytes(600 * 1024)]);
    const document = await uploadIdentityCard(server, content);
    const there = await download(other, document);
    expect(there.status).toBe(200);
    expect((await bytesOf(there)).equals(content)).toBe(true);
    const here = await download(server, document, { range: 'bytes=300000-300099' });
    expect((await bytesOf(here)).equals(content.subarray(300000, 300100))).toBe(true);
    expect(here.headers.get('etag')).toBe(there.headers.get('etag'));
    for (const dir of [server.filesDir, other.filesDir]) expect(await readdir(path.join(dir, 'documents')).catch(() => [])).toEqual([]);
  });

  it('npm run files:to-database moves a folder in, and a second run moves nothing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mechwar-data-'));
    try {
      const avatar = `${randomUUID()}.png`;
      const paper = `${randomUUID()}.pdf`;
      await mkdir(path.join(dataDir, 'files', 'avatars'), { recursive: true });
      await mkdir(path.join(dataDir, 'files', 'documents'), { recursive: true });
      await writeFile(path.join(dataDir, 'files', 'avatars', avatar), PNG);
      await writeFile(path.join(dataDir, 'files', 'documents', paper), LARGE_PDF);
      await writeFile(path.join(dataDir, 'files', 'avatars', 'notes.txt'), 'not an upload');
      const run = async () =>
        (
          await promisify(execFile)('npx', ['tsx', 'scripts/files-to-database.ts'], {
            env: { ...process.env, DATABASE_URL: databaseUrl(server.database), DATA_DIR: dataDir },
          })
        ).stdout;

      // What a process started over this folder warns about.
      expect(await filesNotInDatabase(server.database.db, path.join(dataDir, 'files'))).toBe(2);
      const first = await run();
      expect(first).toContain(`moved   avatars/${avatar}`);
      expect(first).toContain(`moved   documents/${paper}`);
      expect(first).toContain('2 file(s) moved into the database, 0 already there, 1 ignored');
      const image = await fetch(`${other.url}/storage/avatars/${avatar}`);
      expect((await bytesOf(image)).equals(PNG)).toBe(true);
      const opened = (await other.files.open(`documents/${paper}`))!;
      const chunks: Buffer[] = [];
      for await (const piece of opened.read(0, opened.size - 1)) chunks.push(piece as Buffer);
      expect(Buffer.concat(chunks).equals(LARGE_PDF)).toBe(true);

      expect(await filesNotInDatabase(server.database.db, path.join(dataDir, 'files'))).toBe(0);
      const before = (await storedNames(server, 'documents')).length;
      const second = await run();
      expect(second).not.toContain('moved   ');
      expect(second).toContain('0 file(s) moved into the database, 2 already there, 1 ignored');
      expect((await storedNames(server, 'documents')).length).toBe(before);
      // The disk copies are kept.
      expect(await readdir(path.join(dataDir, 'files', 'documents'))).toEqual([paper]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
