// What each party may do with a parcel now: the driver accepts or refuses it, enters the pickup then the delivery
// code; the sender cancels until pickup; both report a problem. A code waiting for the network and the last
// refusal of the server are said here, beside the buttons.
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useLiveQuery } from 'dexie-react-hooks';
import { PARCEL_STATUS, PARCEL_TRANSITIONS, type ParcelTransition } from '../../../contract/statuses';
import { db, type ParcelRow } from '../../../db/database';
import { cancelParcel, decideParcel } from '../../../db/commands/parcels';
import { parcelRefusal } from '../../../db/parcel-queries';
import { useCommand } from '../../hooks/use-command';
import { confirmDialog } from '../../ui/dialogs';
import { WhenShown } from '../../ui/when-shown';
import { ParcelCodeModal } from './parcel-code-modal';
import { ParcelProblemModal } from './parcel-problem-modal';
import { useParcelsText } from './text';

const may = (transition: ParcelTransition, parcel: ParcelRow) => (PARCEL_TRANSITIONS[transition].from as readonly number[]).includes(parcel.status);

export function ParcelActions({ parcel, userId }: { parcel: ParcelRow; userId: number | undefined }) {
  const _ = useParcelsText();
  const [codeStep, setCodeStep] = useState<'pickup' | 'deliver' | null>(null);
  const [reporting, setReporting] = useState(false);
  const { busy, run } = useCommand();
  const refusal = useLiveQuery(() => (parcel.id > 0 ? parcelRefusal(db, parcel.id) : null), [parcel.id, parcel._pending?.join()]);
  const isDriver = userId === parcel.driver_id;
  const isSender = userId === parcel.sender_id;
  // One change of the status at a time: the next waits for the server's word on this one.
  const waiting = parcel.id < 0 || !!parcel._pending?.includes('status') || !!parcel.code_check;
  const name = `${parcel.description} (#${parcel.id > 0 ? parcel.id : _('actions.unsent')})`;

  async function cancel() {
    if (!(await confirmDialog({ text: _('actions.cancelQuestion'), confirm: _('actions.cancelYes'), cancel: _('actions.cancelNo'), danger: true }))) return;
    await run(() => cancelParcel(db, parcel), { sent: _('actions.cancelled'), refused: _('actions.cancelFailed') });
  }

  // A parcel with a problem reported after pickup may still be delivered.
  const pickedUp =
    parcel.status === PARCEL_STATUS.pickedUp || (parcel.status === PARCEL_STATUS.problem && parcel.events.some((e) => e.status === PARCEL_STATUS.pickedUp));
  const step = may('pickup', parcel) ? 'pickup' : pickedUp ? 'deliver' : null;
  return (
    <div className="d-flex flex-column gap-2">
      {parcel.code_check ? (
        <p className="small text-warning-emphasis mb-0" role="status" data-testid="code-waiting">
          {_('code.waiting')}
        </p>
      ) : null}
      {refusal?.lastError ? (
        <Alert variant="danger" className="small py-1 px-2 mb-0" data-testid="parcel-refusal">
          {_('actions.refused', { reason: refusal.lastError.errors?.code?.[0] ?? refusal.lastError.message })}
        </Alert>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        {isDriver && may('accept', parcel) ? (
          <>
            <Button
              size="sm"
              variant="success"
              disabled={busy || waiting}
              aria-label={_('actions.acceptLabel', { name })}
              onClick={() => void run(() => decideParcel(db, parcel, true), { sent: _('actions.accepted'), refused: _('actions.acceptFailed') })}
            >
              {_('actions.accept')}
            </Button>
            <Button
              size="sm"
              variant="outline-danger"
              disabled={busy || waiting}
              aria-label={_('actions.refuseLabel', { name })}
              onClick={() => void run(() => decideParcel(db, parcel, false), { sent: _('actions.refusedDone'), refused: _('actions.refuseFailed') })}
            >
              {_('actions.refuse')}
            </Button>
          </>
        ) : null}
        {isDriver && step ? (
          <Button size="sm" disabled={busy || waiting} aria-label={_('actions.codeLabel', { name })} onClick={() => setCodeStep(step)}>
            {_('code.enter')}
          </Button>
        ) : null}
        {isSender && may('cancel', parcel) ? (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy || (waiting && parcel.id > 0)}
            aria-label={_('actions.cancelLabel', { name })}
            onClick={() => void cancel()}
          >
            {_('actions.cancel')}
          </Button>
        ) : null}
        {(isDriver || isSender) && may('problem', parcel) ? (
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={busy || waiting}
            aria-label={_('actions.problemLabel', { name })}
            onClick={() => setReporting(true)}
          >
            {_('problem.report')}
          </Button>
        ) : null}
      </div>
      <WhenShown shown={codeStep !== null}>
        <ParcelCodeModal parcel={parcel} step={codeStep ?? 'pickup'} show={codeStep !== null} onHide={() => setCodeStep(null)} />
      </WhenShown>
      <WhenShown shown={reporting}>
        <ParcelProblemModal parcel={parcel} show={reporting} onHide={() => setReporting(false)} />
      </WhenShown>
    </div>
  );
}
