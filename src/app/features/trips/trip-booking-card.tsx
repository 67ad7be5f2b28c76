// What a non-owner can do on a trip: "Book" while it is active with seats left, "Ready to book" while paused, the
// fallback cards otherwise, and their own bookings on it with status and cancel.
import { uiText } from '../../ui/text';
import type { ReactNode } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { BOOKING_STATUS, TRIP_STATUS } from '../../../contract/statuses';
import type { BookingRow, TripRow } from '../../../db/database';
import { formatPrice, relativeTime } from '../../ui/format';
import { BookingStatusBadge } from '../bookings/booking-status-badge';
import { CancelBookingButton } from '../bookings/cancel-booking-button';
import { useTripsText } from './text';

const CLOSED = new Set<number>([TRIP_STATUS.cancelled, TRIP_STATUS.rejected, TRIP_STATUS.completed]);

export function FallbackCard({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <Card className="shadow-sm mb-3 border-secondary-subtle" data-testid="trip-fallback">
      <Card.Body className="text-center">
        <h2 className="h5">{title}</h2>
        {text ? <p className="text-body-secondary mb-0">{text}</p> : null}
        {children}
      </Card.Body>
    </Card>
  );
}

function BookingAction({ trip, onBook, holding }: { trip: TripRow; onBook: () => void; holding: boolean }) {
  const _ = useTripsText();
  const departed = Date.parse(trip.departure_time) <= Date.now();
  if (CLOSED.has(trip.status) || departed) return <FallbackCard title={_('book.notAvailable')} text={_('book.closed')} />;
  if (trip.available_seats <= 0) return <FallbackCard title={_('book.noSeats')} text={_('book.fullyBooked')} />;
  const seats = _('book.seatsAndPrice', { count: trip.available_seats, price: formatPrice(trip.price_per_seat) });
  if (trip.status === TRIP_STATUS.pending) {
    return (
      <FallbackCard title={_('book.ready')} text={seats}>
        <p className="small text-body-secondary mt-2 mb-0">{_('book.paused')}</p>
      </FallbackCard>
    );
  }
  return (
    <Card className="shadow-sm mb-3 border-primary-subtle">
      <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span className="fw-semibold">{seats}</span>
        {/* One live booking per passenger and trip (the server refuses a second): cancel it to book again. */}
        {holding ? (
          <span className="text-body-secondary">{_('book.holding')}</span>
        ) : (
          <Button size="lg" onClick={onBook} disabled={trip.id < 0}>
            {_('book.book')}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}

export function TripBookingCard({ trip, myBookings, onBook }: { trip: TripRow; myBookings: BookingRow[]; onBook: () => void }) {
  const _ = useTripsText();
  return (
    <>
      <BookingAction
        trip={trip}
        onBook={onBook}
        holding={myBookings.some((booking) => booking.status === BOOKING_STATUS.pending || booking.status === BOOKING_STATUS.accepted)}
      />
      {myBookings.length > 0 ? (
        <Card className="shadow-sm mb-3">
          <Card.Body>
            <h2 className="h5">{_('book.mine')}</h2>
            <ListGroup variant="flush">
              {myBookings.map((booking) => (
                <ListGroup.Item key={booking.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2 px-0">
                  <div>
                    <div className="fw-semibold">{booking.id > 0 ? `#${booking.id}` : uiText('status.notSentYet')}</div>
                    <div className="small text-body-secondary">
                      {_('seats', { count: booking.seats })} · {formatPrice(booking.total_price)} · {relativeTime(booking.created_at)}
                    </div>
                  </div>
                  <div className="d-flex align-items-center gap-2">
                    <BookingStatusBadge booking={booking} />
                    <CancelBookingButton booking={booking} departureTime={trip.departure_time} />
                  </div>
                </ListGroup.Item>
              ))}
            </ListGroup>
          </Card.Body>
        </Card>
      ) : null}
    </>
  );
}
