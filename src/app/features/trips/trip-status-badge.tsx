// A trip's status badge: colour from the status table, its label in the active language by status code (the
// server's status_text, written in French, only for a code this version does not know).
import { TRIP_STATUS_BADGE, TRIP_STATUS_TEXT } from '../../../contract/statuses';
import { StatusBadge } from '../../ui/status-badge';
import { useTripsText } from './text';

const KNOWN = new Set(Object.keys(TRIP_STATUS_TEXT).map(Number));

export function TripStatusBadge({ status, text }: { status: number; text?: string }) {
  const _ = useTripsText();
  const label = KNOWN.has(status) ? _(`status.${status}` as 'status.0') : text || _('status.unknown');
  return <StatusBadge bg={TRIP_STATUS_BADGE[status] ?? 'secondary'}>{label}</StatusBadge>;
}
