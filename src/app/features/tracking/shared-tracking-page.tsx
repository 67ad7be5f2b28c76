// /suivi/:token — a relative follows a shared ride without an account: the cities, the driver's first name, the car
// and its plate, the live position and the arrival estimate; nothing else. The last answer stays readable offline.
import { Card, Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { db } from '../../../db/database';
import { sync } from '../../../sync/client';
import { CarLine, FollowedLinkNotice, NotOpenedHere } from './followed-link-parts';
import { useFollowedLink } from './use-followed-link';
import { DetailLoading } from '../routes/detail-fallbacks';
import { useRouteLabel } from '../routes/route-label';
import { formatDateTime } from '../../ui/format';
import { LivePosition } from './live-position';
import { useNow } from './use-now';
import { useTrackingText } from './text';

/** A follower with no live channel asks again this often while the page is open. */
const REFRESH_EVERY_MS = 10_000;

export function SharedTrackingPage() {
  const _ = useTrackingText();
  const routeLabel = useRouteLabel();
  const token = useParams().token ?? '';
  const now = useNow();
  const link = useFollowedLink(
    token,
    () => db.sharedTracking.get(token),
    (followed) => sync.openSharedTracking(followed),
    REFRESH_EVERY_MS,
  );

  if (link.waiting) return <DetailLoading text={_('follow.loading')} />;
  const kept = link.row;
  if (kept === null) return <NotOpenedHere />;
  if (kept.gone || !kept.data) {
    return (
      <FollowedLinkNotice title={_('follow.title')} variant="secondary">
        {kept.gone === 'unknown' ? _('follow.unknown') : _('follow.expired')}
      </FollowedLinkNotice>
    );
  }
  const { trip, tracking, expires_at } = kept.data;
  const vehicle = trip.vehicle;
  return (
    <Container className="py-4">
      <h1 className="h3">{_('follow.trip', { route: routeLabel(trip) })}</h1>
      <p className="text-body-secondary mb-1">{_('follow.driver', { name: trip.driver_first_name })}</p>
      <CarLine vehicle={vehicle} className="text-body-secondary" />
      <Card className="shadow-sm">
        <Card.Body>
          {!tracking.started_at ? <p className="text-body-secondary">{_('follow.notStarted', { date: formatDateTime(trip.departure_time) })}</p> : null}
          {tracking.started_at && !tracking.sharing ? <p className="text-body-secondary">{_('card.over')}</p> : null}
          <LivePosition
            lastPoint={tracking.last_point}
            estimate={tracking.estimate}
            trail={tracking.trail}
            from={tracking.departure_city ?? trip.departure_city}
            to={tracking.arrival_city ?? trip.arrival_city}
            sharing={tracking.sharing}
            now={now}
          />
          <p className="small text-body-secondary mt-3 mb-0">{_('follow.expiresOn', { date: formatDateTime(expires_at) })}</p>
        </Card.Body>
      </Card>
    </Container>
  );
}
