// The rules every proposal route shares: the refusals' words, "open" as readers see it, and guarded status moves.
import { and, eq } from 'drizzle-orm';
import { ANNOUNCEMENT_STATUS, PROPOSAL_STATUS } from '../../contract/statuses';
import type { Tx } from '../db/client';
import { proposals, type AnnouncementRow, type ProposalRow } from '../db/schema';
import { fieldError } from '../errors';
import { effectiveStatus, findProposal } from './announcement-access';

export const proposalMessages = {
  created: 'Proposal submitted successfully',
  updated: 'Proposal updated successfully',
  withdrawn: 'Proposal deleted successfully',
  accepted: 'Proposal accepted successfully',
  rejected: 'Proposal declined successfully',
  alreadyProposed: 'You already have a proposal on this announcement.',
  vehicleNotOwn: 'The selected vehicle is invalid.',
  departureInPast: 'The proposed departure time must be a date after now.',
} as const;

/** Why an announcement takes no proposal and no decision now, by the status readers see. */
const NOT_OPEN: Record<number, string> = {
  [ANNOUNCEMENT_STATUS.pendingReview]: 'This announcement is not open for proposals yet.',
  [ANNOUNCEMENT_STATUS.closed]: 'This announcement is closed.',
  [ANNOUNCEMENT_STATUS.expired]: 'This announcement has expired.',
};

/** The 422 of an announcement that takes no proposal now: also what a block between the two people reads as. */
export const closedToProposals = () => fieldError('announcement', NOT_OPEN[ANNOUNCEMENT_STATUS.closed]!);

/** 422 unless the announcement is Open and its desired time still ahead. */
export function requireOpen(row: AnnouncementRow, now: Date): void {
  const status = effectiveStatus(row, now);
  if (status !== ANNOUNCEMENT_STATUS.open) throw fieldError('announcement', NOT_OPEN[status] ?? NOT_OPEN[ANNOUNCEMENT_STATUS.closed]!);
}

/** Why a proposal no longer pending cannot be changed or decided again. */
const ALREADY: Record<number, string> = {
  [PROPOSAL_STATUS.accepted]: 'This proposal has already been accepted.',
  [PROPOSAL_STATUS.rejected]: 'This proposal has already been declined.',
  [PROPOSAL_STATUS.withdrawn]: 'This proposal has been withdrawn by its driver.',
};

export const notPending = (status: number) => fieldError('proposal', ALREADY[status] ?? ALREADY[PROPOSAL_STATUS.withdrawn]!);

export function requirePending(proposal: ProposalRow): void {
  if (proposal.status !== PROPOSAL_STATUS.pending) throw notPending(proposal.status);
}

/**
 * Moves a proposal from Pending to `to` (with `changes`) only if nobody moved it first: the one guard when a driver's
 * edit or withdrawal races the owner's decision. The loser gets the 422 of whatever won.
 */
export async function movePending(tx: Tx, proposal: ProposalRow, to: number, now: Date, changes: Partial<ProposalRow> = {}): Promise<ProposalRow> {
  const [moved] = await tx
    .update(proposals)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(proposals.id, proposal.id), eq(proposals.status, PROPOSAL_STATUS.pending)))
    .returning();
  if (moved) return moved;
  throw notPending((await findProposal(tx, proposal.id)).status);
}
