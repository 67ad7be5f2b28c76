// The staff desk (DESIGN.md §7): what waits for a decision, and the decisions. Non-staff get 404 on every call.
import { z } from 'zod';
import { userDocument } from './documents';
import { refusals } from './errors';

const applicant = z.object({
  id: z.number().int(),
  full_name: z.string(),
  phone: z.string(),
  image_url: z.string().nullable().optional(),
  /** The gender the person stated (issue 40): staff check it against the identity document and may correct it. */
  gender: z.enum(['female', 'male']).nullable().optional().catch(null),
});

export const staffDocument = userDocument.extend({
  user: applicant,
  /** The vehicle a vehicle document belongs to. */
  vehicle: z.object({ id: z.number().int(), make: z.string(), model: z.string(), plate_number: z.string() }).nullable().optional(),
});
export type StaffDocument = z.infer<typeof staffDocument>;

export const staffApplication = z.object({
  id: z.number().int(),
  status: z.coerce.number().int(),
  created_at: z.string(),
  user: applicant,
  /** The application's documents (user and vehicle) and whether each required one is approved yet. */
  documents: z.array(staffDocument),
  ready: z.boolean(),
});
export type StaffApplication = z.infer<typeof staffApplication>;

export const contactMessage = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  topic: z.coerce.number().int(),
  subject: z.string(),
  message: z.string(),
  user_id: z.number().int().nullable().optional(),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessage>;

/** `GET /api/staff/desk`: pending applications, pending user and vehicle documents, the latest contact messages. */
export const staffDesk = z.object({
  driver_applications: z.array(staffApplication),
  user_documents: z.array(staffDocument),
  vehicle_documents: z.array(staffDocument),
  contact_messages: z.array(contactMessage),
});
export type StaffDesk = z.infer<typeof staffDesk>;

/** Approve needs nothing; a rejection needs its reason, which the user reads. */
export const staffDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string({ error: 'The reason field is required.' })
      .trim()
      .min(3, 'The reason must be at least 3 characters.')
      .max(500, 'The reason may not be greater than 500 characters.'),
  }),
]);
export type StaffDecision = z.input<typeof staffDecision>;
export const staffDecisionResponse = z.object({ message: z.string() });

export const staffMessages = {
  documentApproved: 'Document approuvé',
  documentRejected: 'Document rejeté',
  applicationApproved: 'Demande approuvée',
  applicationRejected: 'Demande rejetée',
  alreadyDecided: refusals.alreadyDecided.message,
  documentsFirst: 'Approve the required documents of this application first.',
} as const;
