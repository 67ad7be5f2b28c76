// A trip's status badge: colour from the status table, text from the server's status_text.
import { TRIP_STATUS_BADGE, TRIP_STATUS_TEXT } from '../../../contract/statuses';
import { StatusBadge } from '../../ui/status-badge';

export function TripStatusBadge({ status, text }: { status: number; text?: string }) {
  return <StatusBadge bg={TRIP_STATUS_BADGE[status] ?? 'secondary'}>{text || TRIP_STATUS_TEXT[status] || 'Inconnu'}</StatusBadge>;
}
