// SOS during a ride (issue 40): the emergency numbers of Tunisia, the person's emergency contacts (up to three, kept
// on the profile), the alert a person sends them, and the text they receive. Shared by the device and the server.
import { z } from 'zod';
import { phoneField } from './phone';
import { GENDERS, genderField } from './women-only';
import { TRIP_STATUS } from './statuses';
import { START_BEFORE_DEPARTURE_MS } from './tracking-limits';

/** One tap on the "Urgence" sheet calls these; they work without credit or data. */
export const EMERGENCY_NUMBERS = [
  { service: 'police', number: '197' },
  { service: 'samu', number: '190' },
  { service: 'civilProtection', number: '198' },
] as const;

/** Hours after the expected arrival a ride still counts as under way for an SOS: cars run late. */
export const SOS_AFTER_ARRIVAL_MS = 3 * 3_600_000;

/**
 * Whether "Urgence" is offered and an alert accepted: an active trip its driver started, or one within half an hour
 * of its departure (a passenger may be in the car before the driver presses start) until hours after its arrival.
 */
export function rideUnderWay(trip: { status: number; startedAt: number | null; departure: number; arrival: number | null }, now: number): boolean {
  if (trip.status !== TRIP_STATUS.active) return false;
  const end = (trip.arrival ?? trip.departure) + SOS_AFTER_ARRIVAL_MS;
  if (now > end) return false;
  return trip.startedAt !== null || now >= trip.departure - START_BEFORE_DEPARTURE_MS;
}

export const EMERGENCY_CONTACTS_MAX = 3;
export const EMERGENCY_CONTACT_NAME_MAX = 60;

export const emergencyContact = z.object({
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(EMERGENCY_CONTACT_NAME_MAX, `The name must not be greater than ${EMERGENCY_CONTACT_NAME_MAX} characters.`)
    .refine((name) => !name.includes('\u0000'), 'The name must not contain invalid characters.'),
  phone: phoneField,
});
export type EmergencyContact = z.infer<typeof emergencyContact>;

/**
 * `PUT /api/user/safety`: what is given is replaced, what is left out stays: the emergency contacts (the whole list; an
 * empty one removes them all) and the gender (issue 40: private, only for rides between women).
 */
export const safetySettingsRequest = z.object({
  emergency_contacts: z
    .array(emergencyContact, { error: 'The emergency contacts must be a list.' })
    .max(EMERGENCY_CONTACTS_MAX, `The emergency contacts must not have more than ${EMERGENCY_CONTACTS_MAX} items.`)
    .refine((contacts) => new Set(contacts.map((contact) => contact.phone)).size === contacts.length, 'The emergency contacts must not repeat a phone.')
    .optional(),
  gender: genderField.optional(),
});
export type SafetySettingsRequest = z.input<typeof safetySettingsRequest>;

export const safetySettingsResponse = z.object({
  message: z.string(),
  data: z.object({ emergency_contacts: z.array(z.object({ name: z.string(), phone: z.string() })), gender: z.enum(GENDERS).nullable().catch(null) }),
});

/** `POST /api/trips/{id}/sos`: where the person is (the device's newest fix) and the share link it made, if any. */
export const sosRequest = z.object({
  latitude: z.number({ error: 'The latitude must be a number.' }).min(-90).max(90).nullish(),
  longitude: z.number({ error: 'The longitude must be a number.' }).min(-180).max(180).nullish(),
  position_at: z.iso.datetime({ offset: true, error: 'The position at must be a valid date.' }).nullish(),
  share_token: z
    .string({ error: 'The share token must be a string.' })
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'The share token must be base64url.')
    .nullish(),
});
export type SosRequest = z.input<typeof sosRequest>;

export const sosResponse = z.object({ message: z.string(), data: z.object({ contacts_told: z.number().int() }) });

export const sosMessages = {
  sent: 'Vos proches ont été prévenus par SMS.',
  noContacts: 'Ajoutez d’abord vos contacts d’urgence dans votre profil.',
  notUnderWay: 'Ce trajet n’est pas en cours.',
  saved: 'Emergency contacts saved.',
} as const;

/** The position as a link any phone opens in its maps app. */
export const positionLink = (latitude: number, longitude: number) => `https://maps.google.com/?q=${latitude.toFixed(5)},${longitude.toFixed(5)}`;

/**
 * The text the contacts receive, in its source wording (French): the server's catalogs translate it by its pattern,
 * the device's words write the same text for its own SMS app. Parts the sender lacks are left out.
 */
export const sosTextParts = {
  opening: 'URGENCE Mechwar : {name} demande de l’aide pendant le trajet {route}.',
  position: 'Dernière position : {link} ({time}).',
  follow: 'Suivre le trajet : {link}',
} as const;

/** An SOS as the staff desk lists it: who called for help, during which trip, from where, and how many were texted. */
export const staffSosAlert = z.object({
  id: z.number(),
  trip_id: z.number().nullable(),
  user: z.object({ id: z.number(), full_name: z.string(), phone: z.string() }),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  position_at: z.string().nullable(),
  contacts_told: z.number(),
  created_at: z.string(),
});
export type StaffSosAlert = z.infer<typeof staffSosAlert>;
export const staffSosAlerts = z.object({ data: z.array(staffSosAlert) });
