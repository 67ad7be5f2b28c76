// The trip details card (places, times, description) and the fixed trip rules card (spec 001 §2).
import { Card } from 'react-bootstrap';
import type { TripRow } from '../../../db/database';
import { useCityName } from '../../i18n/use-city-name';
import { formatDateTime, formatPrice } from '../../ui/format';
import { shownStops } from './trip-stops';
import { ParcelOffersList } from './parcels-offered';
import { useTripsText } from './text';

export const TRIP_RULES = ['rules.noSmoking', 'rules.pets', 'rules.luggage'] as const;

export function TripDetailsCard({ trip }: { trip: TripRow }) {
  const _ = useTripsText();
  const city = useCityName();
  const place = (location: string | null | undefined, name: string | undefined) => location || (name ? city(name) : '–');
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5">{_('details.title')}</h2>
        <dl className="row mb-2">
          <dt className="col-sm-4">{_('details.departurePlace')}</dt>
          <dd className="col-sm-8">{place(trip.departure_location, trip.departure_city?.name)}</dd>
          <dt className="col-sm-4">{_('details.arrivalPlace')}</dt>
          <dd className="col-sm-8">{place(trip.arrival_location, trip.arrival_city?.name)}</dd>
          <dt className="col-sm-4">{_('details.departureTime')}</dt>
          <dd className="col-sm-8">{formatDateTime(trip.departure_time)}</dd>
          <dt className="col-sm-4">{_('details.arrivalTime')}</dt>
          <dd className="col-sm-8">
            {trip.arrival_time
              ? formatDateTime(trip.arrival_time)
              : // A trip with stopovers knows when it reaches its end from the road, as its stops' list shows.
                trip.stopovers?.length && trip.estimated_arrival_time
                ? _('details.estimatedArrival', { time: formatDateTime(trip.estimated_arrival_time) })
                : _('details.notSpecified')}
          </dd>
        </dl>
        <TripStopsList trip={trip} />
        <h3 className="h6">{_('details.description')}</h3>
        <p className="mb-0 text-body-secondary" style={{ whiteSpace: 'pre-line' }}>
          {trip.description || _('description.none')}
        </p>
        <ParcelOffersList trip={trip} />
      </Card.Body>
    </Card>
  );
}

/** The route with its stops, when it has stopovers: each stop's time and the price to it from the departure. */
function TripStopsList({ trip }: { trip: TripRow }) {
  const _ = useTripsText();
  const city = useCityName();
  if (!trip.stopovers?.length) return null;
  return (
    <>
      <h3 className="h6">{_('stops.heading')}</h3>
      <ol className="list-unstyled border-start border-2 border-success-subtle ps-3 mb-3" data-testid="trip-stops">
        {shownStops(trip).map((stop, index) => (
          <li key={stop.cityId} className="mb-1">
            <strong>{city(stop.name)}</strong> <span className="text-body-secondary">· {formatDateTime(stop.time)}</span>
            {index > 0 ? <span className="small text-body-secondary"> · {_('stops.price', { price: formatPrice(stop.priceFromDeparture) })}</span> : null}
          </li>
        ))}
      </ol>
    </>
  );
}

export function TripRulesCard() {
  const _ = useTripsText();
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5">{_('rules.title')}</h2>
        <ul className="mb-0">
          {TRIP_RULES.map((rule) => (
            <li key={rule}>{_(rule)}</li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
