// One trip in "My Trips": driver, route, seats left, departure, price per seat, status, bookings with up to three
// passenger avatars then "+N", and a menu with "View details" and "Edit".
import { Card } from 'react-bootstrap';
import type { BookingRow, TripRow } from '../../../db/database';
import { routeLabel } from '../../../db/commands/session-guard';
import { Avatar } from '../../ui/avatar';
import { formatDateTime, formatPrice, personName } from '../../ui/format';
import { NOT_SENT_YET } from '../../ui/status-badge';
import { FactList } from '../../ui/fact-list';
import { OWNER_CARD_FACTS } from '../routes/owner-card-facts';
import { OwnerCardHeader } from '../routes/owner-card-header';
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
        <OwnerCardHeader
          title={
            <div>
              <h3 className="h6 mb-1">{route}</h3>
              <div className="small text-body-secondary">{driver}</div>
            </div>
          }
          badge={<TripStatusBadge status={trip.status} text={trip.status_text} />}
          menuLabel={`Actions du trajet ${route}`}
          detailsTo={`/trips/${trip.id}`}
          onEdit={onEdit}
        />
        <FactList
          {...OWNER_CARD_FACTS}
          facts={[
            { term: 'Départ', value: formatDateTime(trip.departure_time) },
            { term: 'Places disponibles', value: trip.available_seats },
            { term: 'Prix par place', value: formatPrice(trip.price_per_seat), strong: true },
          ]}
        />
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
