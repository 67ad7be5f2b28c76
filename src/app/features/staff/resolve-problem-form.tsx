// Resolving a parcel's reported problem from the staff desk: a note the sender and the driver will read, sent at once
// (online only, like every staff decision); the parcel leaves the list once the server has it.
import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { parcelProblemResolution } from '../../../contract/parcels';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { FieldError } from '../../ui/field-error';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toast';
import { uiText } from '../../ui/text';
import { useStaffText } from './text';

export function ResolveProblemForm({ parcelId }: { parcelId: number }) {
  const _ = useStaffText();
  const offline = useIsOffline();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const fieldId = `resolve-note-${parcelId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = parcelProblemResolution.safeParse({ note });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    const result = await sync.staffResolveParcelProblem(parcelId, checked.data);
    setBusy(false);
    if (result.ok) {
      notify.success(result.message);
      return;
    }
    const fieldMessage = result.errors?.note?.[0];
    if (fieldMessage) return setError(fieldMessage);
    notify.error(result.message || uiText('toast.genericError'));
  };

  return (
    <Form noValidate className="mt-2" onSubmit={(event) => void submit(event)}>
      <Form.Label htmlFor={fieldId} className="small mb-1">
        {_('parcels.resolveNote')}
      </Form.Label>
      <Form.Control
        id={fieldId}
        as="textarea"
        rows={2}
        size="sm"
        value={note}
        maxLength={1000}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : `${fieldId}-hint`}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <FieldError id={`${fieldId}-error`} message={error} />
      {error ? null : <Form.Text id={`${fieldId}-hint`}>{offline ? _('parcels.resolveOffline') : _('parcels.resolveHint')}</Form.Text>}
      <div className="mt-2">
        <SubmitButton busy={busy} busyText={_('reject.busy')} variant="success" className="btn-sm" disabled={offline}>
          {_('parcels.resolve')}
        </SubmitButton>
      </div>
    </Form>
  );
}
