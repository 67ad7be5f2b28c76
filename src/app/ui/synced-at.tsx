// "Last synced" line for screens that show mirrored data, with the offline state.
import { useIsOffline } from '../hooks/use-is-offline';

/** `at`: when it was last synced; null when never; undefined while that is still being read (an empty line meanwhile). */
export function SyncedAt({ at }: { at: number | null | undefined }) {
  const offline = useIsOffline();
  // Nothing to say yet: the line keeps its room, so the page below does not jump when the first sync lands.
  if (at === undefined || (!at && !offline)) return <p className="small mt-2 mb-0" aria-hidden="true">&nbsp;</p>;
  const when = at ? new Date(at).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short' }) : null;
  return (
    <p className="small text-body-secondary mt-2 mb-0" data-testid="synced-at">
      {offline ? 'Hors ligne — ' : ''}
      {when ? `Dernière synchronisation : ${when}` : 'Pas encore synchronisé'}
    </p>
  );
}
