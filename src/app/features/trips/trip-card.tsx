// A trip in the list (spec 001 §2): route, status, driver and rating, vehicle, departure, seats, price, places,
// description; "View Details", "Book Now" for others, "Edit" for the driver. Found between places (issue 39), it
// shows the leg that matched: its route, departure, seats and price, the whole trip's route beneath, and how far
// its stops are from the towns searched.
import { Button, Card } from 'react-bootstrap';
import { TRIP_STATUS } from '../../../contract/statuses';
import type { TripRow } from '../../../db/database';
import type { TripLeg } from '../../../contract/trip-route';
import { useCityName } from '../../i18n/use-city-name';
import { isWholeTrip, legPlaces } from './trip-stops';
import { useRouteLabel } from '../listings/route-label';
import { formatDateTime, formatPrice, personName, truncate } from '../../ui/format';
import { FactList } from '../../ui/fact-list';
import { usePlacesLabel } from '../listings/places-label';
import { TripStatusBadge } from './trip-status-badge';
import { ParcelsBadge } from './parcels-offered';
import { useTripsText } from './text';
import { WomenOnlyBadge } from '../../ui/women-only-badge';
import { VerifiedIcons } from './verified-badges';

/** Open for booking: active, seats left (on the leg, when one was searched) and not gone yet. */
export function isBookable(trip: TripRow, leg?: TripLeg) {
  const seats = leg?.available_seats ?? trip.available_seats;
  return trip.status === TRIP_STATUS.active && seats > 0 && Date.parse(leg?.departure_time ?? trip.departure_time) > Date.now();
}

/** The names of the towns a search was between, for "à 6 km de Ariana". */
export interface SearchedPlaces {
  from?: string;
  to?: string;
}

export function TripCard({
  trip,
  leg,
  searched = {},
  isOwner,
  onDetails,
  onBook,
  onEdit,
  onDriver,
}: {
  trip: TripRow;
  leg?: TripLeg;
  searched?: SearchedPlaces;
  isOwner: boolean;
  onDetails: () => void;
  onBook: () => void;
  onEdit: () => void;
  onDriver: () => void;
}) {
  const _ = useTripsText();
  const routeLabel = useRouteLabel();
  const placesLabel = usePlacesLabel();
  const city = useCityName();
  const partOnly = leg && !isWholeTrip(trip, leg);
  const stopovers = trip.stopovers ?? [];
  // A stop near, not at, the town searched: say how far.
  const away = leg
    ? [
        leg.from_km_away && searched.from ? _('leg.near', { km: leg.from_km_away, city: city(searched.from) }) : null,
        leg.to_km_away && searched.to ? _('leg.near', { km: leg.to_km_away, city: city(searched.to) }) : null,
      ].filter(Boolean)
    : [];

  const rating = trip.driver?.average_rating ?? trip.driver?.rating;
  const driver = personName(trip.driver) || _('driver');
  return (
    <Card className="h-100 shadow-sm trip-card" data-testid="trip-card">
      <Card.Body className="d-flex flex-column gap-2">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div>
            <h3 className="h5 mb-0">{routeLabel(leg ? legPlaces(trip, leg) : trip)}</h3>
            {partOnly ? <p className="small text-body-secondary mb-0">{_('leg.ofTrip', { route: routeLabel(trip) })}</p> : null}
            {stopovers.length ? (
              <p className="small text-body-secondary mb-0" data-testid="trip-stopovers">
                {_('route.via', { stops: stopovers.map((stop) => city(stop.city?.name ?? '?')).join(', ') })}
              </p>
            ) : null}
            {away.map((text) => (
              <p key={text} className="small text-info-emphasis mb-0">
                {text}
              </p>
            ))}
          </div>
          <div className="d-flex flex-wrap justify-content-end gap-1">
            <WomenOnlyBadge show={trip.women_only} label={_('womenOnly.badge')} />
            <ParcelsBadge trip={trip} />
            <TripStatusBadge status={trip.status} text={trip.status_text} />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-3 small">
          <button type="button" className="btn btn-link p-0 small" onClick={onDriver} aria-label={_('card.driverProfile', { name: driver })}>
            {driver}
          </button>
          <span>
            <span aria-hidden="true">★ {rating ? rating.toFixed(1) : '–'}</span>
            <span className="visually-hidden">{rating ? _('rating.label', { rating: rating.toFixed(1) }) : _('rating.none')}</span>
          </span>
          {trip.vehicle ? (
            <span>
              {trip.vehicle.make} {trip.vehicle.model}
            </span>
          ) : null}
          <VerifiedIcons person={trip.driver} />
        </div>
        <FactList
          className="row small mb-0"
          valueClassName="col-7 mb-1"
          facts={[
            { term: _('fact.departure'), value: formatDateTime(leg?.departure_time ?? trip.departure_time) },
            { term: _('fact.seatsLeft'), value: leg?.available_seats ?? trip.available_seats },
            { term: _('fact.pricePerSeat'), value: formatPrice(leg?.price_per_seat ?? trip.price_per_seat), strong: true },
            { term: _('fact.places'), value: placesLabel(trip) },
          ]}
        />
        <p className="small text-body-secondary mb-0">{truncate(trip.description || _('description.none'), 100)}</p>
        {trip._pending?.length ? <p className="small text-warning-emphasis mb-0">{_('card.pending')}</p> : null}
        <div className="d-flex gap-2 mt-auto pt-2">
          <Button variant="outline-primary" size="sm" onClick={onDetails}>
            {_('card.viewDetails')}
          </Button>
          {isOwner ? (
            <Button variant="outline-secondary" size="sm" onClick={onEdit}>
              {_('action.edit')}
            </Button>
          ) : (
            <Button size="sm" onClick={onBook} disabled={!isBookable(trip, leg)}>
              {_('action.bookNow')}
            </Button>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
