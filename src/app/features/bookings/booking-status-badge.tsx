// A booking's status badge (colour from the status table, its label in the active language by status code; the
// server's French status_text only for a code this version does not know) and its "not sent yet" mark.
import { BOOKING_STATUS_BADGE, BOOKING_STATUS_TEXT } from '../../../contract/statuses';
import type { BookingRow } from '../../../db/database';
import { StatusBadgeWithPending } from '../../ui/status-badge';
import { useBookingsText } from './text';

const KNOWN = new Set(Object.keys(BOOKING_STATUS_TEXT).map(Number));

export function BookingStatusBadge({ booking }: { booking: Pick<BookingRow, 'status' | 'status_text' | '_pending'> }) {
  const _ = useBookingsText();
  return (
    <StatusBadgeWithPending bg={BOOKING_STATUS_BADGE[booking.status] ?? 'secondary'} pending={!!booking._pending?.length}>
      {KNOWN.has(booking.status) ? _(`status.${booking.status}` as 'status.0') : booking.status_text || _('status.unknown')}
    </StatusBadgeWithPending>
  );
}
