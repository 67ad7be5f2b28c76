// "Colis acceptés" (DESIGN.md §9): the badge of a trip whose driver takes parcels, and the detail's list of the sizes
// with their price and the parcels left.
import { Badge } from 'react-bootstrap';
import type { ParcelSize } from '../../../contract/parcel-sizes';
import type { TripRow } from '../../../db/database';
import { formatPrice } from '../../ui/format';
import { MARK, Marked } from './marked';
import { useTripsText } from './text';

/** A size as the form and the detail name it: "Petit (≤ 5 kg) — une enveloppe ou une boîte à chaussures". */
export const parcelSizeId = (size: ParcelSize) => `parcels.size.${size}` as const;

export function ParcelsBadge({ trip }: { trip: TripRow }) {
  const _ = useTripsText();
  return trip.accepts_parcels ? (
    <Badge bg="info" text="dark" className="parcels-badge">
      {_('parcels.accepted')}
    </Badge>
  ) : null;
}

export function ParcelOffersList({ trip }: { trip: TripRow }) {
  const _ = useTripsText();
  if (!trip.accepts_parcels) return null;
  return (
    <section aria-labelledby={`trip-${trip.id}-parcels`} className="mt-3">
      <h3 className="h6 d-flex align-items-center gap-2" id={`trip-${trip.id}-parcels`}>
        <ParcelsBadge trip={trip} />
      </h3>
      <ul className="list-unstyled mb-0 small">
        {(trip.parcel_offers ?? []).map((offer) => (
          <li key={offer.size}>
            <Marked
              text={_('parcels.line', {
                size: _(parcelSizeId(offer.size)),
                price: MARK,
                left: offer.parcels_left === 0 ? _('parcels.full') : _('parcels.left', { count: offer.parcels_left }),

                total: offer.parcels,
              })}
            >
              <strong>{formatPrice(offer.price_per_parcel)}</strong>
            </Marked>
          </li>
        ))}
      </ul>
    </section>
  );
}
