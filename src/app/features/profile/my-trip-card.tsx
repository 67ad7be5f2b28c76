// One trip in "My Trips": driver, route, seats left, departure, price per seat, status, bookings with up to three
// passenger avatars then "+N", and a menu with "View details" and "Edit".
import { Card } from 'react-bootstrap';
import type { BookingRow, TripRow } from '../../../db/database';
import { Avatar } from '../../ui/avatar';
import { formatDateTime, formatPrice, personName } from '../../ui/format';
import { useUiText } from '../../ui/text';
import { useCityName } from '../../i18n/use-city-name';
import { FactList } from '../../ui/fact-list';
import { OWNER_CARD_FACTS } from '../listings/owner-card-facts';
import { OwnerCardHeader } from '../listings/owner-card-header';
import { TripStatusBadge } from '../trips/trip-status-badge';
import { useProfileText } from './text';

const SHOWN_AVATARS = 3;

export function MyTripCard({ trip, bookings, onEdit }: { trip: TripRow; bookings: BookingRow[]; onEdit: () => void }) {
  const _ = useProfileText();
  const uiWords = useUiText();
  const city = useCityName();
  const route = _('card.route', { from: city(trip.departure_city?.name ?? '?'), to: city(trip.arrival_city?.name ?? '?') });
  const driver = personName(trip.driver) || _('card.me');
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
          menuLabel={_('card.menu', { route })}
          detailsTo={`/trips/${trip.id}`}
          onEdit={onEdit}
        />
        <FactList
          {...OWNER_CARD_FACTS}
          facts={[
            { term: _('card.departure'), value: formatDateTime(trip.departure_time) },
            { term: _('card.seatsLeft'), value: trip.available_seats },
            { term: _('card.pricePerSeat'), value: formatPrice(trip.price_per_seat), strong: true },
          ]}
        />
        <div className="d-flex align-items-center gap-2 mt-auto">
          <span className="small">{_('card.bookings', { count: bookings.length })}</span>
          {shown.length > 0 ? (
            <span className="d-inline-flex align-items-center">
              {shown.map((booking) => (
                <span key={booking.id} className="me-n1">
                  <Avatar
                    user={{ full_name: personName(booking.passenger) || `#${booking.passenger_id}`, image_url: booking.passenger?.image_url ?? null }}
                    size={28}
                  />
                </span>
              ))}
              {more > 0 ? <span className="badge rounded-pill text-bg-secondary ms-2">+{more}</span> : null}
            </span>
          ) : null}
        </div>
        {trip._pending?.length ? <p className="small text-warning-emphasis mb-0">{uiWords('status.notSentYet')}</p> : null}
      </Card.Body>
    </Card>
  );
}
