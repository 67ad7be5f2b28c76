// Proposal commands: a driver proposes, edits or withdraws an offer; the request's owner accepts or declines one.
// Accepting closes the request and declines the other pending offers at once on the device, as the server will.
import type { z } from 'zod';
import { endpoints, pathFor } from '../../contract/api';
import type { proposalForm } from '../../contract/announcements';
import { ANNOUNCEMENT_STATUS, ANNOUNCEMENT_STATUS_TEXT, PROPOSAL_STATUS, PROPOSAL_STATUS_TEXT } from '../../contract/statuses';
import type { AnnouncementRow, MechwarDatabase, ProposalRow } from '../database';
import type { OutboxEntry, RowTouch } from '../outbox-entry';
import { enqueue } from '../outbox';
import { changeRow, createRow, putServerRow, rowKey } from '../row-marks';
import { announcementNow } from './announcements';
import { rowNow } from './row-now';
import { queueChange } from './queue-write';
import { temporaryId } from './temp-id';
import { requireSession, routeLabel } from './session-guard';
import { defineWrite, type AnswerOf } from './define-write';
import { outboxLabel } from '../outbox-label';
import { newEntryId } from './write-once';

/** The apply form's values as the contract's schema gives them (the terms are the form's alone). */
export type ProposalFields = Omit<z.output<typeof proposalForm>, 'terms'>;

const TABLES = (db: MechwarDatabase) => [db.session, db.announcements, db.proposals, db.vehicles, db.outbox, db.meta];

const proposalNow = (db: MechwarDatabase, shown: ProposalRow) => rowNow(db, 'proposals', shown, 'Cette proposition n’existe plus.');

const status = (code: number) => ({ status: code, status_text: PROPOSAL_STATUS_TEXT[code] });

/** Apply to a request (no `shown`) or edit one's pending proposal (`shown`). */
export async function saveProposal(db: MechwarDatabase, announcement: AnnouncementRow, fields: ProposalFields, shown?: ProposalRow, id: string = newEntryId()) {
  return db.transaction('rw', TABLES(db), async () => {
    const session = await requireSession(db);
    const target = await announcementNow(db, announcement);
    const vehicle = await db.vehicles.get(fields.vehicle_id);
    const body = { ...fields, message: fields.message?.trim() || null };
    const changes = { ...body, vehicle: vehicle ?? null };
    const route = routeLabel(target);
    if (shown) {
      const proposal = await proposalNow(db, shown);
      return queueChange(db, 'proposals', proposal.id, changes, {
        id,
        kind: 'saveProposal',
        label: outboxLabel('Modification de la proposition {route}', { route }),
        method: 'PUT',
        path: pathFor(endpoints.updateProposal, proposal.id),
        body: { type: 'json', data: body },
        userId: session.user.id,
        announcementId: target.id,
      });
    }
    const tempId = temporaryId();
    const optimistic: ProposalRow = {
      id: tempId,
      announcement_id: target.id,
      driver_id: session.user.id,
      driver: { id: session.user.id, full_name: session.user.full_name, first_name: session.user.first_name, image_url: session.user.image_url },
      ...changes,
      ...status(PROPOSAL_STATUS.pending),
      created_at: new Date().toISOString(),
      _entryId: id,
    };
    const touches = [await createRow(db, 'proposals', optimistic)];
    touches.push(await changeRow(db, 'announcements', target.id, { proposals_count: (target.proposals_count ?? 0) + 1 }));
    await enqueue(db, {
      id,
      kind: 'saveProposal',
      label: outboxLabel('Proposition {route}', { route }),
      method: 'POST',
      path: pathFor(endpoints.propose, target.id),
      body: { type: 'json', data: { ...body, terms: true } },
      userId: session.user.id,
      announcementId: target.id,
      tempId,
      touches,
      // On a request posted here and not sent yet, the proposal waits for it.
      alsoActsOn: [rowKey('announcements', target.id)],
    });
    return id;
  });
}

/** Withdraw one's pending proposal (status 3): it leaves the lists at once. */
export async function withdrawProposal(db: MechwarDatabase, shown: ProposalRow, id: string = newEntryId()) {
  return db.transaction('rw', TABLES(db), async () => {
    const session = await requireSession(db);
    const proposal = await proposalNow(db, shown);
    const touches = [await changeRow(db, 'proposals', proposal.id, status(PROPOSAL_STATUS.withdrawn))];
    const announcement = await db.announcements.get(proposal.announcement_id);
    if (announcement)
      touches.push(await changeRow(db, 'announcements', announcement.id, { proposals_count: Math.max(0, (announcement.proposals_count ?? 1) - 1) }));
    await enqueue(db, {
      id,
      kind: 'withdrawProposal',
      label: outboxLabel('Retrait de la proposition {route}', { route: announcement ? routeLabel(announcement) : `#${proposal.announcement_id}` }),
      method: 'DELETE',
      path: pathFor(endpoints.deleteProposal, proposal.id),
      body: { type: 'none' },
      userId: session.user.id,
      announcementId: proposal.announcement_id,
      touches,
    });
    return id;
  });
}

/**
 * The owner accepts or declines a pending proposal. Accepting also closes the request and declines its other pending
 * proposals on the device, as the server does in the same transaction; a refusal puts all of it back.
 */
export async function decideProposal(db: MechwarDatabase, shown: ProposalRow, accept: boolean, id: string = newEntryId()) {
  return db.transaction('rw', TABLES(db), async () => {
    const session = await requireSession(db);
    const proposal = await proposalNow(db, shown);
    const touches: RowTouch[] = [await changeRow(db, 'proposals', proposal.id, status(accept ? PROPOSAL_STATUS.accepted : PROPOSAL_STATUS.rejected))];
    const announcement = await db.announcements.get(proposal.announcement_id);
    if (accept && announcement) {
      const accepted = { ...proposal, ...status(PROPOSAL_STATUS.accepted) };
      touches.push(
        await changeRow(db, 'announcements', announcement.id, {
          status: ANNOUNCEMENT_STATUS.closed,
          status_text: ANNOUNCEMENT_STATUS_TEXT[ANNOUNCEMENT_STATUS.closed],
          accepted_trip_proposal: accepted,
        }),
      );
      const others = await db.proposals
        .where('announcement_id')
        .equals(announcement.id)
        .filter((other) => other.id !== proposal.id && other.status === PROPOSAL_STATUS.pending)
        .toArray();
      for (const other of others) touches.push(await changeRow(db, 'proposals', other.id, status(PROPOSAL_STATUS.rejected)));
    }
    const who = proposal.driver?.full_name ?? `#${proposal.driver_id}`;
    await enqueue(db, {
      id,
      kind: 'decideProposal',
      label: outboxLabel(accept ? 'Acceptation de la proposition de {who}' : 'Refus de la proposition de {who}', { who }),
      method: 'POST',
      path: pathFor(accept ? endpoints.acceptProposal : endpoints.rejectProposal, proposal.id),
      body: { type: 'none' },
      userId: session.user.id,
      announcementId: proposal.announcement_id,
      touches,
    });
    return id;
  });
}

export async function applyProposalAnswer(db: MechwarDatabase, entry: OutboxEntry, { proposal }: AnswerOf<typeof endpoints.propose>) {
  if (entry.tempId) await db.proposals.delete(entry.tempId);
  await putServerRow(db, 'proposals', proposal, entry.id);
}

export async function applyProposalWithdrawn(db: MechwarDatabase, entry: OutboxEntry, { proposal }: AnswerOf<typeof endpoints.deleteProposal>) {
  const id = entry.touches.find((touch) => touch.table === 'proposals')!.id;
  if (proposal) await putServerRow(db, 'proposals', proposal, entry.id);
  else await db.proposals.delete(id);
}

/** The decided proposal is the server's; the request and the other proposals are pulled again after it. */
export const applyProposalDecision = applyProposalAnswer;

export const proposalWrites = {
  saveProposal: defineWrite({ endpoints: [endpoints.propose, endpoints.updateProposal], apply: applyProposalAnswer }),
  withdrawProposal: defineWrite({ endpoints: [endpoints.deleteProposal], apply: applyProposalWithdrawn }),
  decideProposal: defineWrite({ endpoints: [endpoints.acceptProposal, endpoints.rejectProposal], apply: applyProposalDecision }),
};
