// A proposal's status badge (colour from the status table, text from status_text) and its "not sent yet" mark.
import { PROPOSAL_STATUS_BADGE, PROPOSAL_STATUS_TEXT } from '../../../contract/statuses';
import type { ProposalRow } from '../../../db/database';
import { StatusBadgeWithPending } from '../../ui/status-badge';

export function ProposalStatusBadge({ proposal }: { proposal: Pick<ProposalRow, 'status' | 'status_text' | '_pending'> }) {
  return (
    <StatusBadgeWithPending bg={PROPOSAL_STATUS_BADGE[proposal.status] ?? 'secondary'} pending={!!proposal._pending?.length}>
      {proposal.status_text || PROPOSAL_STATUS_TEXT[proposal.status] || 'Inconnu'}
    </StatusBadgeWithPending>
  );
}
