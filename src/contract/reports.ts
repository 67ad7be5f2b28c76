// "Signaler" (issue 40): what a person may report, why, and the staff's read of the open reports. Shared by the
// device's form, the outbox and the server.
import { z } from 'zod';

export const REPORT_SUBJECT_TYPES = ['user', 'trip', 'announcement', 'message', 'review'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

export const REPORT_REASONS = ['harassment', 'dangerous_driving', 'fake_profile', 'no_show', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report waits for staff (open), then is dismissed or acted on (later increments of issue 40). */
export const REPORT_STATUS = { open: 0, dismissed: 1, actioned: 2 } as const;

export const REPORT_TEXT_MAX = 1000;

export const reportMessages = {
  sent: 'Report sent.',
  ownContent: 'You cannot report yourself or your own content.',
} as const;

/** Laravel's words: "is required" when the field is missing, else what is wrong with it. */
const missingOr = (field: string, wrong: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `The ${field} field is required.` : wrong;

export const reportRequest = z.object({
  subject_type: z.enum(REPORT_SUBJECT_TYPES, { error: missingOr('subject type', 'The selected subject type is invalid.') }),
  subject_id: z
    .number({ error: missingOr('subject id', 'The subject id must be an integer.') })
    .int({ error: 'The subject id must be an integer.' })
    .min(1, { error: 'The selected subject id is invalid.' })
    .max(2_147_483_647, { error: 'The selected subject id is invalid.' }),
  reason: z.enum(REPORT_REASONS, { error: missingOr('reason', 'The selected reason is invalid.') }),
  text: z
    .string({ error: 'The text field must be a string.' })
    .trim()
    .max(REPORT_TEXT_MAX, { error: `The text must not be greater than ${REPORT_TEXT_MAX} characters.` })
    // PostgreSQL's text cannot hold a NUL.
    .refine((text) => !text.includes('\u0000'), 'The text must not contain invalid characters.')
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type ReportRequest = z.input<typeof reportRequest>;

/** The reporter learns only that the report is in; nothing about what staff will do, nor about other reports. */
export const reportResponse = z.object({ message: z.string() });

/** The reported content as it stood when reported: kept even when the content is later edited or deleted. */
export const reportSnapshot = z.record(z.string(), z.unknown());

export const staffReportEntry = z.object({
  id: z.number(),
  reporter: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  reason: z.enum(REPORT_REASONS),
  text: z.string().nullable(),
  snapshot: reportSnapshot,
  created_at: z.string(),
});

/** One reported subject with its open reports, newest first. */
export const staffReportedSubject = z.object({
  subject_type: z.enum(REPORT_SUBJECT_TYPES),
  subject_id: z.number(),
  reported_user: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  reports_count: z.number(),
  last_reported_at: z.string(),
  reports: z.array(staffReportEntry),
});

/** Open reports grouped by subject: the most reported first, then the most recently reported. */
export const staffReports = z.object({ data: z.array(staffReportedSubject) });
export type StaffReports = z.infer<typeof staffReports>;
