// A labelled input of the form around it: reads `register` and the field's error from react-hook-form's context, so a
// form modal lists its fields instead of threading both through every one.
import type { FieldValues, Path, RegisterOptions } from 'react-hook-form';
import { get, useFormContext } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & { name: Path<T>; rules?: RegisterOptions<T, Path<T>> };

export function InputField<T extends FieldValues>({ name, rules, ...input }: Props<T>) {
  const { register, formState } = useFormContext<T>();
  // By path: a field of a list (`stopovers.0.departure_time`) has its error nested.
  const error = (get(formState.errors, name) as { message?: unknown } | undefined)?.message;
  return <TextField {...input} error={typeof error === 'string' ? error : undefined} {...register(name, rules)} />;
}
