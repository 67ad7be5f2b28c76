// The "Entre femmes" switch of the trip form and the "Je souhaite une conductrice" switch of the travel request form
// (issue 40): offered to a woman who said so in her profile; anyone else reads where to say it.
import { useLiveQuery } from 'dexie-react-hooks';
import { Form } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { isWoman } from '../../../contract/women-only';
import { db } from '../../../db/database';
import { myProfile } from '../../../db/queries';
import { FieldError } from '../../ui/field-error';
import { useSafetyText } from './text';

export function WomenOnlyField({ kind, className }: { kind: 'trip' | 'request'; className?: string }) {
  const _ = useSafetyText();
  const profile = useLiveQuery(() => myProfile(db), []);
  const { register, formState } = useFormContext<{ women_only?: boolean }>();
  const error = formState.errors.women_only?.message;
  if (profile === undefined) return null;
  const id = `${kind}-women-only`;
  if (!isWoman(profile)) {
    return <p className={`small text-body-secondary ${className ?? ''}`}>{_(`womenOnly.${kind}.notOffered`)}</p>;
  }
  return (
    <div className={className}>
      <Form.Check type="switch" id={id} label={_(`womenOnly.${kind}.label`)} aria-describedby={`${id}-hint`} {...register('women_only')} />
      <Form.Text id={`${id}-hint`}>{_(`womenOnly.${kind}.hint`)}</Form.Text>
      <FieldError id={`${id}-error`} message={typeof error === 'string' ? error : undefined} />
    </div>
  );
}
