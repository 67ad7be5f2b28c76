// A trip's status badge: colour from the status table, text from the server's status_text.
import { Badge } from 'react-bootstrap';
import { TRIP_STATUS_BADGE, TRIP_STATUS_TEXT } from '../../../contract/statuses';

export function TripStatusBadge({ status, text }: { status: number; text?: string }) {
  const bg = TRIP_STATUS_BADGE[status] ?? 'secondary';
  return (
    <Badge bg={bg} text={bg === 'warning' || bg === 'info' ? 'dark' : undefined}>
      {text || TRIP_STATUS_TEXT[status] || 'Inconnu'}
    </Badge>
  );
}
