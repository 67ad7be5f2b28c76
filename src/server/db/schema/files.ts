// Uploaded files kept in PostgreSQL: each file's row and its bytes in chunks.
import { bigint, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Raw bytes: node-postgres hands them back as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files kept in PostgreSQL, so every process serves them (storage/database-files.ts); the embedded database
 * keeps them on disk instead. The key is the path the rows of other tables name (`documents/<uuid>.pdf`). A file row
 * is written in the same transaction as its chunks: a reader sees the whole file or none of it.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** Hex SHA-256 of the content: the download's strong ETag. */
  sha256: text('sha256').notNull(),
  chunkSize: integer('chunk_size').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** A stored file's bytes in order, `chunk_size` each (the last one shorter), streamed one by one on download. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileKey, table.index] })],
);
