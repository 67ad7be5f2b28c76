// Create Travel Request / Edit Travel Request (spec 001 §5): cities, pickup and drop-off points, desired date and
// time, seats 1–8, an optional budget ≥ 0 (step 0.01), luggage, description and notes. Server field errors land
// under the fields; offline the request is kept and shown at once, marked as waiting to be sent.
import { useEffect, useState } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { announcementRequest } from '../../../contract/announcements';
import { ANNOUNCEMENT_SEATS, LUGGAGE_DEFAULT } from '../../../contract/announcement-rules';
import { isoToTunisLocal, tunisLocalToIso } from '../../../contract/tunis-time';
import { db, type AnnouncementRow } from '../../../db/database';
import { saveAnnouncement } from '../../../db/commands/announcements';
import { runCommand } from '../../../sync/client';
import { TextField } from '../../ui/text-field';
import { FieldError } from '../../ui/field-error';
import { SubmitButton } from '../../ui/submit-button';
import { showFailure } from '../../ui/server-errors';
import { GENERIC_FORM_ERROR, notify } from '../../ui/toast';
import { CitySelect } from '../trips/city-select';
import { ANNOUNCEMENT_CREATED, ANNOUNCEMENT_QUEUED, ANNOUNCEMENT_UPDATED } from './announcement-texts';

/** What people usually say about their bags; a value typed elsewhere (another client) is kept as an option. */
const LUGGAGE_OPTIONS = [LUGGAGE_DEFAULT, 'Petit sac', 'Grande valise', 'Plusieurs valises'];

const travelRequestForm = announcementRequest.superRefine((body, ctx) => {
  const local = String(body.desired_departure_time ?? '');
  if (!local || Number.isNaN(Date.parse(`${local}:00Z`))) return;
  if (Date.parse(tunisLocalToIso(local)) <= Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['desired_departure_time'], message: 'The desired departure time must be a date after now.' });
  }
});
type Values = z.input<typeof travelRequestForm>;
const FIELDS = [
  'departure_city_id',
  'arrival_city_id',
  'departure_location',
  'arrival_location',
  'desired_departure_time',
  'seats_needed',
  'max_price_per_seat',
  'luggage_size',
  'description',
  'additional_notes',
] as const;

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
  };
}

export function AnnouncementFormModal({ show, onHide, announcement }: { show: boolean; onHide: () => void; announcement?: AnnouncementRow }) {
  const [busy, setBusy] = useState(false);
  const { register, control, handleSubmit, setError, reset, formState, watch } = useForm<Values>({
    resolver: zodResolver(travelRequestForm),
    defaultValues: defaults(announcement),
  });
  const errors = formState.errors;
  const luggage = String(watch('luggage_size') ?? LUGGAGE_DEFAULT);

  useEffect(() => {
    // Only when the modal opens: a live update of the row must not wipe what the passenger is typing.
    if (show) reset(defaults(announcement));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    // The contract's own reading of the form (numbers, the budget left empty, the default luggage), in UTC.
    const { user_id: _user, id: _id, ...form } = announcementRequest.parse({
      ...values,
      desired_departure_time: tunisLocalToIso(String(values.desired_departure_time)),
    });
    let outcome;
    try {
      outcome = await runCommand(saveAnnouncement(db, form, announcement));
    } catch (error) {
      // Nothing was written (signed out meanwhile, or the request is gone): say so, keep the form.
      setBusy(false);
      notify.error(error instanceof Error ? error.message : GENERIC_FORM_ERROR);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the spec's 1 s after a form save
    setBusy(false);
    if (outcome.status === 'failed') {
      showFailure(outcome.error, setError, FIELDS);
      return;
    }
    if (outcome.status === 'sent') {
      const message = (outcome.response as { message?: string } | null)?.message;
      notify.success(message || (announcement ? ANNOUNCEMENT_UPDATED : ANNOUNCEMENT_CREATED));
    } else notify.info(ANNOUNCEMENT_QUEUED);
    onHide();
  });

  const title = announcement ? 'Edit Travel Request' : 'Create Travel Request';
  const textArea = (name: 'description' | 'additional_notes', id: string, label: string) => (
    <div className="col-12 mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${errors[name] ? ' is-invalid' : ''}`}
        rows={2}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
        {...register(name)}
      />
      <FieldError id={`${id}-error`} message={errors[name]?.message} />
    </div>
  );
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="announcement-form-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="announcement-form-title">{title}</Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate>
        <Modal.Body>
          <div className="row g-2">
            <div className="col-md-6 mb-3">
              <Controller
                control={control}
                name="departure_city_id"
                render={({ field }) => (
                  <CitySelect
                    id="announcement-departure-city"
                    label="Ville de départ"
                    placeholder="Choisir une ville"
                    value={Number(field.value) || undefined}
                    onChange={(id) => field.onChange(id ?? 0)}
                    isInvalid={!!errors.departure_city_id}
                    describedBy="announcement-departure-city-error"
                  />
                )}
              />
              <FieldError id="announcement-departure-city-error" message={errors.departure_city_id?.message} />
            </div>
            <div className="col-md-6 mb-3">
              <Controller
                control={control}
                name="arrival_city_id"
                render={({ field }) => (
                  <CitySelect
                    id="announcement-arrival-city"
                    label="Ville d'arrivée"
                    placeholder="Choisir une ville"
                    value={Number(field.value) || undefined}
                    onChange={(id) => field.onChange(id ?? 0)}
                    isInvalid={!!errors.arrival_city_id}
                    describedBy="announcement-arrival-city-error"
                  />
                )}
              />
              <FieldError id="announcement-arrival-city-error" message={errors.arrival_city_id?.message} />
            </div>
            <TextField className="col-md-6 mb-3" id="announcement-pickup" label="Point de prise en charge" error={errors.departure_location?.message} {...register('departure_location')} />
            <TextField className="col-md-6 mb-3" id="announcement-dropoff" label="Point de dépose" error={errors.arrival_location?.message} {...register('arrival_location')} />
            <TextField
              className="col-md-6 mb-3"
              id="announcement-desired-time"
              label="Date et heure souhaitées"
              type="datetime-local"
              error={errors.desired_departure_time?.message}
              {...register('desired_departure_time')}
            />
            <TextField
              className="col-md-6 mb-3"
              id="announcement-seats"
              label="Places nécessaires"
              type="number"
              min={ANNOUNCEMENT_SEATS.min}
              max={ANNOUNCEMENT_SEATS.max}
              error={errors.seats_needed?.message}
              {...register('seats_needed')}
            />
            <TextField
              className="col-md-6 mb-3"
              id="announcement-max-price"
              label="Prix max par place (TND)"
              type="number"
              min={0}
              step="0.01"
              hint="Vide : ouvert aux offres"
              error={errors.max_price_per_seat?.message}
              {...register('max_price_per_seat')}
            />
            <div className="col-md-6 mb-3">
              <label htmlFor="announcement-luggage" className="form-label">
                Bagages
              </label>
              <Form.Select id="announcement-luggage" isInvalid={!!errors.luggage_size} aria-describedby="announcement-luggage-error" {...register('luggage_size')}>
                {(LUGGAGE_OPTIONS.includes(luggage) ? LUGGAGE_OPTIONS : [...LUGGAGE_OPTIONS, luggage]).map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Form.Select>
              <FieldError id="announcement-luggage-error" message={errors.luggage_size?.message} />
            </div>
            {textArea('description', 'announcement-description', 'Description (facultatif)')}
            {textArea('additional_notes', 'announcement-notes', 'Notes supplémentaires (facultatif)')}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            Annuler
          </button>
          <SubmitButton busy={busy} busyText="Enregistrement..." className="">
            {announcement ? 'Enregistrer' : 'Publier la demande'}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
