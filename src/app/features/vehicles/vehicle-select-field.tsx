// "Véhicule" of a form where a driver picks one of their own cars (a trip, a proposal), from the form around it.
import { Form } from 'react-bootstrap';
import type { FieldValues, Path } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import type { VehicleRow } from '../../../db/database';
import { FieldHelp, helpIds } from '../../ui/field-help';
import { useVehiclesText } from './text';

export function VehicleSelectField<T extends FieldValues>({
  name,
  id,
  vehicles,
  noVehicleHint,
  className,
}: {
  name: Path<T>;
  id: string;
  vehicles: VehicleRow[];
  /** Said under the select while the driver has no car to pick. */
  noVehicleHint?: string;
  className: string;
}) {
  const _ = useVehiclesText();
  const { register, formState } = useFormContext<T>();
  const message = formState.errors[name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  const hint = vehicles.length === 0 ? noVehicleHint : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {_('select.label')}
      </label>
      <Form.Select id={id} isInvalid={!!error} aria-invalid={error ? true : undefined} aria-describedby={helpIds(id, { hint, error })} {...register(name)}>
        <option value={0}>{_('select.choose')}</option>
        {vehicles.map((vehicle) => (
          <option key={vehicle.id} value={vehicle.id}>
            {vehicle.make} {vehicle.model}
            {vehicle.plate_number ? ` · ${vehicle.plate_number}` : ''}
          </option>
        ))}
      </Form.Select>
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  );
}
