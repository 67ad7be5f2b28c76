// Moves the files of a disk store (DATA_DIR/files) into the PostgreSQL store, for an operator going from one process
// to several: what is already in the database is skipped, so running it again stores nothing twice. Disk copies are
// kept: the operator removes the folder once the processes serve from the database.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storedFiles } from '../db/schema';
import { storeInDatabase } from './database-files';
import { DOCUMENTS_FOLDER, PARCELS_FOLDER, PUBLIC_FOLDERS, isStorageKey, type StorageFolder } from './files';

const FOLDERS: readonly StorageFolder[] = [...PUBLIC_FOLDERS, DOCUMENTS_FOLDER, PARCELS_FOLDER];

export interface MoveReport {
  /** Keys stored in the database by this run. */
  moved: string[];
  /** Keys already in the database, left as they were. */
  alreadyThere: string[];
  /** Files of the folders whose names the server never makes (left on disk, not served). */
  ignored: string[];
}

export async function moveFilesToDatabase(db: Db, filesDir: string): Promise<MoveReport> {
  const report: MoveReport = { moved: [], alreadyThere: [], ignored: [] };
  for (const folder of FOLDERS) {
    const entries = await readdir(path.join(filesDir, folder), { withFileTypes: true }).catch(() => []);
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const key = `${folder}/${entry.name}`;
      if (!entry.isFile() || !isStorageKey(key)) {
        report.ignored.push(key);
        continue;
      }
      // Checked before reading, so a second run reads nothing from disk.
      const [held] = await db.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.key, key));
      // A file is read whole: uploads are capped at a few megabytes (MAX_DOCUMENT_BYTES).
      const stored = !held && (await storeInDatabase(db, key, await readFile(path.join(filesDir, key))));
      (stored ? report.moved : report.alreadyThere).push(key);
    }
  }
  return report;
}

/**
 * How many stored-looking files of `filesDir` the database lacks: a process started on PostgreSQL over a folder of
 * earlier uploads says so, since it would answer 404 for them until they are moved.
 */
export async function filesNotInDatabase(db: Db, filesDir: string): Promise<number> {
  let missing = 0;
  for (const folder of FOLDERS) {
    const keys = (await readdir(path.join(filesDir, folder)).catch(() => [] as string[])).map((name) => `${folder}/${name}`).filter(isStorageKey);
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const held = await db.select({ key: storedFiles.key }).from(storedFiles).where(inArray(storedFiles.key, batch));
      missing += batch.length - held.length;
    }
  }
  return missing;
}
