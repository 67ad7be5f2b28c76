// The driver and vehicle of a trip, what is verified about the driver (issue 40 §6), with "Message" (others only) and "Profile" (the quick-check modal).
import { Button, Card } from 'react-bootstrap';
import type { TripRow } from '../../../db/database';
import { Avatar } from '../../ui/avatar';
import { personName } from '../../ui/format';
import { useTripsText } from './text';
import { VerifiedList } from './verified-badges';

export function TripDriverCard({ trip, isOwner, onMessage, onProfile }: { trip: TripRow; isOwner: boolean; onMessage: () => void; onProfile: () => void }) {
  const _ = useTripsText();
  const name = personName(trip.driver) || _('driver');
  const rating = trip.driver?.average_rating ?? trip.driver?.rating;
  const vehicle = trip.vehicle;
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5">{_('driverCard.title')}</h2>
        <div className="d-flex align-items-center gap-3 mb-3">
          <Avatar user={{ full_name: name, image_url: trip.driver?.image_url ?? null }} size={56} />
          <div>
            <div className="fw-semibold">{name}</div>
            <div className="small text-body-secondary">
              <span aria-hidden="true">★ {rating ? rating.toFixed(1) : '–'}</span>
              <span className="visually-hidden">{rating ? _('rating.label', { rating: rating.toFixed(1) }) : _('rating.none')}</span>
            </div>
          </div>
        </div>
        <VerifiedList person={trip.driver} />
        {vehicle ? (
          <dl className="row small mb-3">
            <dt className="col-6">{_('fact.vehicle')}</dt>
            <dd className="col-6 mb-1">
              {vehicle.make} {vehicle.model}
              {vehicle.year ? ` (${vehicle.year})` : ''}
            </dd>
            {vehicle.color ? (
              <>
                <dt className="col-6">{_('driverCard.color')}</dt>
                <dd className="col-6 mb-1">{vehicle.color}</dd>
              </>
            ) : null}
            {vehicle.plate_number ? (
              <>
                <dt className="col-6">{_('driverCard.plate')}</dt>
                <dd className="col-6 mb-1">
                  <span dir="ltr">{vehicle.plate_number}</span>
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p className="small text-body-secondary">{_('driverCard.noVehicle')}</p>
        )}
        <div className="d-flex gap-2">
          {isOwner ? null : (
            <Button variant="primary" size="sm" onClick={onMessage} aria-label={_('driverCard.messageName', { name })}>
              {_('profile.message')}
            </Button>
          )}
          <Button variant="outline-secondary" size="sm" onClick={onProfile} aria-label={_('driverCard.profileName', { name })}>
            {_('driverCard.profile')}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
