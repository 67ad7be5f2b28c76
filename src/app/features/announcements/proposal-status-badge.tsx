// A proposal's status badge (colour from the status table, its label in the active language by status code; the
// server's French status_text only for a code this version does not know) and its "not sent yet" mark.
import { PROPOSAL_STATUS_BADGE, PROPOSAL_STATUS_TEXT } from '../../../contract/statuses';
import type { ProposalRow } from '../../../db/database';
import { StatusBadgeWithPending } from '../../ui/status-badge';
import { useAnnouncementsText } from './text';
import { useAnnouncementCardsText } from './card-text';

export function ProposalStatusBadge({ proposal }: { proposal: Pick<ProposalRow, 'status' | 'status_text' | '_pending'> }) {
  const _ = useAnnouncementsText();
  const card = useAnnouncementCardsText();
  const known = proposal.status in PROPOSAL_STATUS_TEXT;
  return (
    <StatusBadgeWithPending bg={PROPOSAL_STATUS_BADGE[proposal.status] ?? 'secondary'} pending={!!proposal._pending?.length}>
      {known ? _(`proposalStatus.${proposal.status}` as 'proposalStatus.0') : proposal.status_text || card('status.unknown')}
    </StatusBadgeWithPending>
  );
}
