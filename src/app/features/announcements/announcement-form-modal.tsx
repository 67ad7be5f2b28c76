// Create Travel Request / Edit Travel Request (spec 001 §5): cities, pickup and drop-off points, desired date and
// time, seats 1–8, an optional budget ≥ 0 (step 0.01), luggage, description and notes. Server field errors land
// under the fields; offline the request is kept and shown at once, marked as waiting to be sent.
import { useEffect } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { announcementRequest } from '../../../contract/announcements';
import { ANNOUNCEMENT_SEATS, LUGGAGE_DEFAULT } from '../../../contract/announcement-rules';
import { isoToTunisLocal, tunisLocalToIso } from '../../../contract/tunis-time';
import { db, type AnnouncementRow } from '../../../db/database';
import { saveAnnouncement } from '../../../db/commands/announcements';
import { FieldError } from '../../ui/field-error';
import { PriceField, SeatsField } from '../../ui/number-fields';
import { TextAreaField } from '../../ui/text-area-field';
import { futureDeparture } from '../listings/future-departure';
import { ListingFormModal, useListingSave } from '../listings/listing-form-modal';
import { LUGGAGE_OPTIONS, luggageId } from './luggage';
import { announcementsText, useAnnouncementsText } from './text';
import { WomenOnlyField } from '../safety/women-only-field';

/** What people usually say about their bags; a value typed elsewhere (another client) is kept as an option. */
const LUGGAGE_VALUES: string[] = Object.keys(LUGGAGE_OPTIONS);

// The message is read when the form is checked, so it follows the language of that moment.
const travelRequestForm = announcementRequest.superRefine(futureDeparture('desired_departure_time', () => announcementsText('form.futureDeparture')));
type Values = z.input<typeof travelRequestForm>;
type Output = z.output<typeof travelRequestForm>;

function defaults(row?: AnnouncementRow): Values {
  return {
    departure_city_id: row?.departure_city_id ?? 0,
    arrival_city_id: row?.arrival_city_id ?? 0,
    departure_location: row?.departure_location ?? '',
    arrival_location: row?.arrival_location ?? '',
    desired_departure_time: row ? isoToTunisLocal(row.desired_departure_time) : '',
    seats_needed: row?.seats_needed ?? 1,
    max_price_per_seat: row?.max_price_per_seat ?? '',
    luggage_size: row?.luggage_size || LUGGAGE_DEFAULT,
    description: row?.description ?? '',
    additional_notes: row?.additional_notes ?? '',
    women_only: row?.women_only ?? false,
  };
}

export function AnnouncementFormModal({ show, onHide, announcement }: { show: boolean; onHide: () => void; announcement?: AnnouncementRow }) {
  const _ = useAnnouncementsText();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(travelRequestForm), defaultValues: defaults(announcement) });
  const { register, handleSubmit, setError, reset, formState, watch } = form;
  const { busy, save } = useListingSave({ setError, schema: travelRequestForm }, onHide);
  const errors = formState.errors;
  const luggage = String(watch('luggage_size') ?? LUGGAGE_DEFAULT);

  useEffect(() => {
    // Only when the modal opens: a live update of the row must not wipe what the passenger is typing.
    if (show) reset(defaults(announcement));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  // The contract's own reading of the form (numbers, the budget left empty, the default luggage); the time typed as
  // Tunis wall time is kept as the instant.
  const submit = handleSubmit(async ({ user_id: _user, id: _id, ...values }) => {
    const body = { ...values, desired_departure_time: tunisLocalToIso(values.desired_departure_time) };
    await save(() => saveAnnouncement(db, body, announcement), {
      sent: announcementsText(announcement ? 'form.updated' : 'form.created'),
      queued: announcementsText('form.queued'),
    });
  });

  return (
    <ListingFormModal
      form={form}
      show={show}
      onHide={onHide}
      idPrefix="announcement"
      title={announcement ? _('form.editTitle') : _('form.createTitle')}
      submitText={announcement ? _('form.save') : _('form.publish')}
      busy={busy}
      onSubmit={submit}
      route={{
        pickup: { id: 'announcement-pickup', label: _('form.pickup') },
        dropOff: { id: 'announcement-dropoff', label: _('form.dropoff') },
        departure: { name: 'desired_departure_time', id: 'announcement-desired-time', label: _('form.desiredTime') },
      }}
    >
      <SeatsField<Values> className="col-md-6 mb-3" id="announcement-seats" label={_('form.seats')} limits={ANNOUNCEMENT_SEATS} name="seats_needed" />
      <PriceField<Values>
        className="col-md-6 mb-3"
        id="announcement-max-price"
        label={_('form.maxPrice')}
        hint={_('form.maxPriceHint')}
        name="max_price_per_seat"
      />
      <div className="col-md-6 mb-3">
        <label htmlFor="announcement-luggage" className="form-label">
          {_('fact.luggage')}
        </label>
        <Form.Select id="announcement-luggage" isInvalid={!!errors.luggage_size} aria-describedby="announcement-luggage-error" {...register('luggage_size')}>
          {(LUGGAGE_VALUES.includes(luggage) ? LUGGAGE_VALUES : [...LUGGAGE_VALUES, luggage]).map((option) => {
            const known = luggageId(option);
            return (
              <option key={option} value={option}>
                {known ? _(known) : option}
              </option>
            );
          })}
        </Form.Select>
        <FieldError id="announcement-luggage-error" message={errors.luggage_size?.message} />
      </div>
      <TextAreaField<Values> className="col-12 mb-3" name="description" id="announcement-description" label={_('form.description')} rows={2} />
      <TextAreaField<Values> className="col-12 mb-3" name="additional_notes" id="announcement-notes" label={_('form.notes')} rows={2} />
      <WomenOnlyField kind="request" className="col-12 mb-3" />
    </ListingFormModal>
  );
}
