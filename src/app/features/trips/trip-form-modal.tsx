// Add Trip / Edit Trip (spec 001 §5): cities, places, departure time, stopovers (issue 39), seats 1–8, price within
// the fair range (step 0.01), one of the driver's own vehicles, description. Server field errors land under the
// fields; offline the trip is queued.
import { useEffect } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLiveQuery } from 'dexie-react-hooks';
import { tripRequest } from '../../../contract/trips';
import { TRIP_SEATS } from '../../../contract/trip-limits';
import { isoToTunisLocal, tunisLocalToIso } from '../../../contract/tunis-time';
import { db, type TripRow } from '../../../db/database';
import { vehiclesToDriveWith } from '../../../db/profile-queries';
import { saveTrip } from '../../../db/commands/trips';
import { sync } from '../../../sync/client';
import { useSession } from '../../hooks/use-session';
import { PriceField, SeatsField } from '../../ui/number-fields';
import { TextAreaField } from '../../ui/text-area-field';
import { futureDeparture } from '../listings/future-departure';
import { VehicleSelectField } from '../vehicles/vehicle-select-field';
import { ListingFormModal, useListingSave } from '../listings/listing-form-modal';
import { ParcelOffersFields } from './parcel-offers-fields';
import { PARCEL_SIZE_FIELDS, parcelFieldOf, parcelOffersOf, parcelSizesOf, placeParcelErrors, type ParcelSizesFields } from './parcel-offer-form';
import { tripsText, useTripsText } from './text';
import { StopoverFields } from './stopover-fields';
import { fairPriceOf } from './use-fair-price';
import { priceWithin } from '../../../contract/road-distance';
import { pricePerKmOf } from '../../../db/price-rate';
import { formatPrice } from '../../ui/format';
import { FairPriceHint } from './fair-price-hint';
import { WomenOnlyField } from '../safety/women-only-field';

// The message is read when the form is checked, so it follows the language of that moment.
const tripForm = tripRequest.superRefine(futureDeparture('departure_time', () => tripsText('form.futureDeparture')));
/** The API's form, with the parcel sizes as the driver ticks them (one row per size) rather than as a list. */
type TripFormValues = z.input<typeof tripForm> & { parcel_sizes: ParcelSizesFields };
/** What the checked form gives the command: the contract's values, the ticked sizes as `parcel_offers`. */
type TripFormOutput = z.output<typeof tripForm>;

const contractResolver = zodResolver(tripForm);

/**
 * A new trip's price within the fair range of its road (the server's rule, issue 39), checked here too so a trip
 * published offline is not refused later for it. An edit is left to the server: a trip priced before the rule keeps
 * its price through an edit that changes neither it nor the route.
 */
async function priceOutOfRange(values: TripFormValues): Promise<string | null> {
  const ids = [values.departure_city_id, ...(values.stopovers ?? []).map((stop) => stop.city_id), values.arrival_city_id].map(Number);
  const fair = fairPriceOf(await db.cities.bulkGet(ids), await pricePerKmOf(db));
  const price = Number(values.price_per_seat);
  return fair && !priceWithin(price, fair) ? tripsText('form.priceRange', { min: formatPrice(fair.min), max: formatPrice(fair.max) }) : null;
}
/** Checks the form as the API will read it (the ticked sizes as `parcel_offers`), each size's errors under its row. */
const resolverFor =
  (editing: boolean): Resolver<TripFormValues, unknown, TripFormOutput> =>
  async (values, context, options) => {
    const result = await resolveTripForm(values, context, options);
    if (editing || Object.keys(result.errors).length) return result;
    const outOfRange = await priceOutOfRange(values);
    return outOfRange ? ({ values: {}, errors: { price_per_seat: { type: 'validate', message: outOfRange } } } as never) : result;
  };

const resolveTripForm: Resolver<TripFormValues, unknown, TripFormOutput> = async (values, context, options) => {
  const offers = parcelOffersOf(values.parcel_sizes);
  const result = await contractResolver({ ...values, parcel_offers: offers }, context, options as never);
  const { parcel_offers: offerErrors, ...errors } = result.errors as FieldErrors & { parcel_offers?: FieldErrors & { message?: string } };
  if (!offerErrors) return result as never;
  const placed: FieldErrors = { ...errors };
  if (typeof offerErrors.message === 'string') placed.parcel_offers = { type: 'validate', message: offerErrors.message };
  offers.forEach((offer, index) => {
    const row = (offerErrors as unknown as Record<number, Record<string, unknown>>)[index];
    if (!row) return;
    const fields: Record<string, unknown> = {};
    for (const [key, error] of Object.entries(row)) fields[parcelFieldOf(`parcel_offers.${index}.${key}`, offers).split('.').pop()!] = error;
    placed.parcel_sizes = { ...(placed.parcel_sizes as object), [offer.size]: fields } as never;
  });
  return { values: {}, errors: placed } as never;
};

/** The stopovers as the form holds them: Tunis wall times, a price only where the driver set one. */
const stopoverDefaults = (trip?: TripRow) =>
  (trip?.stopovers ?? []).map((stop) => ({
    city_id: stop.city_id,
    departure_time: isoToTunisLocal(stop.departure_time),
    price_from_departure: '' as number | string,
  }));

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
    accepts_parcels: trip?.accepts_parcels ?? false,
    women_only: trip?.women_only ?? false,
    parcel_sizes: parcelSizesOf(trip?.parcel_offers),
    stopovers: stopoverDefaults(trip),
  } as TripFormValues;
}

export function TripFormModal({ show, onHide, trip }: { show: boolean; onHide: () => void; trip?: TripRow }) {
  const _ = useTripsText();
  const { session } = useSession();
  const vehicles = useLiveQuery(() => (session ? vehiclesToDriveWith(db, session.user.id) : []), [session?.user.id], []);
  const form = useForm<TripFormValues, unknown, TripFormOutput>({ resolver: resolverFor(trip !== undefined), defaultValues: defaults(trip) });
  const { handleSubmit, setError, reset } = form;
  const { busy, save } = useListingSave({ setError, schema: tripForm, fields: PARCEL_SIZE_FIELDS }, onHide);

  useEffect(() => {
    if (!show) return;
    reset(defaults(trip));
    void sync.refreshVehicles();
    // Only when the modal opens: a live update must not wipe what the driver is typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  const submit = handleSubmit(async ({ id: _id, driver_id: _driver, ...values }) => {
    // The times are typed as Tunis wall time; the trip keeps the instants.
    const body = {
      ...values,
      departure_time: tunisLocalToIso(values.departure_time),
      stopovers: (values.stopovers ?? []).map((stop) => ({ ...stop, departure_time: tunisLocalToIso(stop.departure_time) })),
    };
    await save(
      () => saveTrip(db, body, trip),
      { sent: tripsText(trip ? 'form.updated' : 'form.created'), queued: tripsText('form.queued') },
      // The API names a size by its place in the list sent: put its errors back under that size's row.
      { formFieldsOf: (errors) => placeParcelErrors(errors, body.parcel_offers) },
    );
  });

  return (
    <ListingFormModal
      form={form}
      show={show}
      onHide={onHide}
      idPrefix="trip"
      title={trip ? _('form.editTitle') : _('form.addTitle')}
      submitText={trip ? _('form.save') : _('form.publish')}
      busy={busy}
      onSubmit={submit}
      route={{
        pickup: { id: 'trip-departure-location', label: _('details.departurePlace') },
        dropOff: { id: 'trip-arrival-location', label: _('details.arrivalPlace') },
        departure: { name: 'departure_time', id: 'trip-departure-time', label: _('form.departureTime') },
      }}
    >
      <SeatsField<TripFormValues> className="col-md-3 mb-3" id="trip-seats" label={_('fact.seats')} limits={TRIP_SEATS} name="available_seats" />
      <StopoverFields className="col-12 mb-3" />
      <PriceField<TripFormValues> className="col-md-3 mb-1" id="trip-price" label={_('form.price')} name="price_per_seat" hint={<FairPriceHint />} />
      <VehicleSelectField<TripFormValues> className="col-12 mb-3" name="vehicle_id" id="trip-vehicle" vehicles={vehicles} />
      <ParcelOffersFields className="col-12 mb-3" />
      <WomenOnlyField kind="trip" className="col-12 mb-3" />
      <TextAreaField<TripFormValues> className="col-12 mb-2" name="description" id="trip-description" label={_('form.description')} rows={3} />
    </ListingFormModal>
  );
}
