// "Signaler un problème": the driver or the sender says what went wrong; the parcel moves to Problème and the staff
// desk sees it. Queued offline like every change.
import { useEffect, useState } from 'react';
import { db, type ParcelRow } from '../../../db/database';
import { reportParcelProblem } from '../../../db/commands/parcels';
import { PARCEL_REASON_MAX } from '../../../contract/parcels';
import { FormModal } from '../../ui/form-modal';
import { ModalFormFooter } from '../../ui/modal-form-footer';
import { FieldError } from '../../ui/field-error';
import { accepted, useCommand } from '../../hooks/use-command';
import { useParcelsText } from './text';

export function ParcelProblemModal({ parcel, show, onHide }: { parcel: ParcelRow; show: boolean; onHide: () => void }) {
  const _ = useParcelsText();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useCommand();
  useEffect(() => {
    if (show) {
      setReason('');
      setError(undefined);
    }
  }, [show]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason.trim()) return setError(_('problem.empty'));
    const outcome = await run(() => reportParcelProblem(db, parcel, reason.trim()), { sent: _('problem.done'), quietRefusal: true });
    if (outcome.status === 'refused') setError(outcome.error.errors?.reason?.[0] ?? outcome.error.message);
    if (accepted(outcome)) onHide();
  }

  return (
    <FormModal
      show={show}
      onHide={onHide}
      titleId="parcel-problem-title"
      title={_('problem.report')}
      onSubmit={(event) => void submit(event)}
      footer={
        <ModalFormFooter busy={busy} busyText={_('problem.busy')} onCancel={onHide}>
          {_('problem.submit')}
        </ModalFormFooter>
      }
    >
      <label htmlFor="parcel-problem-reason" className="form-label">
        {_('problem.reason')}
      </label>
      <textarea
        id="parcel-problem-reason"
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={PARCEL_REASON_MAX}
        value={reason}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'parcel-problem-reason-error' : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <FieldError id="parcel-problem-reason-error" message={error} />
    </FormModal>
  );
}
