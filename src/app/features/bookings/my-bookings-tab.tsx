// "Mes réservations": the passenger's bookings from the mirror, next departure first, refreshed on open and readable
// offline; each with its reference, route, departure, seats, total, status, driver, trip link and cancel.
import { uiText } from '../../ui/text';
import { useEffect } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { TRIP_STATUS } from '../../../contract/statuses';
import { TripStatusBadge } from '../trips/trip-status-badge';
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type BookingRow } from '../../../db/database';
import { lastSyncedAt, myBookings } from '../../../db/queries';
import { useRouteLabel } from '../listings/route-label';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { formatDateTime, formatPrice } from '../../ui/format';
import { SyncedAt } from '../../ui/synced-at';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingButton } from './cancel-booking-button';
import { useBookingsText } from './text';

function MyBookingCard({ booking }: { booking: BookingRow }) {
  const _ = useBookingsText();
  const routeLabel = useRouteLabel();
  // A booking for a part of the trip speaks of its own leg: where the passenger gets in and out, and when.
  const leg = booking.trip?.leg;
  const route = booking.trip ? routeLabel(leg ?? booking.trip) : _('mine.trip', { id: booking.trip_id });
  return (
    <Card className="h-100 shadow-sm" data-testid="my-booking-card">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div>
            <div className="small text-body-secondary">{booking.id > 0 ? `#${booking.id}` : uiText('status.notSentYet')}</div>
            <h3 className="h6 mb-0">{route}</h3>
            {leg && booking.trip ? <p className="small text-body-secondary mb-0">{_('mine.ofTrip', { route: routeLabel(booking.trip) })}</p> : null}
          </div>
          <BookingStatusBadge booking={booking} />
        </div>
        <dl className="row small mb-0">
          <dt className="col-5 fw-normal text-body-secondary">{_('mine.departure')}</dt>
          <dd className="col-7 mb-1">{booking.trip ? formatDateTime((leg ?? booking.trip).departure_time) : '–'}</dd>
          <dt className="col-5 fw-normal text-body-secondary">{_('mine.seats')}</dt>
          <dd className="col-7 mb-1">{booking.seats}</dd>
          <dt className="col-5 fw-normal text-body-secondary">{_('mine.total')}</dt>
          <dd className="col-7 mb-1 fw-semibold">{formatPrice(booking.total_price)}</dd>
          <dt className="col-5 fw-normal text-body-secondary">{_('mine.driver')}</dt>
          <dd className="col-7 mb-1">{booking.trip?.driver?.full_name || '–'}</dd>
          {/* A cancelled or finished trip says so here: the booking's own status does not change with it. */}
          {booking.trip && booking.trip.status !== TRIP_STATUS.active ? (
            <>
              <dt className="col-5 fw-normal text-body-secondary">{_('mine.tripStatus')}</dt>
              <dd className="col-7 mb-1">
                <TripStatusBadge status={booking.trip.status} text={booking.trip.status_text} />
              </dd>
            </>
          ) : null}
        </dl>
        <div className="d-flex gap-2 mt-auto">
          <Link to={`/trips/${booking.trip_id}`} className="btn btn-sm btn-outline-primary" aria-label={_('mine.viewTripFor', { route })}>
            {_('mine.viewTrip')}
          </Link>
          <CancelBookingButton booking={booking} />
        </div>
      </Card.Body>
    </Card>
  );
}

export function MyBookingsTab() {
  const _ = useBookingsText();
  const { session } = useSession();
  const me = session?.user.id;
  const bookings = useLiveQuery(() => (me === undefined ? undefined : myBookings(db, me)), [me]);
  const syncedAt = useLiveQuery(() => lastSyncedAt(db, 'my-bookings'), []);

  useEffect(() => {
    void sync.refreshMyBookings();
  }, []);

  return (
    <section className="py-3" aria-labelledby="my-bookings-title">
      <h2 id="my-bookings-title" className="h5 mb-3">
        {_('mine.title')}
      </h2>
      {bookings && bookings.length === 0 ? <p className="text-body-secondary">{_('mine.none')}</p> : null}

      <Row xs={1} md={2} xl={3} className="g-3">
        {bookings?.map((booking) => (
          <Col key={booking.id}>
            <MyBookingCard booking={booking} />
          </Col>
        ))}
      </Row>
      <SyncedAt at={syncedAt} />
    </section>
  );
}
