// "Colis acceptés" (DESIGN.md §9): the badge of a trip whose driver takes parcels, and the detail's list of the sizes
// with their price and the parcels left.
import { Badge } from 'react-bootstrap';
import { parcelSizeName } from '../../../contract/parcel-sizes';
import type { TripRow } from '../../../db/database';
import { formatPrice } from '../../ui/format';

export const PARCELS_ACCEPTED = 'Colis acceptés';

export function ParcelsBadge({ trip }: { trip: TripRow }) {
  return trip.accepts_parcels ? (
    <Badge bg="info" text="dark" className="parcels-badge">
      {PARCELS_ACCEPTED}
    </Badge>
  ) : null;
}

const parcelsLeft = (count: number) => (count === 0 ? 'complet' : `${count} ${count === 1 ? 'place restante' : 'places restantes'}`);

export function ParcelOffersList({ trip }: { trip: TripRow }) {
  if (!trip.accepts_parcels) return null;
  return (
    <section aria-labelledby={`trip-${trip.id}-parcels`} className="mt-3">
      <h3 className="h6 d-flex align-items-center gap-2" id={`trip-${trip.id}-parcels`}>
        <ParcelsBadge trip={trip} />
      </h3>
      <ul className="list-unstyled mb-0 small">
        {(trip.parcel_offers ?? []).map((offer) => (
          <li key={offer.size}>
            {parcelSizeName(offer.size)} : <strong>{formatPrice(offer.price_per_parcel)}</strong> par colis, {parcelsLeft(offer.parcels_left)} sur{' '}
            {offer.parcels}
          </li>
        ))}
      </ul>
    </section>
  );
}
