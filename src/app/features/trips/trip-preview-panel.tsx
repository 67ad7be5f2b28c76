// The side preview of a trip (spec 001 §2): driver, status, departure, price, seats, vehicle, pickup and dropoff,
// description, "View Full Details", and "Book Now" for others.
import { Button, Offcanvas } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { DESCRIPTION_FALLBACK } from '../../../contract/trip-limits';
import type { TripRow } from '../../../db/database';
import { routeLabel } from '../../../db/commands/session-guard';
import { formatDateTime, formatPrice, personName, truncate } from '../../ui/format';
import { TripStatusBadge } from './trip-status-badge';
import { isBookable } from './trip-card';
import { usePreloadPage } from '../../page-loaders';
import { tripSeed } from './trip-seed';

export function TripPreviewPanel({ trip, isOwner, onHide, onBook }: { trip: TripRow | null; isOwner: boolean; onHide: () => void; onBook: () => void }) {
  const open = trip !== null;
  // A reader who opens a preview often goes on to the detail: its code is fetched now, not after the click.
  usePreloadPage('tripDetail', open);
  return (
    <Offcanvas show={open} onHide={onHide} placement="end" aria-labelledby="preview-title">
      {trip ? (
        <>
          <Offcanvas.Header closeButton closeLabel="Fermer">
            <Offcanvas.Title id="preview-title">{routeLabel(trip)}</Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body>
            <dl className="row">
              <dt className="col-5">Chauffeur</dt>
              <dd className="col-7">{personName(trip.driver)}</dd>
              <dt className="col-5">Statut</dt>
              <dd className="col-7">
                <TripStatusBadge status={trip.status} text={trip.status_text} />
              </dd>
              <dt className="col-5">Départ</dt>
              <dd className="col-7">{formatDateTime(trip.departure_time)}</dd>
              <dt className="col-5">Prix</dt>
              <dd className="col-7">{formatPrice(trip.price_per_seat)}</dd>
              <dt className="col-5">Places</dt>
              <dd className="col-7">{trip.available_seats}</dd>
              <dt className="col-5">Véhicule</dt>
              <dd className="col-7">{trip.vehicle ? `${trip.vehicle.make} ${trip.vehicle.model}` : '–'}</dd>
              <dt className="col-5">Prise en charge</dt>
              <dd className="col-7">{trip.departure_location || '–'}</dd>
              <dt className="col-5">Dépose</dt>
              <dd className="col-7">{trip.arrival_location || '–'}</dd>
            </dl>
            <p className="text-body-secondary">{truncate(trip.description || DESCRIPTION_FALLBACK, 100)}</p>
            <div className="d-flex gap-2">
              <Link to={`/trips/${trip.id}`} state={tripSeed(trip)} className="btn btn-outline-primary" onClick={onHide}>
                View Full Details
              </Link>
              {isOwner ? null : (
                <Button onClick={onBook} disabled={!isBookable(trip)}>
                  Book Now
                </Button>
              )}
            </div>
          </Offcanvas.Body>
        </>
      ) : null}
    </Offcanvas>
  );
}
