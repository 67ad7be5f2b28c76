// The owner's bookings of a trip: accepted passengers, then booking requests with Approve / Reject, open only
// while the trip is active (spec 001 §4 "Booking status").
import { useState } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { BOOKING_STATUS, TRIP_STATUS } from '../../../contract/statuses';
import { db, type BookingRow, type TripRow } from '../../../db/database';
import { decideBooking } from '../../../db/commands/bookings';
import { useCommand } from '../../hooks/use-command';
import { Avatar } from '../../ui/avatar';
import { formatPrice, personName, relativeTime } from '../../ui/format';
import { BookingStatusBadge } from '../bookings/booking-status-badge';
import { tripsText, useTripsText } from './text';

function Passenger({ booking }: { booking: BookingRow }) {
  const _ = useTripsText();
  const name = personName(booking.passenger) || _('requests.passenger', { id: booking.passenger_id });
  return (
    <div className="d-flex align-items-center gap-2">
      <Avatar user={{ full_name: name, image_url: booking.passenger?.image_url ?? null }} size={36} />
      <div>
        <div className="fw-semibold">{name}</div>
        <div className="small text-body-secondary">
          {_('seats', { count: booking.seats })} · {formatPrice(booking.total_price)} · {relativeTime(booking.created_at)}
        </div>
        {booking.notes ? <div className="small fst-italic">{_('quote', { text: booking.notes })}</div> : null}
      </div>
    </div>
  );
}

export function TripBookingsCard({ trip, bookings }: { trip: TripRow; bookings: BookingRow[] }) {
  const command = useCommand();
  const _ = useTripsText();
  const [deciding, setDeciding] = useState<number | null>(null);
  const accepted = bookings.filter((booking) => booking.status === BOOKING_STATUS.accepted);
  // Accepted bookings are listed apart from the others; cancelled ones (a later status) are not shown.
  const requests = bookings.filter((booking) => booking.status === BOOKING_STATUS.pending || booking.status === BOOKING_STATUS.rejected);
  const open = trip.status === TRIP_STATUS.active;

  async function decide(booking: BookingRow, accept: boolean) {
    setDeciding(booking.id);
    const texts = accept
      ? { sent: tripsText('requests.accepted'), refused: tripsText('requests.acceptFailed') }
      : { sent: tripsText('requests.rejected'), refused: tripsText('requests.rejectFailed') };
    await command.run(() => decideBooking(db, booking, accept), texts);

    setDeciding(null);
  }

  return (
    <>
      <Card className="shadow-sm mb-3">
        <Card.Body>
          <h2 className="h5">{_('requests.acceptedTitle', { count: accepted.length })}</h2>
          {accepted.length === 0 ? (
            <p className="text-body-secondary mb-0">{_('requests.noneAccepted')}</p>
          ) : (
            <ListGroup variant="flush">
              {accepted.map((booking) => (
                <ListGroup.Item key={booking.id} className="d-flex justify-content-between align-items-center px-0">
                  <Passenger booking={booking} />
                  <BookingStatusBadge booking={booking} />
                </ListGroup.Item>
              ))}
            </ListGroup>
          )}
        </Card.Body>
      </Card>
      <Card className="shadow-sm mb-3">
        <Card.Body>
          <h2 className="h5">{_('requests.title', { count: requests.length })}</h2>
          {!open && requests.some((booking) => booking.status === BOOKING_STATUS.pending) ? (
            <p className="small text-body-secondary">{_('requests.onlyActive')}</p>
          ) : null}
          {requests.length === 0 ? (
            <p className="text-body-secondary mb-0">{_('requests.none')}</p>
          ) : (
            <ListGroup variant="flush">
              {requests.map((booking) => {
                const name = personName(booking.passenger) || `#${booking.passenger_id}`;
                const pending = booking.status === BOOKING_STATUS.pending;
                const disabled = !open || deciding !== null || !!booking._pending?.includes('status');
                return (
                  <ListGroup.Item key={booking.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2 px-0">
                    <Passenger booking={booking} />
                    {pending ? (
                      <div className="d-flex gap-2">
                        <Button
                          size="sm"
                          variant="success"
                          disabled={disabled}
                          aria-label={_('requests.approveName', { name })}
                          onClick={() => void decide(booking, true)}
                        >
                          {_('requests.approve')}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline-danger"
                          disabled={disabled}
                          aria-label={_('requests.rejectName', { name })}
                          onClick={() => void decide(booking, false)}
                        >
                          {_('requests.reject')}
                        </Button>
                      </div>
                    ) : (
                      <BookingStatusBadge booking={booking} />
                    )}
                  </ListGroup.Item>
                );
              })}
            </ListGroup>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
