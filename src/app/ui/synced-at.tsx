// "Last synced" line for screens that show mirrored data, with the offline state.
import { useIsOffline } from '../hooks/use-is-offline';
import { useLanguage } from '../i18n/use-language';
import { formatDeviceTime } from './format';
import { useUiText } from './text';

/** `at`: when it was last synced; null when never; undefined while that is still being read (an empty line meanwhile). */
export function SyncedAt({ at }: { at: number | null | undefined }) {
  const offline = useIsOffline();
  // Read so the line redraws in a new language at once.
  useLanguage();
  const _ = useUiText();
  // Nothing to say yet: the line keeps its room, so the page below does not jump when the first sync lands.
  if (at === undefined || (!at && !offline))
    return (
      <p className="small mt-2 mb-0" aria-hidden="true">
        &nbsp;
      </p>
    );
  // The device's own time (not Tunis time, as this line always read), in the page's language.
  const when = at ? formatDeviceTime(at) : null;
  return (
    <p className="small text-body-secondary mt-2 mb-0" data-testid="synced-at">
      {when ? _(offline ? 'synced.offlineAt' : 'synced.at', { when }) : _(offline ? 'synced.offlineNever' : 'synced.never')}
    </p>
  );
}
