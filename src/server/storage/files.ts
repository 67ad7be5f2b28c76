// Stored files' folders (public avatars and vehicle photos, private documents and parcel photos), keys and types.
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

/** A key the stores made: a known folder, a random name, one extension. Nothing else is read or removed. */
const STORAGE_KEY = /^(avatars|vehicles|documents|parcels)\/[A-Za-z0-9-]+\.(jpg|png|webp|gif|pdf)$/;

export const isStorageKey = (key: string) => STORAGE_KEY.test(key);

export const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The content type a stored file is served with, by the extension the server gave it. */
export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

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
