// `POST /api/reports` ("Signaler", issue 40) and the staff's read of the open reports. The reported person is never
// told: no notification, no live event, and nothing in any answer they can read names the reporter.
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { REPORT_STATUS, reportMessages, reportRequest, type StaffReports } from '../../contract/reports';
import { requireAccount, accountOf } from '../auth/guard';
import { hitRateLimit } from '../auth/rate-limit';
import type { ServerContext } from '../context';
import { reports, users } from '../db/schema';
import { fieldError, notFound, parseBody } from '../errors';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { fullName } from '../accounts/person-json';
import { staffOnly } from '../staff/staff-only';
import { reportSubjects } from './report-subjects';

/** The most reported subjects the desk lists at once; the rest wait for these to be settled. */
const STAFF_REPORTED_SUBJECTS = 100;

export async function reportRoutes(app: FastifyInstance, context: ServerContext) {
  const write = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(endpoints.report.path, write, async (request, reply) => {
    const { user } = accountOf(request);
    // Counted outside the write: a refusal must not be stored as the answer to this Idempotency-Key, so the device
    // retries it after Retry-After instead of losing the report.
    await hitRateLimit(context.db, `reports:${user.id}`, context.rateLimits.reports, context.now());
    const outcome = await runMutation(context, request, async (tx) => {
      const body = parseBody(reportRequest, request.body);
      const subject = await reportSubjects[body.subject_type](tx, body.subject_id, user.id);
      if (!subject) throw notFound();
      if (subject.ownerId === user.id) throw fieldError('subject_id', reportMessages.ownContent);
      // A second open report of the same subject by the same person adds nothing (reports_open_once_per_reporter).
      const created = await tx
        .insert(reports)
        .values({
          reporterId: user.id,
          subjectType: body.subject_type,
          subjectId: body.subject_id,
          subjectUserId: subject.ownerId,
          reason: body.reason,
          text: body.text,
          snapshot: subject.snapshot,
          status: REPORT_STATUS.open,
          createdAt: context.now(),
        })
        .onConflictDoNothing()
        .returning({ id: reports.id });
      return { status: created.length ? 201 : 200, body: { message: reportMessages.sent } };
    });
    return sendOutcome(reply, outcome);
  });

  // Unverified accounts reach the staff check too, so that they also see only a 404 (staff/routes.ts).
  const staff = { preHandler: [requireAccount(context, { allowUnverified: true }), staffOnly] };
  const reporters = alias(users, 'reporters');
  const reported = alias(users, 'reported');

  app.get(endpoints.staffReports.path, staff, async (): Promise<StaffReports> => {
    const rows = await context.db
      .select({ report: reports, reporter: reporters, reported })
      .from(reports)
      .leftJoin(reporters, eq(reporters.id, reports.reporterId))
      .leftJoin(reported, eq(reported.id, reports.subjectUserId))
      .where(eq(reports.status, REPORT_STATUS.open))
      .orderBy(desc(reports.createdAt), desc(reports.id));
    const subjects = new Map<string, StaffReports['data'][number]>();
    for (const { report, reporter, reported: person } of rows) {
      const key = `${report.subjectType}:${report.subjectId}`;
      let subject = subjects.get(key);
      if (!subject) {
        subject = {
          subject_type: report.subjectType as StaffReports['data'][number]['subject_type'],
          subject_id: report.subjectId,
          reported_user: person ? { id: person.id, full_name: fullName(person) } : null,
          reports_count: 0,
          last_reported_at: report.createdAt.toISOString(),
          reports: [],
        };
        subjects.set(key, subject);
      }
      subject.reports_count += 1;
      subject.reports.push({
        id: report.id,
        reporter: reporter ? { id: reporter.id, full_name: fullName(reporter) } : null,
        reason: report.reason as StaffReports['data'][number]['reports'][number]['reason'],
        text: report.text,
        snapshot: report.snapshot,
        created_at: report.createdAt.toISOString(),
      });
    }
    // Rows come newest first, so each subject's first report is its latest: most reported, then most recent.
    const data = [...subjects.values()].sort(
      (a, b) => b.reports_count - a.reports_count || b.last_reported_at.localeCompare(a.last_reported_at) || b.subject_id - a.subject_id,
    );
    return { data: data.slice(0, STAFF_REPORTED_SUBJECTS) };
  });
}
