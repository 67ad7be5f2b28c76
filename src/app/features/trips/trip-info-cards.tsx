// The trip details card (places, times, description) and the fixed trip rules card (spec 001 §2).
import { Card } from 'react-bootstrap';
import { DESCRIPTION_FALLBACK } from '../../../contract/trip-limits';
import type { TripRow } from '../../../db/database';
import { formatDateTime } from '../../ui/format';
import { ParcelOffersList } from './parcels-offered';

export const TRIP_RULES = ['No smoking', 'Pets allowed', 'Luggage limit: one medium bag'] as const;

export function TripDetailsCard({ trip }: { trip: TripRow }) {
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5">Détails du trajet</h2>
        <dl className="row mb-2">
          <dt className="col-sm-4">Lieu de départ</dt>
          <dd className="col-sm-8">{trip.departure_location || trip.departure_city?.name || '–'}</dd>
          <dt className="col-sm-4">Lieu d'arrivée</dt>
          <dd className="col-sm-8">{trip.arrival_location || trip.arrival_city?.name || '–'}</dd>
          <dt className="col-sm-4">Heure de départ</dt>
          <dd className="col-sm-8">{formatDateTime(trip.departure_time)}</dd>
          <dt className="col-sm-4">Heure d'arrivée</dt>
          <dd className="col-sm-8">{trip.arrival_time ? formatDateTime(trip.arrival_time) : 'Non précisée'}</dd>
        </dl>
        <h3 className="h6">Description</h3>
        <p className="mb-0 text-body-secondary" style={{ whiteSpace: 'pre-line' }}>
          {trip.description || DESCRIPTION_FALLBACK}
        </p>
        <ParcelOffersList trip={trip} />
      </Card.Body>
    </Card>
  );
}

export function TripRulesCard() {
  return (
    <Card className="shadow-sm mb-3">
      <Card.Body>
        <h2 className="h5">Règles du trajet</h2>
        <ul className="mb-0">
          {TRIP_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}
