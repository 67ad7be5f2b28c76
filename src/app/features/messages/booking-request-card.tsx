// The Booking Request card in a conversation (spec 000 §2, §4): status, route, date, seats, total, and Accept /
// Refuse for the driver while the booking is pending — answered offline too, sent once.
import { useMessageText } from '../../i18n/use-message-text';
import { Button, Card } from 'react-bootstrap';
import type { bookingSubject } from '../../../contract/conversations';
import { BOOKING_STATUS } from '../../../contract/statuses';
import type { z } from 'zod';
import { db, type MessageRow } from '../../../db/database';
import { answerBookingCard } from '../../../db/commands/chat';
import { useCommand } from '../../hooks/use-command';
import { formatDateTime, formatPrice } from '../../ui/format';
import { BookingStatusBadge } from '../bookings/booking-status-badge';
import { useCityName } from '../../i18n/use-city-name';
import { messagesText, useMessagesText } from './text';

type BookingSubject = z.infer<typeof bookingSubject>;

export function BookingRequestCard({ message, viewerId }: { message: MessageRow; viewerId: number }) {
  const { busy, run } = useCommand();
  const _ = useMessagesText();
  // The passenger's note, or the server's default wording ("Demande de réservation : 1 place"), translated.
  const quoted = useMessageText();
  const city = useCityName();
  const booking = message.subject as BookingSubject | null | undefined;
  if (!booking || !('seats' in booking)) return <p className="small text-body-secondary">{message.content.text}</p>;
  const route = _('card.route', { from: city(booking.trip?.departure_city?.name ?? '?'), to: city(booking.trip?.arrival_city?.name ?? '?') });
  // Only the driver decides, and only while the booking waits (spec 000 §4 Booking request card).
  const canDecide = booking.passenger_id !== viewerId && booking.status === BOOKING_STATUS.pending;

  async function decide(accept: boolean) {
    const texts = accept
      ? { sent: messagesText('booking.accepted'), refused: messagesText('booking.acceptFailed'), invalid: messagesText('booking.alreadyAccepted') }
      : { sent: messagesText('booking.refused'), refused: messagesText('booking.refuseFailed'), invalid: messagesText('booking.alreadyRefused') };
    await run(() => answerBookingCard(db, message, accept), texts);
  }

  return (
    <Card className="shadow-sm booking-card" style={{ maxWidth: '22rem' }}>
      <Card.Body className="p-3">
        <div className="d-flex justify-content-between align-items-center mb-2">
          <span className="fw-semibold">{_('booking.title')}</span>
          <BookingStatusBadge booking={{ status: booking.status, status_text: booking.status_text, _pending: message._pending }} />
        </div>
        <div className="fw-semibold">{route}</div>
        <div className="small text-body-secondary">{formatDateTime(booking.created_at)}</div>
        <div className="d-flex gap-3 small mt-1">
          <span>{_('booking.seats', { seats: booking.seats })}</span>
          <span>{formatPrice(booking.total_price)}</span>
        </div>
        {message.content.text ? <p className="small fst-italic mt-2 mb-0">{_('card.quote', { text: quoted(message.content.text) })}</p> : null}
        {canDecide ? (
          <div className="d-flex gap-2 mt-2">
            <Button size="sm" variant="success" disabled={busy} onClick={() => void decide(true)}>
              {_('booking.accept')}
            </Button>
            <Button size="sm" variant="outline-danger" disabled={busy} onClick={() => void decide(false)}>
              {_('booking.refuse')}
            </Button>
          </div>
        ) : null}
      </Card.Body>
    </Card>
  );
}
