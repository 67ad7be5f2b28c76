// The staff's answer to a report (issue 40): `POST /api/staff/reports/{id}/actions` settles every open report of the
// subject with one action and a note, `PUT /api/staff/users/{id}/gender` corrects a stated gender against the identity
// document, and `GET /api/staff/audit-log` lists what staff did. Staff only (404 otherwise).
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { messageLabel } from '../../contract/message-label';
import {
  genderCorrectionRequest,
  moderationMessages,
  reportActionRequest,
  type AuditLog,
  type LoggedAction,
  type ReportAction,
} from '../../contract/moderation';
import { REPORT_STATUS, type ReportSubjectType } from '../../contract/reports';
import type { ServerContext } from '../context';
import { reports, staffActions, users } from '../db/schema';
import { fieldError, notFound, parseBody } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { rowWriteRoute } from '../write-route';
import { idParam } from '../auth/access';
import { notify } from '../chat/chat';
import { fullName } from '../accounts/person-json';
import { originOf } from '../parcels/parcel-moves';
import { staffOnly } from '../staff/staff-only';
import { hideSubject, suspendPerson } from './moderation-actions';

/** The newest actions the log shows at once. */
const AUDIT_LOG_ROWS = 200;

const DONE: Record<ReportAction, string> = {
  dismiss: moderationMessages.dismissed,
  warn: moderationMessages.warned,
  hide: moderationMessages.hidden,
  suspend: moderationMessages.suspended,
};

export async function moderationRoutes(app: FastifyInstance, context: ServerContext) {
  // Unverified accounts reach the staff check too, so that they also see only a 404 (staff/routes.ts).
  const staff = [requireAccount(context, { allowUnverified: true }), staffOnly];

  app.post(routePath(endpoints.actOnReport.path), { preHandler: [...staff, replayStoredMutation(context)] }, async (request, reply) => {
    const { user: member } = accountOf(request);
    const id = idParam(request);
    const outcome = await runMutation(context, request, async (tx) => {
      const now = context.now();
      const [report] = await tx.select().from(reports).where(eq(reports.id, id));
      if (!report) throw notFound();
      const body = parseBody(reportActionRequest, request.body);
      if (body.days !== null && body.action !== 'suspend') throw fieldError('days', moderationMessages.daysOnlyForSuspend);
      // Every open report of the subject, locked: two staff members acting at once settle them once.
      const settled = await tx
        .update(reports)
        .set({ status: body.action === 'dismiss' ? REPORT_STATUS.dismissed : REPORT_STATUS.actioned })
        .where(and(eq(reports.subjectType, report.subjectType), eq(reports.subjectId, report.subjectId), eq(reports.status, REPORT_STATUS.open)))
        .returning({ id: reports.id });
      if (!settled.length) throw fieldError('report', moderationMessages.alreadySettled);
      const subjectType = report.subjectType as ReportSubjectType;
      const person = report.subjectUserId;
      const actionContext = { tx, now, parcelCodeSecret: context.parcelCodeSecret, origin: originOf(request) };
      if (body.action === 'hide') await hideSubject(actionContext, subjectType, report.subjectId);
      if (body.action === 'warn' || body.action === 'suspend') {
        if (person === null) throw fieldError('action', moderationMessages.noPerson);
        if (body.action === 'warn') {
          await notify(
            tx,
            {
              userId: person,
              title: messageLabel('Avertissement de la modération'),
              message: messageLabel('Un signalement vous concernant a été examiné. Merci de respecter les règles de la communauté.'),
              webUrl: '/profile',
            },
            now,
          );
        } else {
          const [target] = await tx.select({ isStaff: users.isStaff }).from(users).where(eq(users.id, person));
          if (target?.isStaff) throw fieldError('action', moderationMessages.staffNotSuspended);
          await suspendPerson(actionContext, person, body.days);
        }
      }
      await tx.insert(staffActions).values({
        staffId: member.id,
        action: body.action,
        subjectType,
        subjectId: report.subjectId,
        targetUserId: person,
        days: body.action === 'suspend' ? body.days : null,
        note: body.note,
        reportsSettled: settled.length,
        createdAt: now,
      });
      return { status: 200, body: { message: DONE[body.action] } };
    });
    return sendOutcome(reply, outcome);
  });

  // A stated gender decides who may book a trip between women: staff set it to what the identity document says.
  app.put(
    routePath(endpoints.correctGender.path),
    { preHandler: [...staff, replayStoredMutation(context)] },
    rowWriteRoute(context, async (tx, { user: member, id, request, now }) => {
      const body = parseBody(genderCorrectionRequest, request.body);
      const [person] = await tx.update(users).set({ gender: body.gender, updatedAt: now }).where(eq(users.id, id)).returning({ id: users.id });
      if (!person) throw notFound();
      await tx.insert(staffActions).values({
        staffId: member.id,
        action: 'correct_gender',
        subjectType: 'user',
        subjectId: id,
        targetUserId: id,
        days: null,
        note: body.note,
        reportsSettled: 0,
        createdAt: now,
      });
      return { status: 200, body: { message: moderationMessages.genderCorrected } };
    }),
  );

  const staffMembers = alias(users, 'staff_members');
  const targets = alias(users, 'targets');

  app.get(endpoints.auditLog.path, { preHandler: staff }, async (): Promise<AuditLog> => {
    const rows = await context.db
      .select({ action: staffActions, member: staffMembers, target: targets })
      .from(staffActions)
      .leftJoin(staffMembers, eq(staffMembers.id, staffActions.staffId))
      .leftJoin(targets, eq(targets.id, staffActions.targetUserId))
      .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
      .limit(AUDIT_LOG_ROWS);
    return {
      data: rows.map(({ action, member, target }) => ({
        id: action.id,
        action: action.action as LoggedAction,
        staff: member ? { id: member.id, full_name: fullName(member) } : null,
        subject_type: action.subjectType as ReportSubjectType,
        subject_id: action.subjectId,
        target_user: target ? { id: target.id, full_name: fullName(target) } : null,
        days: action.days,
        note: action.note,
        reports_settled: action.reportsSettled,
        created_at: action.createdAt.toISOString(),
      })),
    };
  });
}
