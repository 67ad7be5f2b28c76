// A labelled file input with its error underneath: the photo of a parcel, a vehicle or a profile, a document's file.
import type { ReactNode } from 'react';
import { FieldError } from './field-error';

export function FileField({
  id,
  label,
  labelClassName = 'form-label',
  accept,
  error,
  required,
  onFile,
  before,
  chosen,
  className = 'mb-3',
  children,
}: {
  id: string;
  label: ReactNode;
  labelClassName?: string;
  /** The formats the picker offers (the form checks the chosen file itself). */
  accept: string;
  error?: string;
  required?: boolean;
  onFile(file: File | undefined): void;
  /** Between the label and the input (a description). */
  before?: ReactNode;
  /** Under the input, above the error (the name of the file chosen). */
  chosen?: ReactNode;
  className?: string;
  /** After the error (a "delete the photo" box, an expiry date). */
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {before}
      <input
        id={id}
        type="file"
        accept={accept}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required}
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {chosen}
      <FieldError id={`${id}-error`} message={error} />
      {children}
    </div>
  );
}
