// The staff's answer to a report (issue 40): dismiss, warn, hide the content or suspend the person, each with a note,
// and the audit log every action is written to. Shared by the staff desk's screen and the server.
import { z } from 'zod';
import { REPORT_SUBJECT_TYPES } from './reports';
import { genderField } from './women-only';

export const REPORT_ACTIONS = ['dismiss', 'warn', 'hide', 'suspend'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** What the audit log holds: the actions on reports, and a stated gender corrected against the identity document. */
export const LOGGED_ACTIONS = [...REPORT_ACTIONS, 'correct_gender'] as const;
export type LoggedAction = (typeof LOGGED_ACTIONS)[number];

export const MODERATION_NOTE_MAX = 1000;
/** Ten years: longer is "for good", said by leaving the days out. */
export const SUSPENSION_DAYS_MAX = 3650;

/** What a suspended person reads when signing in; the date is the day the suspension ends, in Tunisia. */
export const suspensionMessages = {
  forGood: 'Votre compte est suspendu définitivement.',
  until: (date: string) => `Votre compte est suspendu jusqu'au ${date}.`,
} as const;

export const moderationMessages = {
  dismissed: 'Report dismissed.',
  warned: 'The person was warned.',
  hidden: 'The content is hidden.',
  suspended: 'The account is suspended.',
  daysOnlyForSuspend: 'The days field is prohibited unless action is suspend.',
  nothingToHide: 'There is no content left to hide.',
  staffNotSuspended: 'A staff member cannot be suspended.',
  noPerson: 'The reported person no longer has an account.',
  genderCorrected: 'Gender corrected.',
  alreadySettled: 'These reports were already settled.',
} as const;

/** Every staff action's note, kept in the audit log: required, bounded, and without a NUL (PostgreSQL's text cannot
 *  hold one). */
const moderationNote = z
  .string({ error: 'The note field is required.' })
  .trim()
  .min(1, { error: 'The note field is required.' })
  .max(MODERATION_NOTE_MAX, { error: `The note must not be greater than ${MODERATION_NOTE_MAX} characters.` })
  .refine((note) => !note.includes('\u0000'), 'The note must not contain invalid characters.');

export const reportActionRequest = z.object({
  action: z.enum(REPORT_ACTIONS, {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'The action field is required.' : 'The selected action is invalid.'),
  }),
  days: z
    .number({ error: 'The days must be an integer.' })
    .int({ error: 'The days must be an integer.' })
    .min(1, { error: 'The days must be at least 1.' })
    .max(SUSPENSION_DAYS_MAX, { error: `The days must not be greater than ${SUSPENSION_DAYS_MAX}.` })
    .nullish()
    .transform((days) => days ?? null),
  note: moderationNote,
});
export type ReportActionRequest = z.input<typeof reportActionRequest>;

export const reportActionResponse = z.object({ message: z.string() });

/** One line of the audit log: who did what to which subject and person, when, and why. */
export const auditLogEntry = z.object({
  id: z.number(),
  action: z.enum(LOGGED_ACTIONS).catch('dismiss'),
  staff: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  subject_type: z.enum(REPORT_SUBJECT_TYPES),
  subject_id: z.number(),
  target_user: z.object({ id: z.number(), full_name: z.string() }).nullable(),
  /** Suspensions only: the number of days, or null for good. */
  days: z.number().nullable(),
  note: z.string(),
  reports_settled: z.number(),
  created_at: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLog = z.object({ data: z.array(auditLogEntry) });
export type AuditLog = z.infer<typeof auditLog>;

/** `PUT /api/staff/users/{id}/gender`: the gender read on the person's identity document, and why. */
export const genderCorrectionRequest = z.object({
  gender: genderField,
  note: moderationNote,
});
export type GenderCorrectionRequest = z.input<typeof genderCorrectionRequest>;
