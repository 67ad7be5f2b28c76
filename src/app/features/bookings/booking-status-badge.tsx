// A booking's status badge (colour from the status table, text from status_text) and its "not sent yet" mark.
import { BOOKING_STATUS_BADGE, BOOKING_STATUS_TEXT } from '../../../contract/statuses';
import type { BookingRow } from '../../../db/database';
import { StatusBadgeWithPending } from '../../ui/status-badge';

export function BookingStatusBadge({ booking }: { booking: Pick<BookingRow, 'status' | 'status_text' | '_pending'> }) {
  return (
    <StatusBadgeWithPending bg={BOOKING_STATUS_BADGE[booking.status] ?? 'secondary'} pending={!!booking._pending?.length}>
      {booking.status_text || BOOKING_STATUS_TEXT[booking.status] || 'Inconnu'}
    </StatusBadgeWithPending>
  );
}
