// What a store of uploaded files does, wherever it keeps them: save, remove, open and list by key.
import type { Readable } from 'node:stream';
import type { StorageFolder } from './files';

/** A stored file found for a download: what the answer's headers need, and its bytes on demand. */
export interface OpenedFile {
  size: number;
  /** A strong validator (quoted), the same in every process for the same stored file. */
  etag: string;
  /** The bytes from `start` to `end` inclusive, streamed: a large file is never held whole in memory. */
  read(start: number, end: number): Readable;
}

export interface FileStore {
  /** Stores `content` under a fresh random name in `folder`; the key (`documents/<uuid>.pdf`) names it from then on. */
  save(folder: StorageFolder, content: Buffer, extension: string): Promise<string>;
  /** Removes a stored file; one already gone is not an error (a retried delete must not fail). */
  remove(key: string | null | undefined): Promise<void>;
  /** The file stored under `key`, or null when there is none (or the key is not one the store could have made). */
  open(key: string): Promise<OpenedFile | null>;
  /** The keys stored in `folder`: what checks and tests count. */
  list(folder: StorageFolder): Promise<string[]>;
}

/** Removes files written for a write that did not happen (refused, replayed) or replaced by it. */
export async function removeFiles(files: FileStore, keys: readonly (string | null | undefined)[]): Promise<void> {
  await Promise.all(keys.map((key) => files.remove(key)));
}
