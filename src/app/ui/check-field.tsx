// A checkbox of the form around it (react-hook-form's context), such as the terms a person must accept, with its
// error under it for screen readers.
import { Form } from 'react-bootstrap';
import type { FieldValues, Path } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';

export function CheckField<T extends FieldValues>({ name, id, label, className }: { name: Path<T>; id: string; label: string; className?: string }) {
  const { register, formState } = useFormContext<T>();
  const message = formState.errors[name]?.message;
  const error = typeof message === 'string' ? message : undefined;
  return (
    <>
      <Form.Check id={id} className={className} label={label} isInvalid={!!error} aria-describedby={error ? `${id}-error` : undefined} {...register(name)} />
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
