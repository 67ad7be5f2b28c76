// The side preview of a trip (spec 001 §2): driver, status, departure, price, seats, vehicle, pickup and dropoff,
// description, "View Full Details", and "Book Now" for others.
import { Button } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { TripRow } from '../../../db/database';
import { formatDateTime, formatPrice, personName, truncate } from '../../ui/format';
import { FactList } from '../../ui/fact-list';
import { TripStatusBadge } from './trip-status-badge';
import { isBookable } from './trip-card';
import { tripSeed } from './trip-seed';
import { RoutePreviewPanel } from '../listings/route-preview-panel';
import { useTripsText } from './text';

export function TripPreviewPanel({ trip, isOwner, onHide, onBook }: { trip: TripRow | null; isOwner: boolean; onHide: () => void; onBook: () => void }) {
  const _ = useTripsText();
  return (
    <RoutePreviewPanel row={trip} onHide={onHide} titleId="preview-title" detailPage="tripDetail">
      {(shown) => (
        <>
          <FactList
            className="row"
            facts={[
              { term: _('driver'), value: personName(shown.driver) },
              { term: _('fact.status'), value: <TripStatusBadge status={shown.status} text={shown.status_text} /> },
              { term: _('fact.departure'), value: formatDateTime(shown.departure_time) },
              { term: _('fact.price'), value: formatPrice(shown.price_per_seat) },
              { term: _('fact.seats'), value: shown.available_seats },
              { term: _('fact.vehicle'), value: shown.vehicle ? `${shown.vehicle.make} ${shown.vehicle.model}` : '–' },
              { term: _('fact.pickup'), value: shown.departure_location || '–' },
              { term: _('fact.dropoff'), value: shown.arrival_location || '–' },
            ]}
          />
          <p className="text-body-secondary">{truncate(shown.description || _('description.none'), 100)}</p>
          <div className="d-flex gap-2">
            <Link to={`/trips/${shown.id}`} state={tripSeed(shown)} className="btn btn-outline-primary" onClick={onHide}>
              {_('preview.fullDetails')}
            </Link>
            {isOwner ? null : (
              <Button onClick={onBook} disabled={!isBookable(shown)}>
                {_('action.bookNow')}
              </Button>
            )}
          </div>
        </>
      )}
    </RoutePreviewPanel>
  );
}
