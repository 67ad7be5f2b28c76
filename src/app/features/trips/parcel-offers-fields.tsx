// "J'accepte des colis" in the trip form: a switch revealing, per size, a checkbox with what fits, a price in TND and
// the number of parcels the trunk takes.
import { Form } from 'react-bootstrap';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { PARCEL_SIZES, PARCELS_PER_SIZE, type ParcelSize } from '../../../contract/parcel-sizes';
import { FieldError } from '../../ui/field-error';
import { TextField } from '../../ui/text-field';
import type { ParcelSizesFields } from './parcel-offer-form';
import { parcelSizeId } from './parcels-offered';
import { useTripsText } from './text';

interface ParcelFormValues {
  accepts_parcels?: unknown;
  parcel_sizes: ParcelSizesFields;
}

const messageOf = (errors: object, name: string) => {
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
};

function ParcelSizeRow({ size }: { size: ParcelSize }) {
  const _ = useTripsText();
  const { register, formState, control } = useFormContext<ParcelFormValues>();
  const offered = useWatch({ control, name: `parcel_sizes.${size}.offered` });
  const id = `trip-parcels-${size}`;
  const offeredError = messageOf(formState.errors, `parcel_sizes.${size}.offered`);
  return (
    <div className="row g-2 align-items-start">
      <div className="col-md-6 mb-2">
        <Form.Check
          id={id}
          label={_(parcelSizeId(size))}
          isInvalid={!!offeredError}
          aria-describedby={offeredError ? `${id}-error` : undefined}
          {...register(`parcel_sizes.${size}.offered`)}
        />
        <FieldError id={`${id}-error`} message={offeredError} />
      </div>
      {offered ? (
        <>
          <TextField
            className="col-6 col-md-3 mb-2"
            id={`${id}-price`}
            label={_(`parcels.price.${size}`)}
            type="number"
            min={0}
            step="0.01"
            error={messageOf(formState.errors, `parcel_sizes.${size}.price_per_parcel`)}
            {...register(`parcel_sizes.${size}.price_per_parcel`)}
          />
          <TextField
            className="col-6 col-md-3 mb-2"
            id={`${id}-count`}
            label={_(`parcels.count.${size}`)}
            type="number"
            min={PARCELS_PER_SIZE.min}
            max={PARCELS_PER_SIZE.max}
            error={messageOf(formState.errors, `parcel_sizes.${size}.parcels`)}
            {...register(`parcel_sizes.${size}.parcels`)}
          />
        </>
      ) : null}
    </div>
  );
}

export function ParcelOffersFields({ className }: { className?: string }) {
  const _ = useTripsText();
  const { register, formState, control } = useFormContext<ParcelFormValues>();
  const accepts = useWatch({ control, name: 'accepts_parcels' });
  const error = messageOf(formState.errors, 'parcel_offers') ?? messageOf(formState.errors, 'accepts_parcels');
  return (
    <fieldset className={className} aria-describedby={error ? 'trip-parcels-error' : undefined}>
      <legend className="visually-hidden">{_('parcels.legend')}</legend>
      <Form.Check type="switch" id="trip-accepts-parcels" label={_('parcels.accept')} className="mb-2" {...register('accepts_parcels')} />

      {accepts === true ? PARCEL_SIZES.map((size) => <ParcelSizeRow key={size} size={size} />) : null}
      <FieldError id="trip-parcels-error" message={error} />
    </fieldset>
  );
}
