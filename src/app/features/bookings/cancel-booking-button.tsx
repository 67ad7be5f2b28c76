// The passenger's cancel control for one of their bookings: a sent pending or accepted booking is cancelled on the
// server (after confirmation); one never sent is simply taken out of the outbox.
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { BOOKING_STATUS } from '../../../contract/statuses';
import { db, type BookingRow } from '../../../db/database';
import { cancelBooking } from '../../../db/commands/bookings';
import { discardEntry } from '../../../db/outbox-outcomes';
import { runWithToasts } from '../../ui/command-outcome';
import { confirmDialog } from '../../ui/dialogs';
import { notify } from '../../ui/toast';

export const BOOKING_CANCELLED = 'Réservation annulée';
export const CANCEL_FAILED = "Échec de l'annulation de la réservation";
export const SENDING_NOW = 'Envoi en cours : cette réservation ne peut plus être abandonnée.';

/** Whether the passenger may still cancel: pending or accepted, and the trip not departed (when known). */
export function canCancelBooking(booking: BookingRow, departureTime?: string, now = Date.now()): boolean {
  if (booking.status !== BOOKING_STATUS.pending && booking.status !== BOOKING_STATUS.accepted) return false;
  const departure = departureTime ?? booking.trip?.departure_time;
  return !departure || !(Date.parse(departure) <= now);
}

export function CancelBookingButton({ booking, departureTime, size = 'sm' }: { booking: BookingRow; departureTime?: string; size?: 'sm' | 'lg' }) {
  const [busy, setBusy] = useState(false);
  const unsent = booking.id < 0;
  // An unsent booking leaves with its outbox entry; a sent one while no decision about it is in flight.
  if (unsent ? !booking._entryId : !canCancelBooking(booking, departureTime) || booking._pending?.includes('status')) return null;

  async function cancel() {
    const confirmed = await confirmDialog({
      text: unsent ? "Cette réservation n'a pas encore été envoyée : elle sera abandonnée." : 'Votre réservation sera annulée.',
      confirm: 'Oui, annuler',
      cancel: 'Non',
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      if (unsent) {
        if (!(await discardEntry(db, booking._entryId!))) notify.info(SENDING_NOW);
      } else {
        await runWithToasts(() => cancelBooking(db, booking), { sent: BOOKING_CANCELLED, failed: CANCEL_FAILED });
      }
    } finally {
      setBusy(false);
    }
  }

  const label = unsent ? 'Annuler' : 'Annuler la réservation';
  const reference = unsent ? 'non envoyée' : `#${booking.id}`;
  return (
    <Button variant="outline-danger" size={size} disabled={busy} aria-label={`${label} ${reference}`} onClick={() => void cancel()}>
      {label}
    </Button>
  );
}
