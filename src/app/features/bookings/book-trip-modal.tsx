// "Book Your Trip" (spec 001 §5): seats 1..available, notes, terms, total = price × seats in TND. Offline the
// booking is queued and shows at once as pending; online the server's answer (or refusal) shows here.
import { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import type { TripRow } from '../../../db/database';
import { db } from '../../../db/database';
import { bookTrip, bookingTotal } from '../../../db/commands/bookings';
import { bookingResponse } from '../../../contract/bookings';
import { FieldError } from '../../ui/field-error';
import { useCommand } from '../../hooks/use-command';
import { FormModal } from '../../ui/form-modal';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { formatDateTime, formatPrice } from '../../ui/format';
import { successDialog } from '../../ui/dialogs';
import { useRouteLabel } from '../listings/route-label';
import { bookingsText, useBookingsText } from './text';

export function BookTripModal({ trip, show, onHide }: { trip: TripRow; show: boolean; onHide: () => void }) {
  const _ = useBookingsText();
  const routeLabel = useRouteLabel();
  const [seats, setSeats] = useState(1);
  const [notes, setNotes] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useCommand({
    onFieldErrors: (messages) => setErrors(Object.fromEntries(Object.entries(messages).flatMap(([field, [first]]) => (first ? [[field, first]] : [])))),
  });
  const available = Math.max(0, trip.available_seats);

  useEffect(() => {
    if (!show) return;
    setSeats(1);
    setNotes('');
    setTerms(false);
    setErrors({});
  }, [show]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    // The spec keeps the loading state 1 s after a booking submit; a booking sent shows its dialog, not a toast.
    const outcome = await run(() => bookTrip(db, trip, seats, notes), { queued: bookingsText('book.queued'), holdMs: 1000 });
    if (outcome.status === 'queued') onHide();
    if (outcome.status !== 'sent') return;
    onHide();
    const parsed = bookingResponse.safeParse(outcome.response);
    await successDialog(parsed.success ? bookingsText('book.reference', { id: parsed.data.data.id }) : undefined, bookingsText('book.confirmed'));
  }

  const total = bookingTotal(trip.price_per_seat, seats);
  const footer = (
    <ModalFormFooter busy={busy} busyText={_('book.busy')} disabled={!terms || available === 0} onCancel={onHide}>
      {_('book.submit')}
    </ModalFormFooter>
  );
  return (
    <FormModal show={show} onHide={onHide} titleId="book-title" title={_('book.title')} onSubmit={(event) => void submit(event)} footer={footer}>
      <p className="mb-1 fw-semibold">{routeLabel(trip)}</p>
      <p className="text-body-secondary">{formatDateTime(trip.departure_time)}</p>
      <div className="mb-3">
        <label htmlFor="book-seats" className="form-label">
          {_('book.seatCount')}
        </label>
        <Form.Select
          id="book-seats"
          value={seats}
          disabled={available === 0}
          isInvalid={!!errors.seats}
          aria-describedby={errors.seats ? 'book-seats-error' : undefined}
          onChange={(event) => {
            setSeats(Number(event.target.value));
            setErrors(({ seats: _seats, ...rest }) => rest);
          }}
        >
          {Array.from({ length: Math.max(1, available) }, (_unused, index) => index + 1).map((count) => (
            <option key={count} value={count}>
              {_('book.seats', { count })}
            </option>
          ))}
        </Form.Select>
        <FieldError id="book-seats-error" message={errors.seats} />
      </div>
      <div className="mb-3">
        <label htmlFor="book-notes" className="form-label">
          {_('book.notes')}
        </label>
        <textarea id="book-notes" className="form-control" rows={2} value={notes} onChange={(event) => setNotes(event.target.value)} />
      </div>
      <p className="d-flex justify-content-between border-top pt-2 mb-3" aria-live="polite">
        <span>
          {seats} × {formatPrice(trip.price_per_seat)}
        </span>
        <strong data-testid="booking-total">{_('book.total', { total: formatPrice(total) })}</strong>
      </p>
      <Form.Check id="book-terms" label={_('book.terms')} checked={terms} onChange={(event) => setTerms(event.target.checked)} />
    </FormModal>
  );
}
