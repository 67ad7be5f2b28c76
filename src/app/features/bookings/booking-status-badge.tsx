// A booking's status badge (colour from the status table, text from status_text) and its "not sent yet" mark.
import { Badge } from 'react-bootstrap';
import { BOOKING_STATUS_BADGE, BOOKING_STATUS_TEXT } from '../../../contract/statuses';
import type { BookingRow } from '../../../db/database';

export const NOT_SENT_YET = "En attente d'envoi";

export function BookingStatusBadge({ booking }: { booking: Pick<BookingRow, 'status' | 'status_text' | '_pending'> }) {
  const bg = BOOKING_STATUS_BADGE[booking.status] ?? 'secondary';
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg={bg} text={bg === 'warning' ? 'dark' : undefined}>
        {booking.status_text || BOOKING_STATUS_TEXT[booking.status] || 'Inconnu'}
      </Badge>
      {booking._pending?.length ? (
        <Badge bg="light" text="dark" className="border">
          {NOT_SENT_YET}
        </Badge>
      ) : null}
    </span>
  );
}
