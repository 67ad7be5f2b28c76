// A labelled form input with its error under it, wired for screen readers (aria-invalid, aria-describedby).
import type { ComponentProps, ReactNode } from 'react';
import { FieldHelp, helpIds } from './field-help';

export type TextFieldProps = ComponentProps<'input'> & { id: string; label: ReactNode; error?: string; hint?: ReactNode };

export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        // A phone number reads left to right in every language (+216 first), Arabic pages included.
        dir={input.type === 'tel' ? 'ltr' : undefined}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={helpIds(id, { hint, error })}
        {...input}
      />
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  );
}
