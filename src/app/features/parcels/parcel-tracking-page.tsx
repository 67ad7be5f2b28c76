// /colis/:token — the recipient follows a parcel with the link from the SMS, no account: its timeline, the driver's
// first name and car, and while the trip is under way the live position and arrival estimate. Kept for offline looks.
import { Card, Container } from 'react-bootstrap';
import { useParams } from 'react-router-dom';
import { PARCEL_STATUS_BADGE } from '../../../contract/statuses';
import { db } from '../../../db/database';
import { sync } from '../../../sync/client';
import { CarLine, FollowedLinkNotice, NotOpenedHere } from '../tracking/followed-link-parts';
import { useFollowedLink } from '../tracking/use-followed-link';
import { DetailLoading } from '../routes/detail-fallbacks';
import { useRouteLabel } from '../routes/route-label';
import { StatusBadge } from '../../ui/status-badge';
import { formatDateTime } from '../../ui/format';
import { LivePosition } from '../tracking/live-position';
import { useNow } from '../tracking/use-now';
import { ParcelTimeline } from './parcel-timeline';
import { sizeLabel, statusLabel } from './parcel-words';
import { useParcelsText } from './text';

/** No live channel without an account: the page asks again this often while it is open. */
const REFRESH_EVERY_MS = 15_000;

export function ParcelTrackingPage() {
  const _ = useParcelsText();
  const routeLabel = useRouteLabel();
  const token = useParams().token ?? '';
  const now = useNow();
  const link = useFollowedLink(
    token,
    () => db.parcelTracking.get(token),
    (followed) => sync.openParcelTracking(followed),
    REFRESH_EVERY_MS,
  );

  if (link.waiting) return <DetailLoading text={_('follow.loading')} />;
  const kept = link.row;
  if (kept === null) return <NotOpenedHere />;
  if (kept.gone || !kept.data) {
    return (
      <FollowedLinkNotice title={_('follow.titleGone')} variant="secondary">
        {_('follow.gone')}
      </FollowedLinkNotice>
    );
  }
  const { parcel, trip, tracking } = kept.data;
  const vehicle = trip.vehicle;
  return (
    <Container className="py-4">
      <h1 className="h3">{_('follow.title', { name: parcel.recipient_name })}</h1>
      <p className="d-flex flex-wrap align-items-center gap-2">
        <StatusBadge bg={PARCEL_STATUS_BADGE[parcel.status] ?? 'secondary'}>
          <span data-testid="parcel-tracking-status">{statusLabel(parcel.status, parcel.status_text)}</span>
        </StatusBadge>
        <span className="text-body-secondary">
          {sizeLabel(parcel.size)} · {parcel.description}
        </span>
      </p>
      <Card className="shadow-sm mb-3">
        <Card.Body>
          <h2 className="h6">{_('follow.trip', { route: routeLabel(trip) })}</h2>
          <p className="small text-body-secondary mb-1">{_('follow.departure', { date: formatDateTime(trip.departure_time) })}</p>
          <p className="small text-body-secondary mb-1">{_('follow.driver', { name: trip.driver_first_name })}</p>
          <CarLine vehicle={vehicle} className="small text-body-secondary" />
          {tracking ? (
            <LivePosition
              lastPoint={tracking.last_point}
              estimate={tracking.estimate}
              trail={tracking.trail}
              from={tracking.departure_city ?? trip.departure_city}
              to={tracking.arrival_city ?? trip.arrival_city}
              sharing={tracking.sharing}
              now={now}
            />
          ) : null}
        </Card.Body>
      </Card>
      <Card className="shadow-sm">
        <Card.Body>
          <h2 className="h6">{_('history')}</h2>
          <ParcelTimeline events={parcel.events} />
        </Card.Body>
      </Card>
    </Container>
  );
}
