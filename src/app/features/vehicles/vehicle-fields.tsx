// The vehicle's text fields (spec 001 §5), shared by the add / edit vehicle form and the become-driver wizard.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { applicationVehicle } from '../../../contract/driver-applications';
import { COMFORT_LEVELS } from '../../../contract/vehicles';
import { TextField } from '../../ui/text-field';
import { FieldError } from '../../ui/field-error';
import { useVehiclesText } from './text';

/** The contract's own rules (the server applies the same ones). */
export const vehicleFormSchema = applicationVehicle;
export type VehicleFormInput = z.input<typeof vehicleFormSchema>;
export type VehicleFormOutput = z.output<typeof vehicleFormSchema>;

/** Year defaults to this year (spec 001 §5); comfort to basic, the "standard" of the spec's add form. */
export function vehicleDefaults(vehicle?: Partial<Record<keyof VehicleFormInput, unknown>>): VehicleFormInput {
  return {
    make: String(vehicle?.make ?? ''),
    model: String(vehicle?.model ?? ''),
    year: Number(vehicle?.year ?? new Date().getFullYear()),
    color: String(vehicle?.color ?? ''),
    plate_number: String(vehicle?.plate_number ?? ''),
    comfort_level: (COMFORT_LEVELS as readonly unknown[]).includes(vehicle?.comfort_level)
      ? (vehicle!.comfort_level as VehicleFormInput['comfort_level'])
      : 'basic',
    insurance_number: String(vehicle?.insurance_number ?? ''),
    technical_inspection_expiry: String(vehicle?.technical_inspection_expiry ?? '').slice(0, 10),
  };
}

export function VehicleFields({
  register,
  errors,
  idPrefix,
}: {
  register: UseFormRegister<VehicleFormInput>;
  errors: FieldErrors<VehicleFormInput>;
  idPrefix: string;
}) {
  const _ = useVehiclesText();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className="row g-2">
      <TextField className="col-sm-6 mb-2" id={id('make')} label={_('field.make')} error={errors.make?.message} {...register('make')} />
      <TextField className="col-sm-6 mb-2" id={id('model')} label={_('field.model')} error={errors.model?.message} {...register('model')} />
      <TextField
        className="col-sm-4 mb-2"
        id={id('year')}
        label={_('field.year')}
        type="number"
        inputMode="numeric"
        error={errors.year?.message}
        {...register('year')}
      />
      <TextField className="col-sm-4 mb-2" id={id('color')} label={_('field.color')} error={errors.color?.message} {...register('color')} />
      <TextField
        className="col-sm-4 mb-2"
        id={id('plate')}
        dir="ltr"
        label={_('field.plate')}
        error={errors.plate_number?.message}
        {...register('plate_number')}
      />
      <div className="col-sm-4 mb-2">
        <label htmlFor={id('comfort')} className="form-label">
          {_('field.comfort')}
        </label>
        <select id={id('comfort')} className={`form-select${errors.comfort_level ? ' is-invalid' : ''}`} {...register('comfort_level')}>
          {COMFORT_LEVELS.map((level) => (
            <option key={level} value={level}>
              {_(`comfort.${level}`)}
            </option>
          ))}
        </select>
        <FieldError id={`${id('comfort')}-error`} message={errors.comfort_level?.message} />
      </div>
      <TextField
        className="col-sm-4 mb-2"
        id={id('insurance')}
        label={_('field.insurance')}
        error={errors.insurance_number?.message}
        {...register('insurance_number')}
      />
      <TextField
        className="col-sm-4 mb-2"
        id={id('inspection')}
        label={_('field.inspection')}
        type="date"
        error={errors.technical_inspection_expiry?.message}
        {...register('technical_inspection_expiry')}
      />
    </div>
  );
}
