// A labelled choice among a trip's stops (issue 39): where a passenger gets in or out, where a parcel gets on or off.
import type { ComponentProps } from 'react';
import { Form } from 'react-bootstrap';
import { FieldError } from '../../ui/field-error';

export interface StopOption {
  value: string | number;
  /** The stop's city as the active language names it. */
  name: string;
}

export function StopSelect({
  id,
  label,
  options,
  error,
  className = 'col-6 mb-3',
  ...select
}: { id: string; label: string; options: StopOption[]; error?: string; className?: string } & Omit<ComponentProps<typeof Form.Select>, 'id'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <Form.Select id={id} isInvalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </Form.Select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
