// "Trip Proposal Details" (spec 001 §2, §6): the driver, vehicle, price, departure time, message and status of one
// proposal. Only the request's owner sees Accept / Decline, and only on a pending proposal of an open request; the
// proposal's own driver may open it for editing while it is pending. Accepting closes the request and declines the
// other proposals, so it is confirmed first.
import { uiText } from '../../ui/text';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { PROPOSAL_STATUS, ANNOUNCEMENT_STATUS } from '../../../contract/statuses';
import { db, type AnnouncementRow, type ProposalRow } from '../../../db/database';
import { decideProposal } from '../../../db/commands/proposals';
import { accepted, useCommand } from '../../hooks/use-command';
import { confirmDialog } from '../../ui/dialogs';
import { formatDateTime, formatPrice, personName } from '../../ui/format';
import { shownStatus } from './announcement-status-badge';
import { ProposalStatusBadge } from './proposal-status-badge';
import { RequesterLine } from './requester-line';
import { announcementsText, useAnnouncementsText } from './text';

export function vehicleLabel(vehicle: ProposalRow['vehicle']): string {
  if (!vehicle) return '–';
  const details = [vehicle.year, vehicle.color, vehicle.plate_number].filter(Boolean).join(' · ');
  return `${vehicle.make} ${vehicle.model}${details ? ` (${details})` : ''}`;
}

/** Whether a pending proposal can still be changed or decided: the request is open and the proposal is sent. */
export function isDecidable(announcement: AnnouncementRow, proposal: ProposalRow): boolean {
  return proposal.status === PROPOSAL_STATUS.pending && shownStatus(announcement) === ANNOUNCEMENT_STATUS.open;
}

export function ProposalDetailsModal({
  announcement,
  proposal,
  isOwner,
  isMine,
  onHide,
  onEdit,
}: {
  announcement: AnnouncementRow;
  proposal: ProposalRow | null;
  isOwner: boolean;
  isMine: boolean;
  onHide: () => void;
  onEdit: () => void;
}) {
  const _ = useAnnouncementsText();
  const { busy, run } = useCommand();
  // While the confirmation dialog is up, the modal leaves it the keyboard: focus and Escape.
  const [confirming, setConfirming] = useState(false);

  async function decide(current: ProposalRow, accept: boolean) {
    if (accept) {
      setConfirming(true);
      const confirmed = await confirmDialog({
        text: announcementsText('details.confirmAccept'),
        confirm: announcementsText('details.accept'),
        icon: 'info',
      });
      setConfirming(false);
      if (!confirmed) return;
    }
    const outcome = await run(() => decideProposal(db, current, accept), {
      sent: announcementsText(accept ? 'proposal.accepted' : 'proposal.declined'),
      refused: uiText('toast.genericError'),
    });
    if (accepted(outcome)) onHide();
  }

  const decidable = proposal ? isDecidable(announcement, proposal) : false;
  const name = personName(proposal?.driver) || _('driver');
  return (
    <Modal show={proposal !== null} onHide={onHide} centered enforceFocus={!confirming} keyboard={!confirming} aria-labelledby="proposal-details-title">
      {proposal ? (
        <>
          <Modal.Header closeButton closeLabel={_('details.close')}>
            <Modal.Title id="proposal-details-title">{_('details.title')}</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <div className="d-flex justify-content-between align-items-start gap-2 mb-3">
              <RequesterLine user={proposal.driver} fallback={name} />
              <ProposalStatusBadge proposal={proposal} />
            </div>
            <dl className="row mb-0">
              <dt className="col-5">{_('fact.pricePerSeat')}</dt>
              <dd className="col-7 fw-semibold">{formatPrice(proposal.proposed_price)}</dd>
              <dt className="col-5">{_('fact.proposedDeparture')}</dt>
              <dd className="col-7">{formatDateTime(proposal.proposed_departure_time)}</dd>
              <dt className="col-5">{_('fact.vehicle')}</dt>
              <dd className="col-7">{vehicleLabel(proposal.vehicle)}</dd>
              <dt className="col-5">{_('fact.message')}</dt>
              <dd className="col-7">{proposal.message || '–'}</dd>
            </dl>
          </Modal.Body>
          {(isOwner || isMine) && decidable ? (
            <Modal.Footer>
              {isOwner ? (
                <>
                  <Button variant="outline-danger" disabled={busy} onClick={() => void decide(proposal, false)}>
                    {_('details.decline')}
                  </Button>
                  <Button variant="success" disabled={busy} onClick={() => void decide(proposal, true)}>
                    {_('details.accept')}
                  </Button>
                </>
              ) : (
                <Button variant="outline-primary" onClick={onEdit}>
                  {_('details.edit')}
                </Button>
              )}
            </Modal.Footer>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
