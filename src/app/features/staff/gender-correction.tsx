// Beside a person's identity card on the staff desk (issue 40): the gender they stated, which decides rides between
// women, and its correction against the document, with a note for the audit log. Sent at once, online only.
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { genderCorrectionRequest } from '../../../contract/moderation';
import type { Gender } from '../../../contract/women-only';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { FieldError } from '../../ui/field-error';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toast';
import { uiText } from '../../ui/text';
import { useStaffText } from './text';

export function GenderCorrection({ userId, stated, onDone }: { userId: number; stated: Gender | null | undefined; onDone: () => void }) {
  const _ = useStaffText();
  const offline = useIsOffline();
  const id = useId();
  const [gender, setGender] = useState<Gender | ''>(stated ?? '');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = genderCorrectionRequest.safeParse({ gender: gender || null, note });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    const result = await sync.staffCorrectGender(userId, checked.data);
    setBusy(false);
    if (result.ok) {
      notify.success(result.message);
      setNote('');
      return onDone();
    }
    setError(result.errors?.note?.[0] ?? result.errors?.gender?.[0]);
    if (!result.errors) notify.error(result.message || uiText('toast.genericError'));
  };

  return (
    <Form noValidate className="mt-2 small" onSubmit={(event) => void submit(event)} aria-label={_('gender.correct')}>
      <div className="mb-1">
        {_('gender.label')} : <strong>{_(`gender.${stated ?? 'none'}`)}</strong>
      </div>
      <Form.Select size="sm" aria-label={_('gender.label')} value={gender} onChange={(event) => setGender(event.target.value as Gender | '')}>
        <option value="">{_('gender.none')}</option>
        <option value="female">{_('gender.female')}</option>
        <option value="male">{_('gender.male')}</option>
      </Form.Select>
      <Form.Control
        id={`${id}-note`}
        size="sm"
        className="mt-1"
        placeholder={_('gender.note')}
        aria-label={_('gender.note')}
        value={note}
        maxLength={1000}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
      <SubmitButton busy={busy} className="btn-sm mt-1" variant="outline-primary" disabled={offline}>
        {_('gender.correct')}
      </SubmitButton>
    </Form>
  );
}
