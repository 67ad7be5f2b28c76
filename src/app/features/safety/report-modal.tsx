// "Signaler" (issue 40): the reason and an optional word about someone else's profile, trip, travel request, message
// or review. Queued like every write, so a report made offline goes once the network is back; the reporter sees
// "Signalement envoyé" either way, and the reported person is never told who reported them.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REPORT_REASONS, REPORT_TEXT_MAX, reportRequest, type ReportSubjectType } from '../../../contract/reports';
import { db } from '../../../db/database';
import { reportContent } from '../../../db/commands/reports';
import { accepted, useCommand } from '../../hooks/use-command';
import { FieldError } from '../../ui/field-error';
import { FormModal } from '../../ui/form-modal';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { useSafetyText } from './text';

/** The form's part of the contract: the subject comes from the screen that opened it. */
const reportForm = reportRequest.pick({ reason: true, text: true });
type ReportFields = z.input<typeof reportForm>;

export function ReportModal({
  subjectType,
  subjectId,
  show,
  onHide,
}: {
  subjectType: ReportSubjectType;
  subjectId: number;
  show: boolean;
  onHide: () => void;
}) {
  const _ = useSafetyText();
  const id = useId();
  const { register, handleSubmit, reset, setError, formState } = useForm<ReportFields>({
    resolver: zodResolver(reportForm),
    defaultValues: { text: '' },
  });
  const { busy, run } = useCommand<ReportFields>({ setError, schema: reportForm });
  useEffect(() => {
    if (show) reset({ text: '' });
  }, [show, reset]);

  const submit = handleSubmit(async (fields) => {
    const sent = _('report.sent');
    const outcome = await run(
      () => reportContent(db, { subject_type: subjectType, subject_id: subjectId, reason: fields.reason, text: fields.text }),
      // Queued offline or sent now, the reporter's part is done: the same words.
      { sent, queued: sent },
    );
    if (accepted(outcome)) onHide();
  });

  const reasonError = formState.errors.reason?.message;
  const textError = formState.errors.text?.message;
  const titleId = `${id}-title`;
  return (
    <FormModal
      show={show}
      onHide={onHide}
      titleId={titleId}
      title={_(`report.title.${subjectType}`)}
      onSubmit={(event) => void submit(event)}
      footer={
        <ModalFormFooter busy={busy} busyText={_('report.busy')} onCancel={onHide}>
          {_('report.submit')}
        </ModalFormFooter>
      }
    >
      <fieldset className="mb-3" aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className="form-label fs-6">{_('report.reason')}</legend>
        {REPORT_REASONS.map((reason) => (
          <Form.Check
            key={reason}
            type="radio"
            id={`${id}-reason-${reason}`}
            value={reason}
            label={_(`report.reason.${reason}`)}
            isInvalid={!!reasonError}
            {...register('reason')}
          />
        ))}
        <FieldError id={`${id}-reason-error`} message={reasonError} />
      </fieldset>
      <label htmlFor={`${id}-text`} className="form-label">
        {_('report.text')}
      </label>
      <textarea
        id={`${id}-text`}
        className={`form-control${textError ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={REPORT_TEXT_MAX}
        aria-invalid={textError ? true : undefined}
        aria-describedby={`${id}-private${textError ? ` ${id}-text-error` : ''}`}
        {...register('text')}
      />
      <FieldError id={`${id}-text-error`} message={textError} />
      <p id={`${id}-private`} className="form-text mb-0">
        {_('report.private')}
      </p>
    </FormModal>
  );
}
