// A city of a route form (departure or arrival), read from and written to the form around it, with its error.
import type { FieldValues, Path } from 'react-hook-form';
import { Controller, get, useFormContext } from 'react-hook-form';
import { FieldError } from '../../ui/field-error';
import { CitySelect } from '../trips/city-select';
import { useRoutesText } from './text';

export function CityField<T extends FieldValues>({
  name,
  id,
  label,
  className = 'col-md-6 mb-3',
  onPicked,
}: {
  name: Path<T>;
  id: string;
  label: string;
  className?: string;
  /** Told of a city chosen (after the form has it): a stopover proposes its time from it. */
  onPicked?: (cityId: number) => void;
}) {
  const _ = useRoutesText();
  const { control, formState } = useFormContext<T>();
  const message = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  return (
    <div className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <CitySelect
            id={id}
            label={label}
            placeholder={_('citySelect.choose')}

            value={Number(field.value) || undefined}
            // No city is 0, which the contract refuses with "The … field is required."
            onChange={(city) => {
              field.onChange(city ?? 0);
              if (city) onPicked?.(city);
            }}
            isInvalid={!!message}
            describedBy={`${id}-error`}
          />
        )}
      />
      <FieldError id={`${id}-error`} message={typeof message === 'string' ? message : undefined} />
    </div>
  );
}
