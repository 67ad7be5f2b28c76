// /suivi/:token — a relative follows a shared ride without an account: the cities, the driver's first name, the car
// and its plate, the live position and the arrival estimate; nothing else. The last answer stays readable offline.
import { Card, Container } from 'react-bootstrap';
import { db } from '../../../db/database';
import { sync } from '../../../sync/client';
import { useRouteLabel } from '../listings/route-label';
import { formatDateTime } from '../../ui/format';
import { CarLine, FollowedLinkNotice, FollowedPosition } from './followed-link-parts';
import { FollowedLinkPage } from './followed-link-page';
import { useTrackingText } from './text';

/** A follower with no live channel asks again this often while the page is open. */
const REFRESH_EVERY_MS = 10_000;

export function SharedTrackingPage() {
  const _ = useTrackingText();
  const routeLabel = useRouteLabel();
  return (
    <FollowedLinkPage
      read={(token) => db.sharedTracking.get(token)}
      open={(token) => sync.openSharedTracking(token)}
      everyMs={REFRESH_EVERY_MS}
      loadingText={_('follow.loading')}
      gone={(kept) => (
        <FollowedLinkNotice title={_('follow.title')} variant="secondary">
          {kept.gone === 'unknown' ? _('follow.unknown') : _('follow.expired')}
        </FollowedLinkNotice>
      )}
    >
      {({ trip, tracking, expires_at }) => (
        <Container className="py-4">
          <h1 className="h3">{_('follow.trip', { route: routeLabel(trip) })}</h1>
          <p className="text-body-secondary mb-1">{_('follow.driver', { name: trip.driver_first_name })}</p>
          <CarLine vehicle={trip.vehicle} className="text-body-secondary" />
          <Card className="shadow-sm">
            <Card.Body>
              {!tracking.started_at ? <p className="text-body-secondary">{_('follow.notStarted', { date: formatDateTime(trip.departure_time) })}</p> : null}
              {tracking.started_at && !tracking.sharing ? <p className="text-body-secondary">{_('card.over')}</p> : null}
              <FollowedPosition tracking={tracking} trip={trip} />
              <p className="small text-body-secondary mt-3 mb-0">{_('follow.expiresOn', { date: formatDateTime(expires_at) })}</p>
            </Card.Body>
          </Card>
        </Container>
      )}
    </FollowedLinkPage>
  );
}
