// The contact form (spec 000 §2, §3, §7): what `POST /api/contact` takes and answers, and how long a captcha holds.
import { z } from 'zod';

/** Spec 000 §2: technical problem 0, complaint 1, improvement 2, other 3. */
export const CONTACT_TOPIC = { technical: 0, complaint: 1, improvement: 2, other: 3 } as const;
export type ContactTopic = (typeof CONTACT_TOPIC)[keyof typeof CONTACT_TOPIC];

export const CONTACT_LIMITS = { fullName: 100, email: 255, subject: 150, message: 5000, captcha: 20 } as const;

/** The captcha is good for this long after its image was served (issue 12). */
export const CAPTCHA_TTL_MS = 10 * 60_000;

/** The server's words for a captcha that is wrong, expired, already used or not this visitor's. */
export const CAPTCHA_REFUSED = 'The captcha is incorrect or has expired.';
/** The server's thanks (French, like the rest of the product's own texts). */
export const CONTACT_THANKS = 'Merci ! Votre message a bien été envoyé, notre équipe vous répondra par email.';

const required = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`);
const atMost = (label: string, max: number) => `The ${label} field must not be greater than ${max} characters.`;

/** Laravel's `in:0,1,2,3`; the form's select sends the value as text, a JSON client as a number. */
const topicField = z.union([z.number(), z.string()], { error: 'The topic field is required.' }).transform((value, ctx) => {
  const text = String(value).trim();
  if (text === '') {
    ctx.addIssue({ code: 'custom', message: 'The topic field is required.' });
    return z.NEVER;
  }
  const topic = Number(text);
  if (!Number.isInteger(topic) || topic < CONTACT_TOPIC.technical || topic > CONTACT_TOPIC.other) {
    ctx.addIssue({ code: 'custom', message: 'The selected topic is invalid.' });
    return z.NEVER;
  }
  return topic as ContactTopic;
});

export const contactRequest = z.object({
  full_name: required('full name').max(CONTACT_LIMITS.fullName, atMost('full name', CONTACT_LIMITS.fullName)),
  email: required('email').max(CONTACT_LIMITS.email, atMost('email', CONTACT_LIMITS.email)).pipe(z.email('The email field must be a valid email address.')),
  topic: topicField,
  subject: required('subject').max(CONTACT_LIMITS.subject, atMost('subject', CONTACT_LIMITS.subject)),
  message: required('message').max(CONTACT_LIMITS.message, atMost('message', CONTACT_LIMITS.message)),
  captcha: required('captcha').max(CONTACT_LIMITS.captcha, CAPTCHA_REFUSED),
});
/** What the form holds and sends (topic as text or number). */
export type ContactRequest = z.input<typeof contactRequest>;
export type ContactMessageInput = z.output<typeof contactRequest>;

export const contactResponse = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponse>;
