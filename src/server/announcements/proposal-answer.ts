// How every write on a proposal ends (propose, edit, withdraw, accept, decline): the notice to the other side links
// to the request with the photo of who acted, the request's watchers hear it changed, and the answer carries the
// proposal twice (`proposal`, and `data` for the newer clients).
import type { Tx } from '../db/client';
import { loadProposal } from './announcement-json';
import { announcementChanged } from './announcement-watchers';
import { imageUrlOf } from '../accounts/person-json';

/** Spread into a notice: the request's page, and the photo of the person who acted. */
export const aboutProposal = (announcementId: number, actor: { image: string | null }) => ({
  imageUrl: imageUrlOf(actor.image),
  webUrl: `/announcements/${announcementId}`,
});

export async function proposalAnswer(tx: Tx, answer: { proposalId: number; announcementId: number; message: string; now: Date; status?: number }) {
  const proposal = await loadProposal(tx, answer.proposalId, answer.now);
  await announcementChanged(tx, answer.announcementId);
  return { status: answer.status ?? 200, body: { message: answer.message, proposal, data: proposal } };
}
