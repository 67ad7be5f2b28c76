// A labelled form input with its error under it, wired for screen readers (aria-invalid, aria-describedby).
import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './field-error';

export type TextFieldProps = ComponentProps<'input'> & { id: string; label: ReactNode; error?: string; hint?: ReactNode };

export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...input}
      />
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
