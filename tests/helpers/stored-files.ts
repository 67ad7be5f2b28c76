// Uploads as the file tests make and read them: what a test server keeps in a storage folder (whichever store holds
// it), an identity card uploaded and downloaded by its owner, and the test files' bytes.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { StorageFolder } from '../../src/server/storage/files';
import { expect } from 'vitest';
import { appendFile, TEST_PDF } from './marketplace';
import { call, createVerifiedUser, startTestServer, type SignedInUser, type TestServer } from './server';

export async function storedNames(server: Pick<TestServer, 'files'>, folder: StorageFolder): Promise<string[]> {
  return (await server.files.list(folder)).map((key) => path.basename(key)).sort();
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A PDF of 4.5 MB (PDFs are kept as sent): 18 chunks in the database, many reads on disk. */
export const LARGE_PDF = Buffer.concat([TEST_PDF, randomBytes(4.5 * 1024 * 1024)]);

/** Uploads `content` as `owner`'s identity card through `through`; the download path of the document. */
export async function uploadIdentityCardOf(through: TestServer, owner: SignedInUser, content: Buffer): Promise<string> {
  const form = new FormData();
  appendFile(form, 'documents[1]', content);
  const answer = await call(through, 'POST', '/api/user/documents', { token: owner.token, form });
  expect(answer.status).toBe(200);
  return `/api/documents/${answer.body.user.documents[0].id}/download`;
}

export const downloadAs = (through: TestServer, owner: SignedInUser, downloadPath: string, headers: Record<string, string> = {}) =>
  fetch(`${through.url}${downloadPath}`, { headers: { authorization: `Bearer ${owner.token}`, ...headers } });

export const bytesOf = async (answer: Response) => Buffer.from(await answer.arrayBuffer());

/** A test server and a verified user who uploads identity cards to it and downloads them through any server. */
export async function startFileServer() {
  const server = await startTestServer();
  const owner = await createVerifiedUser(server);
  return {
    server,
    owner,
    upload: (through: TestServer, content: Buffer) => uploadIdentityCardOf(through, owner, content),
    download: (through: TestServer, downloadPath: string, headers: Record<string, string> = {}) => downloadAs(through, owner, downloadPath, headers),
  };
}

export type FileServer = Awaited<ReturnType<typeof startFileServer>>;
