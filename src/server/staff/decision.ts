// A staff decision on a document or a driver application reads and is recorded the same way: another member than the
// person concerned, on something still pending, approve or reject with a reason, stamped with who decided and when.
import type { FastifyRequest } from 'fastify';
import { refusals } from '../../contract/errors';
import { staffDecision, staffMessages } from '../../contract/staff';
import { fieldError, forbidden, parseBody } from '../errors';

/** Nobody approves their own papers: another member of the staff decides on them. */
export const OWN_PAPERS = 'Un autre membre du staff doit décider de vos propres documents.';

/** The decision in the request, refused on one's own papers and on what was already decided. */
export function readDecision(request: FastifyRequest, subject: { userId: number; status: number }, memberId: number, pending: number) {
  const body = parseBody(staffDecision, request.body);
  if (subject.userId === memberId) throw forbidden(OWN_PAPERS);
  if (subject.status !== pending) throw fieldError('decision', staffMessages.alreadyDecided, refusals.alreadyDecided);
  return { approved: body.decision === 'approve', reason: body.decision === 'reject' ? body.reason : null };
}

/** The columns a decision sets, in the subject's own status codes. */
export function decidedColumns(
  statuses: { approved: number; rejected: number },
  decision: { approved: boolean; reason: string | null },
  memberId: number,
  now: Date,
) {
  return {
    status: decision.approved ? statuses.approved : statuses.rejected,
    verifiedAt: now,
    verifiedBy: memberId,
    rejectionReason: decision.reason,
    updatedAt: now,
  };
}
