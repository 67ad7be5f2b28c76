// Approve and Reject for one item of the desk; Reject asks for the reason first (RejectReasonModal).
import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import type { DecisionErrors, DecisionTarget } from './use-staff-desk';
import type { StaffDecision } from '../../../contract/staff';
import type { RejectTarget } from './reject-reason-modal';
import { useStaffText } from './text';

export type Decide = (what: DecisionTarget, id: number, decision: StaffDecision) => Promise<DecisionErrors>;

export function DecisionButtons({
  what,
  id,
  noun,
  decide,
  onReject,
  blockedReason,
}: {
  what: DecisionTarget;
  id: number;
  /** "le document #12": completes the buttons' accessible names ("Approuver le document #12"). */
  noun: string;
  decide: Decide;
  onReject: (target: RejectTarget) => void;
  /** Why Approve cannot be pressed yet, shown beside it and read with it. */
  blockedReason?: string;
}) {
  const _ = useStaffText();
  const [busy, setBusy] = useState(false);
  const hintId = `${what}-${id}-blocked`;
  const approve = async () => {
    setBusy(true);
    await decide(what, id, { decision: 'approve' });
    setBusy(false);
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <Button
        size="sm"
        variant="success"
        onClick={() => void approve()}
        disabled={busy || Boolean(blockedReason)}
        aria-busy={busy}
        aria-label={_('decision.approveLabel', { noun })}
        aria-describedby={blockedReason ? hintId : undefined}
      >
        {busy ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
        {_('decision.approve')}
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        disabled={busy}
        aria-label={_('decision.rejectLabel', { noun })}
        onClick={() => onReject({ label: noun, reject: (reason) => decide(what, id, { decision: 'reject', reason }) })}
      >
        {_('decision.reject')}
      </Button>
      {blockedReason ? (
        <span id={hintId} className="small text-body-secondary">
          {blockedReason}
        </span>
      ) : null}
    </div>
  );
}
