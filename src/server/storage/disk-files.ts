// Files on disk under the files directory (DATA_DIR/files): the store beside the embedded database.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';
import { isStorageKey } from './files';

export function diskFileStore(filesDir: string): FileStore {
  const root = path.resolve(filesDir);
  /** The file's absolute path, or null for a key that is not a stored name (nothing may leave the folder). */
  const located = (key: string) => (isStorageKey(key) ? path.join(root, key) : null);
  return {
    async save(folder, content, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await mkdir(path.join(root, folder), { recursive: true });
      await writeFile(path.join(root, key), content, { flag: 'wx' });
      return key;
    },
    async remove(key) {
      const file = key ? located(key) : null;
      if (file) await rm(file, { force: true });
    },
    async open(key) {
      const file = located(key);
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return null;
      return {
        size: info.size,
        // A stored file is never written again (fresh random names, written once), so its size and time name its bytes.
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        read: (start, end) => createReadStream(file, { start, end }),
      };
    },
    async list(folder) {
      const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
      return names.map((name) => `${folder}/${name}`).filter(isStorageKey);
    },
  };
}
