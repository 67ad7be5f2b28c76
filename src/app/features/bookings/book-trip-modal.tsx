// "Book Your Trip" (spec 001 §5): seats 1..available, notes, terms, total = price × seats in TND. Offline the
// booking is queued and shows at once as pending; online the server's answer (or refusal) shows here. On a trip with
// stopovers the passenger chooses where to get in and out (the leg the search found, at first): seats and price are
// the leg's.
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
import type { TripLeg } from '../../../contract/trip-route';
import { legBetween, stopsOfCard } from '../../../contract/trip-legs';
import { useCityName } from '../../i18n/use-city-name';
import { legPlaces, shownStops } from '../trips/trip-stops';
import { StopSelect } from '../trips/stop-select';
import { isWoman } from '../../../contract/women-only';
import { myProfile } from '../../../db/queries';
import { useSafetyText } from '../safety/text';
import { useLiveQuery } from 'dexie-react-hooks';

export function BookTripModal({ trip, leg, show, onHide }: { trip: TripRow; leg?: TripLeg; show: boolean; onHide: () => void }) {
  const _ = useBookingsText();
  const safety = useSafetyText();
  const profile = useLiveQuery(() => myProfile(db), []);
  const routeLabel = useRouteLabel();
  const city = useCityName();
  const stops = shownStops(trip);
  const last = stops.length - 1;
  const startOf = (l?: TripLeg) => ({
    from: Math.max(0, l ? stops.findIndex((stop) => stop.cityId === l.from_city_id) : 0),
    to: l
      ? Math.max(
          1,
          stops.findIndex((stop) => stop.cityId === l.to_city_id),
        )
      : last,
  });
  const [part, setPart] = useState(() => startOf(leg));
  const chosen = legBetween(stopsOfCard(trip), part.from, Math.max(part.to, part.from + 1));
  const [seats, setSeats] = useState(1);
  const [notes, setNotes] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { busy, run } = useCommand({
    onFieldErrors: (messages) => setErrors(Object.fromEntries(Object.entries(messages).flatMap(([field, [first]]) => (first ? [[field, first]] : [])))),
  });
  const available = Math.max(0, chosen.available_seats);

  useEffect(() => {
    if (!show) return;
    setPart(startOf(leg));
    setSeats(1);
    setNotes('');
    setTerms(false);
    setErrors({});
    // Only when the modal opens: a live update of the trip must not move the stops the passenger chose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setErrors({});
    // The spec keeps the loading state 1 s after a booking submit; a booking sent shows its dialog, not a toast.
    const whole = part.from === 0 && part.to === last;
    const booked = whole ? undefined : { from_city_id: chosen.from_city_id, to_city_id: chosen.to_city_id, price_per_seat: chosen.price_per_seat };
    const outcome = await run(() => bookTrip(db, trip, seats, notes, undefined, booked), { queued: bookingsText('book.queued'), holdMs: 1000 });
    if (outcome.status === 'queued') onHide();
    if (outcome.status !== 'sent') return;
    onHide();
    const parsed = bookingResponse.safeParse(outcome.response);
    await successDialog(parsed.success ? bookingsText('book.reference', { id: parsed.data.data.id }) : undefined, bookingsText('book.confirmed'));
  }

  const total = bookingTotal(chosen.price_per_seat, seats);
  // "Entre femmes": said here rather than refused once sent (issue 40).
  const forWomenOnly = trip.women_only === true && !isWoman(profile);
  const footer = (
    <ModalFormFooter busy={busy} busyText={_('book.busy')} disabled={!terms || available === 0 || forWomenOnly} onCancel={onHide}>
      {_('book.submit')}
    </ModalFormFooter>
  );
  return (
    <FormModal show={show} onHide={onHide} titleId="book-title" title={_('book.title')} onSubmit={(event) => void submit(event)} footer={footer}>
      <p className="mb-1 fw-semibold">{routeLabel(legPlaces(trip, chosen))}</p>
      <p className="text-body-secondary">{formatDateTime(chosen.departure_time)}</p>
      {forWomenOnly ? (
        <p className="alert alert-warning small py-2" role="alert">
          {safety('womenOnly.trip.forWomen')}
        </p>
      ) : null}
      {stops.length > 2 ? (
        <div className="row g-2">
          <StopSelect
            id="book-from"
            label={_('book.from')}
            value={part.from}
            error={errors.from_city_id}
            options={stops.slice(0, -1).map((stop, index) => ({ value: index, name: city(stop.name) }))}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
              const from = Number(event.target.value);
              setPart(({ to }) => ({ from, to: Math.max(to, from + 1) }));
              setSeats(1);
            }}
          />
          <StopSelect
            id="book-to"
            label={_('book.to')}
            value={part.to}
            error={errors.to_city_id}
            options={stops.flatMap((stop, index) => (index > part.from ? [{ value: index, name: city(stop.name) }] : []))}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
              setPart(({ from }) => ({ from, to: Number(event.target.value) }));
              setSeats(1);
            }}
          />
        </div>
      ) : null}
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
          {seats} × {formatPrice(chosen.price_per_seat)}
        </span>
        <strong data-testid="booking-total">{_('book.total', { total: formatPrice(total) })}</strong>
      </p>
      <Form.Check id="book-terms" label={_('book.terms')} checked={terms} onChange={(event) => setTerms(event.target.checked)} />
    </FormModal>
  );
}
