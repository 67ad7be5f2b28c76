// Which store keeps uploaded files: on disk beside the embedded database, in PostgreSQL when there is one
// (every process behind a load balancer then reads what any of them stored, with no shared disk).
import type { Database } from '../db/client';
import { databaseFileStore } from './database-files';
import { diskFileStore } from './disk-files';
import type { FileStore } from './file-store';

/** PostgreSQL keeps the files when it is the database; the embedded PGlite is one process, its files stay on disk. */
export function fileStoreFor(database: Database, filesDir: string): FileStore {
  return database.driver === 'postgres' ? databaseFileStore(database.db) : diskFileStore(filesDir);
}
