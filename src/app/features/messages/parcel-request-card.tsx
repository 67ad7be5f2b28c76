// The Parcel Request card in a conversation (DESIGN.md §9), like a booking's: what is sent, on which route, for how
// much, and its status; the driver accepts or refuses it here, offline too. The parcel of the mirror, when the device
// has it, is fresher than the card's copy and carries the actions.
import { Card } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { PARCEL_STATUS_BADGE } from '../../../contract/statuses';
import type { ParcelSubject } from '../../../contract/conversations';
import { db, type MessageRow } from '../../../db/database';
import { formatPrice } from '../../ui/format';
import { StatusBadge } from '../../ui/status-badge';
import { useStatusText } from '../../ui/status-text';
import { useCityName } from '../../i18n/use-city-name';
import { useMessagesText } from './text';
import { ParcelActions } from '../parcels/parcel-actions';
import { ParcelStatusBadge } from '../parcels/parcel-status-badge';
import { sizeLabel } from '../parcels/parcel-words';

export function ParcelRequestCard({ message, viewerId }: { message: MessageRow; viewerId: number }) {
  const _ = useMessagesText();
  const statusText = useStatusText();
  const city = useCityName();
  const subject = message.subject as ParcelSubject | null | undefined;
  const parcel = useLiveQuery(async () => (subject?.id ? ((await db.parcels.get(subject.id)) ?? null) : null), [subject?.id]);
  if (!subject || !('size' in subject)) return <p className="small text-body-secondary">{message.content.text}</p>;
  const route = _('card.route', { from: city(subject.trip?.departure_city?.name ?? '?'), to: city(subject.trip?.arrival_city?.name ?? '?') });
  const status = parcel?.status ?? subject.status ?? 0;
  return (
    <Card className="shadow-sm booking-card" style={{ maxWidth: '22rem' }} data-testid="parcel-request-card">
      <Card.Body className="p-3">
        <div className="d-flex justify-content-between align-items-center mb-2">
          <span className="fw-semibold">{_('parcel.title')}</span>
          {parcel ? (
            <ParcelStatusBadge parcel={parcel} />
          ) : (
            <StatusBadge bg={PARCEL_STATUS_BADGE[status] ?? 'secondary'}>{statusText('parcel', status)}</StatusBadge>
          )}
        </div>
        <div className="fw-semibold">{route}</div>
        <div className="small">
          {sizeLabel(subject.size ?? '')} · {subject.description}
          {subject.price !== undefined ? ` · ${formatPrice(subject.price)}` : ''}
        </div>
        {parcel ? (
          <div className="mt-2">
            <ParcelActions parcel={parcel} userId={viewerId} />
          </div>
        ) : null}
        <Link to={`/parcels/${subject.id}`} className="small d-inline-block mt-2">
          {_('parcel.view')}
        </Link>
      </Card.Body>
    </Card>
  );
}
