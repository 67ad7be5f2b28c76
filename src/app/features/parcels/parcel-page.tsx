// /parcels/:id — one parcel for its sender or driver: what it is, the trip, the timeline, and for the sender the two
// codes and the recipient's tracking link; the actions each may take now. Rendered from the mirror, offline too.
import { useEffect } from 'react';
import { Alert, Card, Col, Container, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { displayPhone } from '../../../contract/phone';
import { db } from '../../../db/database';
import { parcelById } from '../../../db/parcel-queries';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { useObjectUrl } from '../../hooks/use-object-url';
import { formatDateTime, formatPrice, personName } from '../../ui/format';
import { DetailLoading } from '../listings/detail-fallbacks';
import { useRouteLabel } from '../listings/route-label';
import { ParcelActions } from './parcel-actions';
import { ParcelStatusBadge } from './parcel-status-badge';
import { ParcelTimeline } from './parcel-timeline';
import { parcelSummary } from './parcel-words';
import { useParcelsText } from './text';

function Codes({ pickup, delivery, trackingUrl }: { pickup: string; delivery: string | null | undefined; trackingUrl: string | null | undefined }) {
  const _ = useParcelsText();
  const link = trackingUrl ? new URL(trackingUrl, location.origin).href : null;
  return (
    <Card className="shadow-sm mb-3 border-primary-subtle" data-testid="parcel-codes">
      <Card.Body>
        <h2 className="h6">{_('codes.title')}</h2>
        <dl className="row mb-2">
          <dt className="col-7 fw-normal">{_('codes.pickup')}</dt>
          <dd className="col-5 fs-4 fw-semibold parcel-code" dir="ltr" data-testid="pickup-code">
            {pickup}
          </dd>
          {delivery ? (
            <>
              <dt className="col-7 fw-normal">{_('codes.delivery')}</dt>
              <dd className="col-5 fs-4 fw-semibold parcel-code" dir="ltr" data-testid="delivery-code">
                {delivery}
              </dd>
            </>
          ) : null}
        </dl>
        {link ? (
          <p className="small mb-0">
            {_('codes.link')}{' '}
            <a href={link} dir="ltr" className="text-break" data-testid="parcel-tracking-link">
              {link}
            </a>
          </p>
        ) : null}
      </Card.Body>
    </Card>
  );
}

export function ParcelPage() {
  const _ = useParcelsText();
  const routeLabel = useRouteLabel();
  const id = Number(useParams().id);
  const { session } = useSession();
  const parcel = useLiveQuery(() => (Number.isInteger(id) ? parcelById(db, id) : null), [id]);
  const photo = useObjectUrl(parcel?._localPhoto ?? null);
  useEffect(() => {
    void sync.refreshMyParcels();
  }, [id]);
  // A photo sent from another device is fetched once (it needs the reader's token) and then kept with the parcel.
  const photoToFetch = parcel && parcel.photo_url && !parcel._localPhoto && navigator.onLine ? parcel.id : null;
  useEffect(() => {
    if (photoToFetch) void sync.keepParcelPhoto(photoToFetch);
  }, [photoToFetch]);

  if (parcel === undefined) return <DetailLoading text={_('page.loading')} />;
  if (parcel === null) {
    return (
      <Container className="py-4">
        <h1 className="h3">{_('page.notFound')}</h1>
        <Alert variant="secondary">{_('page.notHere')}</Alert>
        <Link to="/profile?tab=my-parcels">{_('page.back')}</Link>
      </Container>
    );
  }
  const me = session?.user.id;
  const trip = parcel.trip;
  return (
    <Container className="py-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{parcel.id > 0 ? _('page.title', { id: parcel.id }) : _('page.titleUnsent')}</h1>
        <ParcelStatusBadge parcel={parcel} />
      </div>
      <Row className="g-3">
        <Col lg={8}>
          {me === parcel.sender_id && parcel.pickup_code ? (
            <Codes pickup={parcel.pickup_code} delivery={parcel.delivery_code} trackingUrl={parcel.tracking_url} />
          ) : null}
          <Card className="shadow-sm mb-3">
            <Card.Body>
              <h2 className="h6">{parcelSummary(parcel)}</h2>
              <dl className="row small mb-2">
                <dt className="col-5 fw-normal text-body-secondary">{_('fact.sender')}</dt>
                <dd className="col-7 mb-1">{personName(parcel.sender) || `#${parcel.sender_id}`}</dd>
                <dt className="col-5 fw-normal text-body-secondary">{_('fact.recipient')}</dt>
                <dd className="col-7 mb-1">
                  {parcel.recipient_name} · <span dir="ltr">{displayPhone(parcel.recipient_phone)}</span>
                </dd>
                <dt className="col-5 fw-normal text-body-secondary">{_('fact.pickup')}</dt>
                <dd className="col-7 mb-1">{parcel.pickup_place}</dd>
                <dt className="col-5 fw-normal text-body-secondary">{_('fact.dropoff')}</dt>
                <dd className="col-7 mb-1">{parcel.dropoff_place}</dd>
                <dt className="col-5 fw-normal text-body-secondary">{_('fact.price')}</dt>
                <dd className="col-7 mb-1 fw-semibold">{formatPrice(parcel.price)}</dd>
                {parcel.declared_value != null ? (
                  <>
                    <dt className="col-5 fw-normal text-body-secondary">{_('fact.value')}</dt>
                    <dd className="col-7 mb-1">{formatPrice(parcel.declared_value)}</dd>
                  </>
                ) : null}
              </dl>
              {photo ? (
                <img src={photo} alt={_('page.photoAlt', { description: parcel.description })} className="img-fluid rounded mb-2" style={{ maxHeight: 240 }} />
              ) : null}
              <ParcelActions parcel={parcel} userId={me} />
            </Card.Body>
          </Card>
          <Card className="shadow-sm mb-3">
            <Card.Body>
              <h2 className="h6">{_('history')}</h2>
              <ParcelTimeline events={parcel.events} />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          {trip ? (
            <Card className="shadow-sm">
              <Card.Body>
                <h2 className="h6">{_('page.trip')}</h2>
                <p className="mb-1 fw-semibold">{routeLabel(trip)}</p>
                <p className="small text-body-secondary mb-1">{formatDateTime(trip.departure_time)}</p>
                <p className="small mb-2">{_('page.driver', { name: personName(trip.driver) || '–' })}</p>
                <Link to={`/trips/${parcel.trip_id}`} className="btn btn-sm btn-outline-primary">
                  {_('page.viewTrip')}
                </Link>
              </Card.Body>
            </Card>
          ) : null}
        </Col>
      </Row>
    </Container>
  );
}
