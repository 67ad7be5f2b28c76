// Share a page: the system share sheet where there is one (phones), else the link copied to the clipboard.
import { notify } from '../../ui/toast';
import { announcementsText } from './text';

export async function sharePage(title: string, text: string, url = window.location.href): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      // The person closed the sheet: nothing to say. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    notify.success(announcementsText('share.copied'));
  } catch {
    // No clipboard either (an old browser, a denied permission): show the link to copy by hand.
    notify.info(announcementsText('share.copyThis', { url }));
  }
}
