// The trip detail header (spec 001 §2): route and posted time, status badge, departure date, seats as
// available/total (total defaults to 4) and price per seat.
import type { ReactNode } from 'react';
import { TRIP_SEATS } from '../../../contract/trip-limits';
import type { TripRow } from '../../../db/database';
import { formatDateTime, formatPrice, relativeTime } from '../../ui/format';
import { RouteDetailHeader } from '../listings/route-detail-header';
import { TripStatusBadge } from './trip-status-badge';
import { useTripsText } from './text';
import { WomenOnlyBadge } from '../../ui/women-only-badge';

export function TripDetailHeader({ trip, actions }: { trip: TripRow; actions?: ReactNode }) {
  const _ = useTripsText();
  const total = trip.total_seats ?? TRIP_SEATS.defaultTotal;
  return (
    <RouteDetailHeader
      row={trip}
      posted={trip.created_at ? _('detail.posted', { time: relativeTime(trip.created_at) }) : null}
      badge={
        <span className="d-inline-flex flex-wrap gap-1">
          <WomenOnlyBadge show={trip.women_only} label={_('womenOnly.badge')} />
          <TripStatusBadge status={trip.status} text={trip.status_text} />
        </span>
      }
      actions={actions}
      facts={[
        { term: _('fact.departure'), value: formatDateTime(trip.departure_time) },
        { term: _('fact.seatsLeft'), value: `${trip.available_seats}/${total}`, testId: 'trip-seats' },
        { term: _('fact.pricePerSeat'), value: formatPrice(trip.price_per_seat) },
      ]}
    />
  );
}
