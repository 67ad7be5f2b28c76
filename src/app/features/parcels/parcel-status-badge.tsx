// A parcel's status in its colour, with "En attente d'envoi" while a change of it waits in the outbox.
import { PARCEL_STATUS_BADGE } from '../../../contract/statuses';
import type { ParcelRow } from '../../../db/database';
import { StatusBadgeWithPending } from '../../ui/status-badge';
import { statusLabel } from './parcel-words';
import { useParcelsText } from './text';

export function ParcelStatusBadge({ parcel }: { parcel: ParcelRow }) {
  useParcelsText();
  const pending = parcel.id < 0 || !!parcel._pending?.some((field) => field === '*' || field === 'status');
  return (
    <StatusBadgeWithPending bg={PARCEL_STATUS_BADGE[parcel.status] ?? 'secondary'} pending={pending}>
      {statusLabel(parcel.status, parcel.status_text)}
    </StatusBadgeWithPending>
  );
}
