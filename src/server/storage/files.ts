// Files on disk under the files directory: public avatars and vehicle photos, private documents; the URL of a public one.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders whose files anyone may fetch: avatars show next to a driver's trips and in chats, vehicle photos on profiles. */
export const PUBLIC_FOLDERS = ['avatars', 'vehicles'] as const;
export type PublicFolder = (typeof PUBLIC_FOLDERS)[number];
/** Identity and vehicle papers: never under `/storage/`, served only by the download route to their owner and staff. */
export const DOCUMENTS_FOLDER = 'documents';
/** Parcel photos: private like documents, served only to the parcel's sender and driver. */
export const PARCELS_FOLDER = 'parcels';
export type StorageFolder = PublicFolder | typeof DOCUMENTS_FOLDER | typeof PARCELS_FOLDER;

/** The URL path a stored file is served at, e.g. `/storage/avatars/ab12.jpg`. */
export function storageUrl(relativePath: string): string {
  return `/storage/${relativePath}`;
}

/** Writes `content` under a fresh random name and returns its path relative to `filesDir`. */
export async function saveFile(filesDir: string, folder: StorageFolder, content: Buffer, extension: string): Promise<string> {
  const relativePath = `${folder}/${randomUUID()}.${extension}`;
  await mkdir(path.join(filesDir, folder), { recursive: true });
  await writeFile(path.join(filesDir, relativePath), content, { flag: 'wx' });
  return relativePath;
}

/** Removes a stored file; one already gone is not an error (a retried delete must not fail). */
export async function removeFile(filesDir: string, relativePath: string | null | undefined): Promise<void> {
  if (!relativePath) return;
  const absolute = path.resolve(filesDir, relativePath);
  if (!absolute.startsWith(path.resolve(filesDir) + path.sep)) return;
  await rm(absolute, { force: true });
}

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

/** The image type of a file by its first bytes; the declared content type is not trusted. */
export function sniffImageType(content: Buffer): ImageType | null {
  if (content.length >= 3 && content[0] === 0xff && content[1] === 0xd8 && content[2] === 0xff) return 'jpeg';
  if (content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (content.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (content.subarray(0, 4).toString('latin1') === 'RIFF' && content.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

export type DocumentFileType = 'pdf' | 'jpeg' | 'png';

/** A document's type by its first bytes: PDF, JPEG or PNG (spec 000 §9), whatever its name says. */
export function sniffDocumentType(content: Buffer): DocumentFileType | null {
  if (content.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = sniffImageType(content);
  return image === 'jpeg' || image === 'png' ? image : null;
}

export const IMAGE_EXTENSIONS: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif' };
