// What a field says under itself, a hint and then its error, and the ids that tie both to the control for screen
// readers (aria-describedby).
import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** The control's aria-describedby: its error's id and its hint's, those it shows. */
export function helpIds(id: string, { hint, error }: { hint?: ReactNode; error?: string }): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

export function FieldHelp({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
