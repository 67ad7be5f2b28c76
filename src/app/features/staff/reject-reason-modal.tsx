// The reason a staff member gives when rejecting a document or an application: required, 3 characters at least; the
// user reads it, so it is checked here with the contract's own rule before it is sent.
import { useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { staffDecision } from '../../../contract/staff';
import { FieldError } from '../../ui/field-error';
import { SubmitButton } from '../../ui/submit-button';
import type { DecisionErrors } from './use-staff-desk';
import { useStaffText } from './text';

export interface RejectTarget {
  /** "le document #12", "la demande #4": the modal's title and the button names say what is rejected. */
  label: string;
  reject: (reason: string) => Promise<DecisionErrors>;
}

export function RejectReasonModal({ target, onHide }: { target: RejectTarget | null; onHide: () => void }) {
  return (
    <Modal show={target !== null} onHide={onHide} centered aria-labelledby="reject-reason-title">
      {/* Keyed by target: a new rejection starts with an empty reason and no error. */}
      {target ? <RejectReasonForm key={target.label} target={target} onHide={onHide} /> : null}
    </Modal>
  );
}

function RejectReasonForm({ target, onHide }: { target: RejectTarget; onHide: () => void }) {
  const _ = useStaffText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = staffDecision.safeParse({ decision: 'reject', reason });
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setBusy(true);
    const errors = await target.reject(reason.trim());
    setBusy(false);
    if (errors === null) onHide();
    else setError(errors.reason?.[0]);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Modal.Header closeButton closeLabel={_('reject.close')}>
        <Modal.Title id="reject-reason-title">{_('reject.title', { noun: target.label })}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Label htmlFor="reject-reason">{_('reject.reason')}</Form.Label>
        <Form.Control
          id="reject-reason"
          as="textarea"
          rows={3}
          value={reason}
          autoFocus
          required
          maxLength={500}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reject-reason-error' : 'reject-reason-hint'}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
        <FieldError id="reject-reason-error" message={error} />
        {error ? null : <Form.Text id="reject-reason-hint">{_('reject.hint')}</Form.Text>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide} disabled={busy}>
          {_('reject.cancel')}
        </Button>
        <SubmitButton busy={busy} busyText={_('reject.busy')} variant="danger" className="">
          {_('reject.submit')}
        </SubmitButton>
      </Modal.Footer>
    </Form>
  );
}
