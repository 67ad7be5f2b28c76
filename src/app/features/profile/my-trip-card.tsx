// One trip in "My Trips": driver, route, seats left, departure, price per seat, status, bookings with up to three
// passenger avatars then "+N", and a menu with "View details" and "Edit".
import { Card, Dropdown } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { BookingRow, TripRow } from '../../../db/database';
import { routeLabel } from '../../../db/commands/session-guard';
import { Avatar } from '../../ui/avatar';
import { formatDateTime, formatPrice, personName } from '../../ui/format';
import { NOT_SENT_YET } from '../bookings/booking-status-badge';
import { TripStatusBadge } from '../trips/trip-status-badge';

const SHOWN_AVATARS = 3;

export function MyTripCard({ trip, bookings, onEdit }: { trip: TripRow; bookings: BookingRow[]; onEdit: () => void }) {
  const route = routeLabel(trip);
  const driver = personName(trip.driver) || 'Moi';
  const shown = bookings.slice(0, SHOWN_AVATARS);
  const more = bookings.length - shown.length;
  return (
    <Card className="h-100 shadow-sm" data-testid="my-trip-card">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div>
            <h3 className="h6 mb-1">{route}</h3>
            <div className="small text-body-secondary">{driver}</div>
          </div>
          <div className="d-flex align-items-center gap-1">
            <TripStatusBadge status={trip.status} text={trip.status_text} />
            <Dropdown align="end">
              <Dropdown.Toggle variant="link" size="sm" className="text-body p-1" aria-label={`Actions du trajet ${route}`}>
                ⋮
              </Dropdown.Toggle>
              <Dropdown.Menu>
                <Dropdown.Item as={Link} to={`/trips/${trip.id}`}>
                  View details
                </Dropdown.Item>
                <Dropdown.Item as="button" onClick={onEdit}>
                  Edit
                </Dropdown.Item>
              </Dropdown.Menu>
            </Dropdown>
          </div>
        </div>
        <dl className="row small mb-0">
          <dt className="col-6 fw-normal text-body-secondary">Départ</dt>
          <dd className="col-6 mb-1">{formatDateTime(trip.departure_time)}</dd>
          <dt className="col-6 fw-normal text-body-secondary">Places disponibles</dt>
          <dd className="col-6 mb-1">{trip.available_seats}</dd>
          <dt className="col-6 fw-normal text-body-secondary">Prix par place</dt>
          <dd className="col-6 mb-1 fw-semibold">{formatPrice(trip.price_per_seat)}</dd>
        </dl>
        <div className="d-flex align-items-center gap-2 mt-auto">
          <span className="small">
            {bookings.length} {bookings.length > 1 ? 'réservations' : 'réservation'}
          </span>
          {shown.length > 0 ? (
            <span className="d-inline-flex align-items-center">
              {shown.map((booking) => (
                <span key={booking.id} className="me-n1">
                  <Avatar user={{ full_name: personName(booking.passenger) || `#${booking.passenger_id}`, image_url: booking.passenger?.image_url ?? null }} size={28} />
                </span>
              ))}
              {more > 0 ? <span className="badge rounded-pill text-bg-secondary ms-2">+{more}</span> : null}
            </span>
          ) : null}
        </div>
        {trip._pending?.length ? <p className="small text-warning-emphasis mb-0">{NOT_SENT_YET}</p> : null}
      </Card.Body>
    </Card>
  );
}
