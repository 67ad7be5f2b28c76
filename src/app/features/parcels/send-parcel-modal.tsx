// "Envoyer un colis" (DESIGN.md §9): size among those the trip offers, weight, what it is, declared value, where it
// is picked up and dropped off, the recipient and their +216 phone, an optional photo, and the forbidden items to
// confirm. Offline the parcel is queued and shows at once as "En attente d'envoi"; online the server's answer shows.
import { useEffect, useState } from 'react';
import { Form } from 'react-bootstrap';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { type ParcelSize } from '../../../contract/parcel-sizes';
import { FORBIDDEN_ITEMS, parcelRequest } from '../../../contract/parcels';
import { MAX_IMAGE_BYTES, PHONE_PREFIX } from '../../../contract/limits';
import { refusals } from '../../../contract/errors';
import { db, type TripRow } from '../../../db/database';
import { sendParcel } from '../../../db/commands/parcels';
import { FormModal } from '../../ui/form-modal';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { InputField } from '../../ui/input-field';
import { CheckField } from '../../ui/check-field';
import { FieldError } from '../../ui/field-error';
import { FileField } from '../../ui/file-field';
import { accepted, serverMessageOr, useCommand } from '../../hooks/use-command';
import { formatDateTime, formatPrice } from '../../ui/format';
import { useRouteLabel } from '../listings/route-label';
import { parcelSizeId } from '../trips/parcels-offered';
import { useTripsText } from '../trips/text';
import { useParcelsText } from './text';
import { useCityName } from '../../i18n/use-city-name';
import { shownStops } from '../trips/trip-stops';
import { StopSelect } from '../trips/stop-select';

type Fields = z.input<typeof parcelRequest>;
type Values = z.output<typeof parcelRequest>;
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

export function SendParcelModal({ trip, show, onHide }: { trip: TripRow; show: boolean; onHide: () => void }) {
  const _ = useParcelsText();
  // The sizes as the trip's page names them (the form opens on it).
  const tripText = useTripsText();
  const routeLabel = useRouteLabel();
  const offers = (trip.parcel_offers ?? []).filter((offer) => offer.parcels_left > 0);
  const city = useCityName();
  const stops = shownStops(trip);
  const form = useForm<Fields, unknown, Values>({ resolver: zodResolver(parcelRequest) });
  const { register, handleSubmit, setError, reset, watch, formState } = form;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  // The photo is chosen beside the schema's fields; its refusal shows under the file input.
  const { busy, run } = useCommand({
    setError,
    schema: parcelRequest,
    fields: ['photo'],
    onFieldErrors: (errors) => errors.photo?.[0] && setPhotoError(errors.photo[0]),
  });
  const size = watch('size') as ParcelSize | undefined;
  const price = offers.find((offer) => offer.size === size)?.price_per_parcel;

  useEffect(() => {
    if (!show) return;
    reset({
      size: offers[0]?.size,
      description: '',
      pickup_place: trip.departure_location ?? '',
      dropoff_place: trip.arrival_location ?? '',
      recipient_name: '',
      recipient_phone: '',
      // The whole trip until the sender names a stop: a select with no value would show, and send, its first option.
      from_city_id: '',
      to_city_id: '',
    });
    setPhoto(null);
    setPhotoError(undefined);
    // Opening the form resets it; the offers read at that moment are the ones shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);

  function choosePhoto(file: File | undefined) {
    setPhotoError(undefined);
    if (!file) return setPhoto(null);
    if (!PHOTO_TYPES.includes(file.type)) return setPhotoError(_('send.photoType'));
    if (file.size > MAX_IMAGE_BYTES) return setPhotoError(_('send.photoSize', { size: MAX_IMAGE_BYTES / 1024 / 1024 }));
    setPhoto(file);
  }

  const submit = handleSubmit(async (values) => {
    if (photoError) return;
    const outcome = await run(() => sendParcel(db, trip, values, photo ? { file: photo, filename: photo.name } : null), {
      sent: serverMessageOr(_('send.sent')),
      queued: _('send.queued'),
    });
    // The trip itself refused (full, gone): nothing in the form to fix.
    const tripRefused = outcome.status === 'refused' && !outcome.placed && outcome.error.code === refusals.tripUnavailable.code;
    if (accepted(outcome) || tripRefused) onHide();
  });

  return (
    <FormModal
      show={show}
      onHide={onHide}
      titleId="send-parcel-title"
      title={_('send.title')}
      onSubmit={(event) => void submit(event)}
      size="lg"
      footer={
        <ModalFormFooter busy={busy} busyText={_('send.busy')} onCancel={onHide} disabled={offers.length === 0}>
          {_('send.title')}
        </ModalFormFooter>
      }
    >
      <FormProvider {...form}>
        <p className="mb-1 fw-semibold">{routeLabel(trip)}</p>
        <p className="text-body-secondary">{formatDateTime(trip.departure_time)}</p>
        {offers.length === 0 ? <p className="text-danger">{_('send.noRoom')}</p> : null}
        {stops.length > 2 ? (
          // Trunk space counts per trip; where the parcel gets on and off is the leg its sender names (issue 39).
          <div className="row g-2">
            {(['from_city_id', 'to_city_id'] as const).map((field) => (
              <StopSelect
                key={field}
                id={`parcel-${field}`}
                label={_(field === 'from_city_id' ? 'send.from' : 'send.to')}
                error={formState.errors[field]?.message}
                // The trip's own end is sent as none: the whole trip, as before stopovers.
                options={(field === 'from_city_id' ? stops.slice(0, -1) : stops.slice(1)).map((stop, index, shown) => ({
                  value: (field === 'from_city_id' ? index === 0 : index === shown.length - 1) ? '' : stop.cityId,
                  name: city(stop.name),
                }))}
                {...register(field)}
              />
            ))}
          </div>
        ) : null}
        <div className="row g-2">
          <div className="col-md-6 mb-3">
            <label htmlFor="parcel-size" className="form-label">
              {_('send.size')}
            </label>
            <Form.Select
              id="parcel-size"
              isInvalid={!!formState.errors.size}
              aria-describedby={formState.errors.size ? 'parcel-size-error' : undefined}
              {...register('size')}
            >
              {offers.map((offer) => (
                <option key={offer.size} value={offer.size}>
                  {_('send.sizeOption', { size: tripText(parcelSizeId(offer.size)), price: formatPrice(offer.price_per_parcel) })}
                </option>
              ))}
            </Form.Select>
            <FieldError id="parcel-size-error" message={formState.errors.size?.message} />
          </div>
          <InputField<Fields>
            className="col-md-6 mb-3"
            id="parcel-weight"
            name="weight"
            label={_('send.weight')}
            type="number"
            min={0}
            step="0.1"
            inputMode="decimal"
          />
        </div>
        <InputField<Fields>
          id="parcel-description"
          name="description"
          label={_('send.description')}
          placeholder={_('send.descriptionPlaceholder')}
          maxLength={255}
        />
        <InputField<Fields> id="parcel-value" name="declared_value" label={_('send.value')} type="number" min={0} step="0.01" inputMode="decimal" />
        <div className="row g-2">
          <InputField<Fields> className="col-md-6 mb-3" id="parcel-pickup" name="pickup_place" label={_('send.pickup')} maxLength={255} />
          <InputField<Fields> className="col-md-6 mb-3" id="parcel-dropoff" name="dropoff_place" label={_('send.dropoff')} maxLength={255} />
        </div>
        <div className="row g-2">
          <InputField<Fields>
            className="col-md-6 mb-3"
            id="parcel-recipient"
            name="recipient_name"
            label={_('send.recipient')}
            autoComplete="off"
            maxLength={255}
          />
          <InputField<Fields>
            className="col-md-6 mb-3"
            id="parcel-recipient-phone"
            name="recipient_phone"
            label={_('send.phone', { prefix: PHONE_PREFIX })}
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="off"
            hint={_('send.phoneHint')}
          />
        </div>
        <FileField id="parcel-photo" label={_('send.photo')} accept="image/jpeg,image/png" error={photoError} onFile={choosePhoto} />
        <div className="border rounded p-2 mb-3 bg-body-tertiary" id="parcel-forbidden">
          <p className="small fw-semibold mb-1">{_('send.forbidden')}</p>
          <ul className="small mb-0">
            {FORBIDDEN_ITEMS.map((item, index) => (
              <li key={item}>{_(`forbidden.${index}` as 'forbidden.0')}</li>
            ))}
          </ul>
        </div>
        <CheckField<Fields> name="forbidden_items_confirmed" id="parcel-confirm" label={_('send.confirm')} />
        {price !== undefined ? (
          <p className="d-flex justify-content-between border-top pt-2 mt-3 mb-0" aria-live="polite">
            <span>{_('send.price')}</span>
            <strong data-testid="parcel-price">{formatPrice(price)}</strong>
          </p>
        ) : null}
      </FormProvider>
    </FormModal>
  );
}
