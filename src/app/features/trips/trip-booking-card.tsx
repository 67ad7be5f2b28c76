// What a non-owner can do on a trip: "Book" while it is active with seats left, "Ready to book" while paused, the
// fallback cards otherwise, and their own bookings on it with status and cancel.
import type { ReactNode } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { BOOKING_STATUS, TRIP_STATUS } from '../../../contract/statuses';
import type { BookingRow, TripRow } from '../../../db/database';
import { formatPrice, relativeTime } from '../../ui/format';
import { BookingStatusBadge } from '../bookings/booking-status-badge';
import { NOT_SENT_YET } from '../../ui/status-badge';
import { CancelBookingButton } from '../bookings/cancel-booking-button';

export const NO_SEATS = 'No seats available';
export const FULLY_BOOKED = 'This trip is fully booked';
export const NOT_AVAILABLE = 'Trip not available';
export const READY_TO_BOOK = 'Ready to book';

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
  const departed = Date.parse(trip.departure_time) <= Date.now();
  if (CLOSED.has(trip.status) || departed) return <FallbackCard title={NOT_AVAILABLE} text="Ce trajet n'accepte plus de réservations." />;
  if (trip.available_seats <= 0) return <FallbackCard title={NO_SEATS} text={FULLY_BOOKED} />;
  const seats = `${trip.available_seats} ${trip.available_seats > 1 ? 'places disponibles' : 'place disponible'} · ${formatPrice(trip.price_per_seat)} par place`;
  if (trip.status === TRIP_STATUS.pending) {
    return (
      <FallbackCard title={READY_TO_BOOK} text={seats}>
        <p className="small text-body-secondary mt-2 mb-0">Le chauffeur a mis les réservations en pause : revenez un peu plus tard.</p>
      </FallbackCard>
    );
  }
  return (
    <Card className="shadow-sm mb-3 border-primary-subtle">
      <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <span className="fw-semibold">{seats}</span>
        {/* One live booking per passenger and trip (the server refuses a second): cancel it to book again. */}
        {holding ? (
          <span className="text-body-secondary">Vous avez déjà une réservation sur ce trajet.</span>
        ) : (
          <Button size="lg" onClick={onBook} disabled={trip.id < 0}>
            Book
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}

export function TripBookingCard({ trip, myBookings, onBook }: { trip: TripRow; myBookings: BookingRow[]; onBook: () => void }) {
  return (
    <>
      <BookingAction trip={trip} onBook={onBook} holding={myBookings.some((booking) => booking.status === BOOKING_STATUS.pending || booking.status === BOOKING_STATUS.accepted)} />
      {myBookings.length > 0 ? (
        <Card className="shadow-sm mb-3">
          <Card.Body>
            <h2 className="h5">Mes réservations sur ce trajet</h2>
            <ListGroup variant="flush">
              {myBookings.map((booking) => (
                <ListGroup.Item key={booking.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2 px-0">
                  <div>
                    <div className="fw-semibold">{booking.id > 0 ? `#${booking.id}` : NOT_SENT_YET}</div>
                    <div className="small text-body-secondary">
                      {booking.seats} {booking.seats > 1 ? 'places' : 'place'} · {formatPrice(booking.total_price)} · {relativeTime(booking.created_at)}
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
