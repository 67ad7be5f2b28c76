// A proposal's status badge (colour from the status table, text from status_text) and its "not sent yet" mark.
import { Badge } from 'react-bootstrap';
import { PROPOSAL_STATUS_BADGE, PROPOSAL_STATUS_TEXT } from '../../../contract/statuses';
import type { ProposalRow } from '../../../db/database';
import { NOT_SENT_YET } from '../bookings/booking-status-badge';

export function ProposalStatusBadge({ proposal }: { proposal: Pick<ProposalRow, 'status' | 'status_text' | '_pending'> }) {
  const bg = PROPOSAL_STATUS_BADGE[proposal.status] ?? 'secondary';
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg={bg} text={bg === 'warning' ? 'dark' : undefined}>
        {proposal.status_text || PROPOSAL_STATUS_TEXT[proposal.status] || 'Inconnu'}
      </Badge>
      {proposal._pending?.length ? (
        <Badge bg="light" text="dark" className="border">
          {NOT_SENT_YET}
        </Badge>
      ) : null}
    </span>
  );
}
