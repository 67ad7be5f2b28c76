// The staff's answer to a reported subject: dismiss, warn, hide the content or suspend the person (N days or for
// good), always with a note for the audit log. Sent at once (online only, like every staff decision).
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { REPORT_ACTIONS, reportActionRequest, SUSPENSION_DAYS_MAX, type ReportAction } from '../../../contract/moderation';
import { sync } from '../../../sync/client';
import { useIsOffline } from '../../hooks/use-is-offline';
import { FieldError } from '../../ui/field-error';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toast';
import { uiText } from '../../ui/text';
import { useStaffText } from './text';

type Errors = Partial<Record<'action' | 'days' | 'note', string>>;

export function ReportActionForm({ reportId, onDone }: { reportId: number; onDone: () => void }) {
  const _ = useStaffText();
  const offline = useIsOffline();
  const id = useId();
  const [action, setAction] = useState<ReportAction>('dismiss');
  const [days, setDays] = useState('7');
  const [forGood, setForGood] = useState(false);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = { action, note, days: action === 'suspend' && !forGood ? Number(days) : null };
    const checked = reportActionRequest.safeParse(form);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setBusy(true);
    const result = await sync.staffActOnReport(reportId, checked.data);
    setBusy(false);
    if (result.ok) {
      notify.success(result.message);
      return onDone();
    }
    const fieldErrors: Errors = {};
    for (const field of ['action', 'days', 'note'] as const) if (result.errors?.[field]?.[0]) fieldErrors[field] = result.errors[field][0];
    if (Object.keys(fieldErrors).length) return setErrors(fieldErrors);
    notify.error(result.message || uiText('toast.genericError'));
  };

  const describedBy = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <Form noValidate className="mt-2 border-top pt-2" onSubmit={(event) => void submit(event)}>
      <fieldset>
        <legend className="small fw-semibold mb-1">{_('reports.action')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {REPORT_ACTIONS.map((choice) => (
            <Form.Check
              key={choice}
              type="radio"
              id={`${id}-${choice}`}
              name={`${id}-action`}
              label={_(`reports.action.${choice}`)}
              checked={action === choice}
              onChange={() => {
                setAction(choice);
                setErrors({});
              }}
            />
          ))}
        </div>
        <FieldError id={`${id}-action-error`} message={errors.action} />
      </fieldset>
      {action === 'suspend' ? (
        <div className="d-flex flex-wrap align-items-end gap-3 mt-2">
          <Form.Group controlId={`${id}-days`}>
            <Form.Label className="small mb-1">{_('reports.days')}</Form.Label>
            <Form.Control
              type="number"
              size="sm"
              min={1}
              max={SUSPENSION_DAYS_MAX}
              value={days}
              disabled={forGood}
              isInvalid={Boolean(errors.days)}
              aria-describedby={describedBy('days')}
              onChange={(event) => setDays(event.target.value)}
              style={{ width: '7rem' }}
            />
          </Form.Group>
          <Form.Check
            type="checkbox"
            id={`${id}-for-good`}
            label={_('reports.forGood')}
            checked={forGood}
            onChange={(event) => setForGood(event.target.checked)}
          />
        </div>
      ) : null}
      <FieldError id={`${id}-days-error`} message={errors.days} />
      <Form.Group controlId={`${id}-note`} className="mt-2">
        <Form.Label className="small mb-1">{_('reports.note')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          size="sm"
          maxLength={1000}
          value={note}
          isInvalid={Boolean(errors.note)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={describedBy('note') ?? `${id}-note-hint`}
          onChange={(event) => {
            setNote(event.target.value);
            setErrors((current) => ({ ...current, note: undefined }));
          }}
        />
        <FieldError id={`${id}-note-error`} message={errors.note} />
        {errors.note ? null : <Form.Text id={`${id}-note-hint`}>{offline ? _('parcels.resolveOffline') : _('reports.noteHint')}</Form.Text>}
      </Form.Group>
      <div className="mt-2">
        <SubmitButton busy={busy} busyText={_('reject.busy')} className="btn-sm" disabled={offline}>
          {_('reports.apply')}
        </SubmitButton>
      </div>
    </Form>
  );
}
