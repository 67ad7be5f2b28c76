// The trip detail header (spec 001 §2): route and posted time, status badge, departure date, seats as
// available/total (total defaults to 4) and price per seat.
import type { ReactNode } from 'react';
import { TRIP_SEATS } from '../../../contract/trip-limits';
import type { TripRow } from '../../../db/database';
import { formatDateTime, formatPrice, relativeTime } from '../../ui/format';
import { RouteDetailHeader } from '../routes/route-detail-header';
import { TripStatusBadge } from './trip-status-badge';

export function TripDetailHeader({ trip, actions }: { trip: TripRow; actions?: ReactNode }) {
  const total = trip.total_seats ?? TRIP_SEATS.defaultTotal;
  return (
    <RouteDetailHeader
      row={trip}
      posted={trip.created_at ? `Publié ${relativeTime(trip.created_at)}` : null}
      badge={<TripStatusBadge status={trip.status} text={trip.status_text} />}
      actions={actions}
      facts={[
        { term: 'Départ', value: formatDateTime(trip.departure_time) },
        { term: 'Places disponibles', value: `${trip.available_seats}/${total}`, testId: 'trip-seats' },
        { term: 'Prix par place', value: formatPrice(trip.price_per_seat) },
      ]}
    />
  );
}
