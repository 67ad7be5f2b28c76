// A new password and its confirmation, of the form around them (register, reset, change): the confirmation is checked
// again whenever the password changes. What goes between them (a strength meter) is the form's.
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { InputField } from './input-field';

export function NewPasswordFields<T extends FieldValues>({
  id,
  names: [password, confirmation],
  labels,
  hint,
  children,
}: {
  /** The password's id; its confirmation's is `${id}-confirmation`. */
  id: string;
  names: readonly [Path<T>, Path<T>];
  labels: { password: ReactNode; confirmation: ReactNode };
  hint: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <InputField<T> id={id} label={labels.password} type="password" autoComplete="new-password" hint={hint} name={password} />
      {children}
      <InputField<T>
        id={`${id}-confirmation`}
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        name={confirmation}
        rules={{ deps: [password] }}
      />
    </>
  );
}
