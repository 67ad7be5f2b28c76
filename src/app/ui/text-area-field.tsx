// A labelled text area of the form around it (react-hook-form's context), with its error under it for screen readers.
import type { FieldValues, Path } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';

export function TextAreaField<T extends FieldValues>({
  name,
  id,
  label,
  rows,
  className,
}: {
  name: Path<T>;
  id: string;
  label: string;
  rows: number;
  className: string;
}) {
  const { register, formState } = useFormContext<T>();
  const message = formState.errors[name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
