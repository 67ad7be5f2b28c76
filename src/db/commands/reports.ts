// "Signaler" (issue 40): a report queued like any write, so one made in a dead zone is sent once the network returns,
// exactly once (its entry id is the Idempotency-Key). It changes nothing the device shows, so no row is written.
import { endpoints } from '../../contract/api';
import type { ReportRequest } from '../../contract/reports';
import type { MechwarDatabase } from '../database';
import { enqueue } from '../outbox';
import { outboxLabel } from '../outbox-label';
import { requireSession } from './session-guard';
import { defineWrite, keepShown } from './define-write';
import { newEntryId } from './write-once';

export const REPORT_LABEL = outboxLabel('Signalement');

/** Queues the report of someone else's profile, trip, travel request, message or review; resolves with the entry id. */
export async function reportContent(db: MechwarDatabase, report: ReportRequest, id: string = newEntryId()): Promise<string> {
  return db.transaction('rw', [db.session, db.outbox], async () => {
    const session = await requireSession(db);
    const text = report.text?.trim();
    await enqueue(db, {
      id,
      kind: 'report',
      label: REPORT_LABEL,
      method: 'POST',
      path: endpoints.report.path,
      body: { type: 'json', data: { subject_type: report.subject_type, subject_id: report.subject_id, reason: report.reason, ...(text ? { text } : {}) } },
      userId: session.user.id,
    });
    return id;
  });
}

export const reportWrites = {
  report: defineWrite({ endpoints: [endpoints.report], apply: keepShown }),
};
