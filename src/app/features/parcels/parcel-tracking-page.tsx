// /colis/:token — the recipient follows a parcel with the link from the SMS, no account: its timeline, the driver's
// first name and car, and while the trip is under way the live position and arrival estimate. Kept for offline looks.
import { Card, Container } from 'react-bootstrap';
import { PARCEL_STATUS_BADGE } from '../../../contract/statuses';
import { db } from '../../../db/database';
import { sync } from '../../../sync/client';
import { CarLine, FollowedLinkNotice, FollowedPosition } from '../tracking/followed-link-parts';
import { FollowedLinkPage } from '../tracking/followed-link-page';
import { useRouteLabel } from '../listings/route-label';
import { StatusBadge } from '../../ui/status-badge';
import { formatDateTime } from '../../ui/format';
import { ParcelTimeline } from './parcel-timeline';
import { sizeLabel, statusLabel } from './parcel-words';
import { useParcelsText } from './text';

/** No live channel without an account: the page asks again this often while it is open. */
const REFRESH_EVERY_MS = 15_000;

export function ParcelTrackingPage() {
  const _ = useParcelsText();
  const routeLabel = useRouteLabel();
  return (
    <FollowedLinkPage
      read={(token) => db.parcelTracking.get(token)}
      open={(token) => sync.openParcelTracking(token)}
      everyMs={REFRESH_EVERY_MS}
      loadingText={_('follow.loading')}
      gone={() => (
        <FollowedLinkNotice title={_('follow.titleGone')} variant="secondary">
          {_('follow.gone')}
        </FollowedLinkNotice>
      )}
    >
      {({ parcel, trip, tracking }) => (
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
              <CarLine vehicle={trip.vehicle} className="small text-body-secondary" />
              {tracking ? <FollowedPosition tracking={tracking} trip={trip} /> : null}
            </Card.Body>
          </Card>
          <Card className="shadow-sm">
            <Card.Body>
              <h2 className="h6">{_('history')}</h2>
              <ParcelTimeline events={parcel.events} />
            </Card.Body>
          </Card>
        </Container>
      )}
    </FollowedLinkPage>
  );
}
