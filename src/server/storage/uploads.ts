// Uploaded documents and vehicle photos made safe to keep: type checked on the bytes, size capped, images re-encoded so
// no EXIF (GPS position, camera, owner name) leaves the server, then stored under random names.
import sharp from 'sharp';
import { MAX_DOCUMENT_BYTES, documentMessages } from '../../contract/documents';
import { MAX_IMAGE_BYTES } from '../../contract/limits';
import { vehicleMessages } from '../../contract/vehicles';
import type { UploadedFile } from '../multipart';
import type { FileStore } from './file-store';
import { DOCUMENTS_FOLDER, sniffDocumentType, sniffImageType, type StorageFolder } from './files';

/** A file ready to be written: its new bytes, extension and content type. */
export interface PreparedFile {
  content: Buffer;
  extension: 'pdf' | 'jpg' | 'png';
  mimeType: 'application/pdf' | 'image/jpeg' | 'image/png';
}

export type Prepared = { file: PreparedFile; error?: undefined } | { file?: undefined; error: string };

export const uploadMessages = {
  photoSize: `The photo must not be greater than ${MAX_IMAGE_BYTES / 1024} kilobytes.`,
} as const;

/** Beyond this many pixels an image is refused rather than decoded (a small PNG can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 70_000_000;
/** A scan stays readable at this size; larger photos are scaled down. */
const DOCUMENT_MAX_SIDE = 3000;
const PHOTO_MAX_SIDE = 1600;

/**
 * Decodes and encodes the image again: `.rotate()` applies the EXIF orientation to the pixels, and sharp writes no
 * metadata unless asked, so what is stored carries none. Null when the bytes do not decode as an image.
 */
async function reencode(content: Buffer, type: 'jpeg' | 'png', maxSide: number): Promise<PreparedFile | null> {
  try {
    const pipeline = sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    if (type === 'jpeg') return { content: await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), extension: 'jpg', mimeType: 'image/jpeg' };
    return { content: await pipeline.png({ compressionLevel: 9 }).toBuffer(), extension: 'png', mimeType: 'image/png' };
  } catch {
    return null;
  }
}

/** A document file (pdf, jpg, jpeg, png by its bytes, 5 MB at most), or the 422 message that refuses it. */
export async function prepareDocument(upload: UploadedFile): Promise<Prepared> {
  if (upload.tooLarge || upload.content.length > MAX_DOCUMENT_BYTES) return { error: documentMessages.fileSize };
  const type = sniffDocumentType(upload.content);
  if (!type) return { error: documentMessages.fileType };
  // A PDF is kept as sent: it is only ever handed back as an attachment, never rendered by the server.
  if (type === 'pdf') return { file: { content: upload.content, extension: 'pdf', mimeType: 'application/pdf' } };
  const file = await reencode(upload.content, type, DOCUMENT_MAX_SIDE);
  return file ? { file } : { error: documentMessages.fileType };
}

/** A vehicle photo (jpg, jpeg, png by its bytes, 5 MB at most), or the 422 message that refuses it. */
export async function preparePhoto(upload: UploadedFile): Promise<Prepared> {
  if (upload.tooLarge || upload.content.length > MAX_IMAGE_BYTES) return { error: uploadMessages.photoSize };
  const type = sniffImageType(upload.content);
  if (type !== 'jpeg' && type !== 'png') return { error: vehicleMessages.photoType };
  const file = await reencode(upload.content, type, PHOTO_MAX_SIDE);
  return file ? { file } : { error: vehicleMessages.photoType };
}

/** A file kept by the file store: its key and content type. */
export interface StoredFile {
  path: string;
  mimeType: string;
}

export const storeDocument = async (files: FileStore, file: PreparedFile): Promise<StoredFile> => ({
  path: await files.save(DOCUMENTS_FOLDER, file.content, file.extension),
  mimeType: file.mimeType,
});

export const storeFile = async (files: FileStore, folder: StorageFolder, file: PreparedFile): Promise<string> =>
  files.save(folder, file.content, file.extension);

export { removeFiles } from './file-store';
