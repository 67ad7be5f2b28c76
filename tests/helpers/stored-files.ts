// What a test server keeps in a storage folder, whichever store holds it: the file names, sorted.
import path from 'node:path';
import type { StorageFolder } from '../../src/server/storage/files';
import type { TestServer } from './server';

export async function storedNames(server: Pick<TestServer, 'files'>, folder: StorageFolder): Promise<string[]> {
  return (await server.files.list(folder)).map((key) => path.basename(key)).sort();
}
