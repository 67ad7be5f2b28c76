// One parcel in a list (a trip's, "Mes colis"): what it is, from whom to whom, its price and status, a link to its
// page and what the reader may do with it now.
import { Link } from 'react-router-dom';
import { displayPhone } from '../../../contract/phone';
import type { ParcelRow } from '../../../db/database';
import { formatDateTime, formatPrice, personName } from '../../ui/format';
import { ParcelActions } from './parcel-actions';
import { ParcelStatusBadge } from './parcel-status-badge';
import { useRouteLabel } from '../listings/route-label';
import { useRoutesText } from '../listings/text';
import { parcelSummary } from './parcel-words';
import { useParcelsText } from './text';

export function ParcelItem({ parcel, userId, showTrip }: { parcel: ParcelRow; userId: number | undefined; showTrip?: boolean }) {
  const _ = useParcelsText();
  const places = useRoutesText();
  const routeLabel = useRouteLabel();
  const isDriver = userId === parcel.driver_id;
  return (
    <div className="d-flex flex-column gap-2" data-testid="parcel-item">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <div>
          <div className="fw-semibold">{parcelSummary(parcel)}</div>
          {showTrip && parcel.trip ? (
            <div className="small text-body-secondary">
              {routeLabel(parcel.trip)} · {formatDateTime(parcel.trip.departure_time)}
            </div>
          ) : null}
          <div className="small text-body-secondary">
            {isDriver ? `${_('item.from', { name: personName(parcel.sender) || `#${parcel.sender_id}` })} · ` : ''}
            {_('item.for', { name: parcel.recipient_name })} (<span dir="ltr">{displayPhone(parcel.recipient_phone)}</span>) · {formatPrice(parcel.price)}
          </div>
          <div className="small text-body-secondary">{places('places', { from: parcel.pickup_place, to: parcel.dropoff_place })}</div>
        </div>
        <ParcelStatusBadge parcel={parcel} />
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-start">
        {parcel.id > 0 ? (
          <Link
            to={`/parcels/${parcel.id}`}
            className="btn btn-sm btn-outline-primary"
            aria-label={_('item.viewLabel', { description: parcel.description, id: parcel.id })}
          >
            {_('item.view')}
          </Link>
        ) : null}
        <ParcelActions parcel={parcel} userId={userId} />
      </div>
    </div>
  );
}
