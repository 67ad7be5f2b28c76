// Checks a chosen document file before it is queued (the server checks its bytes again) and opens a stored one.
import { DOCUMENT_EXTENSIONS, MAX_DOCUMENT_BYTES } from '../../../contract/documents';
import { sync } from '../../../sync/client';
import { notify } from '../../ui/toast';
import { documentsText } from './text';

/** Null when the file may be sent, otherwise the message shown under its input (a slot on screen: its words are in). */
export function documentFileError(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension))) return documentsText('file.error');
  if (file.size > MAX_DOCUMENT_BYTES) return documentsText('file.error');
  return null;
}

/**
 * Spec 000 §2: a document with a `file_url` opens in a new tab; otherwise its file is fetched through the download
 * call (the worker adds the token) and opened from memory. The tab is opened before the wait so no blocker stops it.
 */
export async function openDocument(document: { id: number; file_url?: string | null }): Promise<void> {
  if (document.file_url) {
    window.open(document.file_url, '_blank', 'noopener');
    return;
  }
  const tab = window.open('', '_blank');
  const result = await sync.downloadDocument(document.id);
  if (!result.ok) {
    tab?.close();
    notify.error(documentsText('file.downloadFailed', { message: result.message }));
    return;
  }
  const url = URL.createObjectURL(result.file.blob);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  // The tab has loaded it by then; the memory is given back.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
