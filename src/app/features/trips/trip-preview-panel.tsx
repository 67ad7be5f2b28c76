// The side preview of a trip (spec 001 §2): driver, status, departure, price, seats, vehicle, pickup and dropoff,
// description, "View Full Details", and "Book Now" for others.
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { DESCRIPTION_FALLBACK } from '../../../contract/trip-limits';
import type { TripRow } from '../../../db/database';
import { formatDateTime, formatPrice, personName, truncate } from '../../ui/format';
import { FactList } from '../../ui/fact-list';
import { TripStatusBadge } from './trip-status-badge';
import { isBookable } from './trip-card';
import { tripSeed } from './trip-seed';
import { RoutePreviewPanel } from '../routes/route-preview-panel';

export function TripPreviewPanel({ trip, isOwner, onHide, onBook }: { trip: TripRow | null; isOwner: boolean; onHide: () => void; onBook: () => void }) {
  return (
    <RoutePreviewPanel row={trip} onHide={onHide} titleId="preview-title" detailPage="tripDetail">
      {(shown) => (
        <>
          <FactList
            className="row"
            facts={[
              { term: 'Chauffeur', value: personName(shown.driver) },
              { term: 'Statut', value: <TripStatusBadge status={shown.status} text={shown.status_text} /> },
              { term: 'Départ', value: formatDateTime(shown.departure_time) },
              { term: 'Prix', value: formatPrice(shown.price_per_seat) },
              { term: 'Places', value: shown.available_seats },
              { term: 'Véhicule', value: shown.vehicle ? `${shown.vehicle.make} ${shown.vehicle.model}` : '–' },
              { term: 'Prise en charge', value: shown.departure_location || '–' },
              { term: 'Dépose', value: shown.arrival_location || '–' },
            ]}
          />
          <p className="text-body-secondary">{truncate(shown.description || DESCRIPTION_FALLBACK, 100)}</p>
          <div className="d-flex gap-2">
            <Link to={`/trips/${shown.id}`} state={tripSeed(shown)} className="btn btn-outline-primary" onClick={onHide}>
              View Full Details
            </Link>
            {isOwner ? null : (
              <Button onClick={onBook} disabled={!isBookable(shown)}>
                Book Now
              </Button>
            )}
          </div>
        </>
      )}
    </RoutePreviewPanel>
  );
}
