// "Partager mon trajet": a passenger makes a read-only link for a relative (works offline: the token is drawn here),
// copies or shares it, and revokes it. The relative sees the car without logging in, until 1 h after arrival.
import { useEffect } from 'react';
import { Button, ListGroup } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type ShareLinkRow } from '../../../db/database';
import { createShareLink, revokeShareLink } from '../../../db/commands/tracking';
import { sync } from '../../../sync/client';
import { useCommand } from '../../hooks/use-command';
import { notify } from '../../ui/toast';
import { formatDateTime } from '../../ui/format';
import { trackingText, useTrackingText } from './text';

export const shareUrl = (token: string) => `${location.origin}/suivi/${token}`;

async function copy(link: ShareLinkRow) {
  if (!link.token) return;
  const url = shareUrl(link.token);
  const share = (navigator as Navigator & { share?: (data: ShareData) => Promise<void> }).share;
  try {
    if (share && matchMedia('(pointer: coarse)').matches) await share.call(navigator, { title: trackingText('share.shareTitle'), url });
    else {
      await navigator.clipboard.writeText(url);
      notify.success(trackingText('share.copied'));
    }
  } catch {
    // Refused or dismissed: the link stays on screen to copy by hand.
  }
}

export function ShareLinks({ tripId, userId }: { tripId: number; userId: number }) {
  const command = useCommand();
  const _ = useTrackingText();
  const links = useLiveQuery(
    () =>
      db.shareLinks
        .where('trip_id')
        .equals(tripId)
        .filter((link) => link._ownerId === userId && !link._deleted)
        .sortBy('created_at'),
    [tripId, userId],
    [],
  );
  useEffect(() => {
    void sync.refreshShareLinks(tripId);
  }, [tripId]);

  return (
    <section aria-labelledby={`share-links-${tripId}`} className="mt-3">
      <h3 id={`share-links-${tripId}`} className="h6">
        {_('share.title')}
      </h3>
      <p className="small text-body-secondary">{_('share.intro')}</p>
      {links.length > 0 ? (
        <ListGroup className="mb-2">
          {links.map((link) => (
            <ListGroup.Item key={link.id} className="d-flex flex-wrap align-items-center gap-2" data-testid="share-link">
              {link.revoked_at ? (
                <span className="text-body-secondary text-decoration-line-through flex-grow-1">{_('share.revoked')}</span>
              ) : (
                <>
                  {/* A link has no space to wrap at: it breaks anywhere rather than widen a phone's page. */}
                  <span className="flex-grow-1 small" dir="ltr" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {link.token ? shareUrl(link.token) : _('share.elsewhere')}
                    {link.id < 0 ? <span className="ms-2 badge text-bg-warning">{_('share.unsent')}</span> : null}
                    <br />
                    <span className="text-body-secondary">{_('share.expires', { date: formatDateTime(link.expires_at) })}</span>
                  </span>
                  {link.token ? (
                    <Button size="sm" variant="outline-primary" onClick={() => void copy(link)}>
                      {_('share.copy')}
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => void command.run(() => revokeShareLink(db, link), { sent: _('share.revoked'), refused: _('share.revokeFailed') })}
                  >
                    {_('share.revoke')}
                  </Button>
                </>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      ) : null}
      <Button
        size="sm"
        variant="outline-success"
        onClick={() => void command.run(() => createShareLink(db, tripId), { sent: _('share.created'), refused: _('share.createFailed') })}
      >
        {_('share.create')}
      </Button>
    </section>
  );
}
