// The passenger's cancel control for one of their bookings, after confirmation; a booking not sent yet is cancelled
// the same way (the cancel waits for it in the outbox).
import { Button } from 'react-bootstrap';
import { db, type BookingRow } from '../../../db/database';
import { canCancelBooking } from './can-cancel';
import { useCommand } from '../../hooks/use-command';
import { confirmDialog } from '../../ui/dialogs';
import { bookingsText, useBookingsText } from './text';

export function CancelBookingButton({ booking, departureTime, size = 'sm' }: { booking: BookingRow; departureTime?: string; size?: 'sm' | 'lg' }) {
  const _ = useBookingsText();
  const { busy, run } = useCommand();
  const unsent = booking.id < 0;
  // A booking not sent yet is cancelled the same way: the cancel waits for it. Not while another change of its
  // status is in flight.
  if (!canCancelBooking(booking, departureTime) || booking._pending?.includes('status')) return null;

  async function cancel() {
    const confirmed = await confirmDialog({
      text: bookingsText('cancel.question'),
      confirm: bookingsText('cancel.yes'),
      cancel: bookingsText('cancel.no'),
      danger: true,
    });
    if (!confirmed) return;
    // The command's code (and the validator it brings) loads at the first cancel, not with every trip's page.
    await run(async () => (await import('../../../db/commands/bookings')).cancelBooking(db, booking), {
      sent: bookingsText('cancel.cancelled'),
      refused: bookingsText('cancel.failed'),
    });
  }

  const reference = unsent ? _('cancel.unsent') : `#${booking.id}`;
  return (
    <Button variant="outline-danger" size={size} disabled={busy} aria-label={_('cancel.labelFor', { reference })} onClick={() => void cancel()}>
      {_('cancel.label')}
    </Button>
  );
}
