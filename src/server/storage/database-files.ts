// Files kept in PostgreSQL (stored_files, stored_file_chunks): any process serves what another stored. Bytes go in
// chunks, written in one transaction with their file row, and come back one chunk at a time.
import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFileChunks, storedFiles } from '../db/schema';
import type { FileStore } from './file-store';
import { contentTypeOf, isStorageKey } from './files';

/** Large enough that a 5 MB document is 20 rows, small enough that a download holds little at a time. */
export const CHUNK_BYTES = 256 * 1024;

/**
 * Stores `content` under `key` unless a file is already there; true when it was stored. The file row and all its
 * chunks commit together, so a reader in another process finds the whole file or none.
 */
export async function storeInDatabase(db: Db, key: string, content: Buffer, contentType = contentTypeOf(key)): Promise<boolean> {
  return db.transaction(async (tx) => {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const inserted = await tx
      .insert(storedFiles)
      .values({ key, contentType, size: content.length, sha256, chunkSize: CHUNK_BYTES })
      .onConflictDoNothing()
      .returning({ key: storedFiles.key });
    if (inserted.length === 0) return false;
    for (let index = 0; index * CHUNK_BYTES < content.length; index++) {
      await tx.insert(storedFileChunks).values({ fileKey: key, index, data: content.subarray(index * CHUNK_BYTES, (index + 1) * CHUNK_BYTES) });
    }
    return true;
  });
}

/** The bytes `start`..`end` (inclusive) of a stored file, read chunk by chunk as the answer is sent. */
function readChunks(db: Db, key: string, chunkSize: number, start: number, end: number): Readable {
  async function* chunks() {
    for (let index = Math.floor(start / chunkSize); index * chunkSize <= end; index++) {
      const [row] = await db
        .select({ data: storedFileChunks.data })
        .from(storedFileChunks)
        .where(and(eq(storedFileChunks.fileKey, key), eq(storedFileChunks.index, index)));
      // Removed while it was being sent (a replaced document): the answer is cut rather than completed with other bytes.
      if (!row) throw new Error(`stored file ${key} was removed while being read`);
      const offset = index * chunkSize;
      yield row.data.subarray(Math.max(start - offset, 0), end - offset + 1);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

export function databaseFileStore(db: Db): FileStore {
  return {
    async save(folder, content, extension) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      await storeInDatabase(db, key, content);
      return key;
    },
    async remove(key) {
      // The chunks go with their file row (on delete cascade).
      if (key && isStorageKey(key)) await db.delete(storedFiles).where(eq(storedFiles.key, key));
    },
    async open(key) {
      if (!isStorageKey(key)) return null;
      const [file] = await db
        .select({ size: storedFiles.size, sha256: storedFiles.sha256, chunkSize: storedFiles.chunkSize })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      if (!file) return null;
      return {
        size: file.size,
        etag: `"${file.sha256}"`,
        read: (start, end) => readChunks(db, key, file.chunkSize, start, end),
      };
    },
    async list(folder) {
      const rows = await db
        .select({ key: storedFiles.key })
        .from(storedFiles)
        .where(like(storedFiles.key, `${folder}/%`));
      return rows.map((row) => row.key);
    },
  };
}
