// The trip detail header (spec 001 §2): route and posted time, status badge, departure date, seats as
// available/total (total defaults to 4) and price per seat.
import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { TRIP_SEATS } from '../../../contract/trip-limits';
import type { TripRow } from '../../../db/database';
import { routeLabel } from '../../../db/commands/session-guard';
import { formatDateTime, formatPrice, relativeTime } from '../../ui/format';
import { NOT_SENT_YET } from '../bookings/booking-status-badge';
import { TripStatusBadge } from './trip-status-badge';

export function TripDetailHeader({ trip, actions }: { trip: TripRow; actions?: ReactNode }) {
  const total = trip.total_seats ?? TRIP_SEATS.defaultTotal;
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
          <div>
            <h1 className="h3 mb-1">{routeLabel(trip)}</h1>
            <p className="small text-body-secondary mb-0">
              {trip.created_at ? `Publié ${relativeTime(trip.created_at)}` : null}
              {trip._pending?.length ? <span className="ms-2 text-warning-emphasis">{NOT_SENT_YET}</span> : null}
            </p>
          </div>
          <div className="d-flex align-items-center gap-2">
            <TripStatusBadge status={trip.status} text={trip.status_text} />
            {actions}
          </div>
        </div>
        <dl className="row mt-3 mb-0">
          <div className="col-sm-4">
            <dt className="small text-body-secondary fw-normal">Départ</dt>
            <dd className="fw-semibold mb-2">{formatDateTime(trip.departure_time)}</dd>
          </div>
          <div className="col-sm-4">
            <dt className="small text-body-secondary fw-normal">Places disponibles</dt>
            <dd className="fw-semibold mb-2" data-testid="trip-seats">
              {trip.available_seats}/{total}
            </dd>
          </div>
          <div className="col-sm-4">
            <dt className="small text-body-secondary fw-normal">Prix par place</dt>
            <dd className="fw-semibold mb-2">{formatPrice(trip.price_per_seat)}</dd>
          </div>
        </dl>
      </Card.Body>
    </Card>
  );
}
