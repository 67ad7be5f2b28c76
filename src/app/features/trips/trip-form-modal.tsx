// Add Trip / Edit Trip (spec 001 §5): cities, places, departure time, seats 1–8, price ≥ 0 (step 0.01), one of
// the driver's own vehicles, description. Server field errors land under the fields; offline the trip is queued.
import { useEffect, useState } from 'react';
import { Form, Modal } from 'react-bootstrap';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { tripRequest } from '../../../contract/trips';
import { TRIP_SEATS } from '../../../contract/trip-limits';
import { isoToTunisLocal, tunisLocalToIso } from '../../../contract/tunis-time';
import { db, type TripRow } from '../../../db/database';
import { vehiclesToDriveWith } from '../../../db/profile-queries';
import { saveTrip } from '../../../db/commands/trips';
import { runCommand, sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { TextField } from '../../ui/text-field';
import { FieldError } from '../../ui/field-error';
import { SubmitButton } from '../../ui/submit-button';
import { showFailure } from '../../ui/server-errors';
import { GENERIC_FORM_ERROR, notify } from '../../ui/toast';
import { CitySelect } from './city-select';

export const TRIP_QUEUED = 'Trajet enregistré : il sera envoyé dès le retour du réseau.';

const tripForm = tripRequest.superRefine((body, ctx) => {
  // An empty or unreadable time already has its own message (and would not convert in every browser).
  if (!body.departure_time || Number.isNaN(Date.parse(`${body.departure_time}:00Z`))) return;
  if (Date.parse(tunisLocalToIso(body.departure_time)) <= Date.now()) {
    ctx.addIssue({ code: 'custom', path: ['departure_time'], message: 'The departure time must be a date after now.' });
  }
});
type TripFormValues = z.input<typeof tripForm>;
const FIELDS = ['departure_city_id', 'arrival_city_id', 'departure_location', 'arrival_location', 'departure_time', 'available_seats', 'price_per_seat', 'description', 'vehicle_id'] as const;

function defaults(trip?: TripRow): TripFormValues {
  return {
    departure_city_id: trip?.departure_city_id ?? 0,
    arrival_city_id: trip?.arrival_city_id ?? 0,
    departure_location: trip?.departure_location ?? '',
    arrival_location: trip?.arrival_location ?? '',
    departure_time: trip ? isoToTunisLocal(trip.departure_time) : '',
    available_seats: trip?.available_seats ?? TRIP_SEATS.defaultTotal,
    price_per_seat: trip?.price_per_seat ?? '',
    description: trip?.description ?? '',
    vehicle_id: trip?.vehicle_id ?? 0,
  } as TripFormValues;
}

export function TripFormModal({ show, onHide, trip }: { show: boolean; onHide: () => void; trip?: TripRow }) {
  const { session } = useSession();
  const [busy, setBusy] = useState(false);
  const vehicles = useLiveQuery(() => (session ? vehiclesToDriveWith(db, session.user.id) : []), [session?.user.id], []);
  const { register, control, handleSubmit, setError, reset, formState } = useForm<TripFormValues>({ resolver: zodResolver(tripForm), defaultValues: defaults(trip) });
  const errors = formState.errors;

  useEffect(() => {
    if (!show) return;
    reset(defaults(trip));
    void sync.refreshVehicles();
    // Only when the modal opens: a live update must not wipe what the driver is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  const submit = handleSubmit(async (values) => {
    setBusy(true);
    const form = {
      departure_city_id: Number(values.departure_city_id),
      arrival_city_id: Number(values.arrival_city_id),
      departure_location: values.departure_location,
      arrival_location: values.arrival_location ?? '',
      departure_time: tunisLocalToIso(values.departure_time),
      available_seats: Number(values.available_seats),
      price_per_seat: Number(values.price_per_seat),
      description: values.description ?? '',
      vehicle_id: Number(values.vehicle_id),
    };
    let outcome;
    try {
      outcome = await runCommand(saveTrip(db, form, trip));
    } catch (error) {
      // Nothing was written (signed out meanwhile, or the device's storage refused): say so, keep the form.
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
    const message = (outcome.status === 'sent' && (outcome.response as { message?: string } | null)?.message) || (trip ? 'Trip updated successfully' : 'Trip created successfully');
    if (outcome.status === 'sent') notify.success(message);
    else notify.info(TRIP_QUEUED);
    onHide();
  });

  const title = trip ? 'Edit Trip' : 'Add Trip';
  return (
    <Modal show={show} onHide={onHide} centered size="lg" aria-labelledby="trip-form-title">
      <Modal.Header closeButton closeLabel="Fermer">
        <Modal.Title id="trip-form-title">{title}</Modal.Title>
      </Modal.Header>
      <form onSubmit={submit} noValidate>
        <Modal.Body>
          <div className="row g-2">
            <div className="col-md-6 mb-3">
              <Controller
                control={control}
                name="departure_city_id"
                render={({ field }) => (
                  <CitySelect id="trip-departure-city" label="Ville de départ" placeholder="Choisir une ville" value={Number(field.value) || undefined} onChange={(id) => field.onChange(id ?? 0)} isInvalid={!!errors.departure_city_id} describedBy="trip-departure-city-error" />
                )}
              />
              <FieldError id="trip-departure-city-error" message={errors.departure_city_id?.message} />
            </div>
            <div className="col-md-6 mb-3">
              <Controller
                control={control}
                name="arrival_city_id"
                render={({ field }) => (
                  <CitySelect id="trip-arrival-city" label="Ville d'arrivée" placeholder="Choisir une ville" value={Number(field.value) || undefined} onChange={(id) => field.onChange(id ?? 0)} isInvalid={!!errors.arrival_city_id} describedBy="trip-arrival-city-error" />
                )}
              />
              <FieldError id="trip-arrival-city-error" message={errors.arrival_city_id?.message} />
            </div>
            <TextField className="col-md-6 mb-3" id="trip-departure-location" label="Lieu de départ" error={errors.departure_location?.message} {...register('departure_location')} />
            <TextField className="col-md-6 mb-3" id="trip-arrival-location" label="Lieu d'arrivée" error={errors.arrival_location?.message} {...register('arrival_location')} />
            <TextField className="col-md-6 mb-3" id="trip-departure-time" label="Date et heure de départ" type="datetime-local" error={errors.departure_time?.message} {...register('departure_time')} />
            <TextField className="col-md-3 mb-3" id="trip-seats" label="Places" type="number" min={TRIP_SEATS.min} max={TRIP_SEATS.max} error={errors.available_seats?.message} {...register('available_seats')} />
            <TextField className="col-md-3 mb-3" id="trip-price" label="Prix par place (TND)" type="number" min={0} step="0.01" error={errors.price_per_seat?.message} {...register('price_per_seat')} />
            <div className="col-12 mb-3">
              <label htmlFor="trip-vehicle" className="form-label">
                Véhicule
              </label>
              <Form.Select id="trip-vehicle" isInvalid={!!errors.vehicle_id} aria-describedby="trip-vehicle-error" {...register('vehicle_id')}>
                <option value={0}>Choisir un de vos véhicules</option>
                {vehicles.map((vehicle) => (
                  <option key={vehicle.id} value={vehicle.id}>
                    {vehicle.make} {vehicle.model}
                    {vehicle.plate_number ? ` · ${vehicle.plate_number}` : ''}
                  </option>
                ))}
              </Form.Select>
              <FieldError id="trip-vehicle-error" message={errors.vehicle_id?.message} />
            </div>
            <div className="col-12 mb-2">
              <label htmlFor="trip-description" className="form-label">
                Description (facultatif)
              </label>
              <textarea
                id="trip-description"
                className={`form-control${errors.description ? ' is-invalid' : ''}`}
                rows={3}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={errors.description ? 'trip-description-error' : undefined}
                {...register('description')}
              />
              <FieldError id="trip-description-error" message={errors.description?.message} />
            </div>
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            Annuler
          </button>
          <SubmitButton busy={busy} busyText="Enregistrement..." className="">
            {trip ? 'Enregistrer' : 'Publier le trajet'}
          </SubmitButton>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
