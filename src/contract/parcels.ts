// Parcels along trips (DESIGN.md §9): a booking of trunk space. The send form, the parcel as sender, driver and
// recipient see it, its timeline, the handover codes and every parcel answer, shared by server, worker and screens.
import { z } from 'zod';
import { PARCEL_SIZES, PARCEL_SIZE_INFO } from './parcel-sizes';
import { personName } from './person-summary';
import { phoneField } from './phone';
import { tripCity } from './route-places';
import { blankToUndefined, hasTwoDecimalsAtMost, listOf, money } from './request-fields';
import { linkedTrip, tripTracking } from './tracking';
import { legFields, legRequestFields } from './trip-route';
import { paginated } from './paginator';

/** Handover codes: six digits; five wrong tries lock that parcel's code for a quarter of an hour. */
export const PARCEL_CODE_LENGTH = 6;
export const PARCEL_CODE_MAX_TRIES = 5;
export const PARCEL_CODE_LOCK_MS = 15 * 60_000;
export const PARCEL_TEXT_MAX = 255;
export const PARCEL_REASON_MAX = 1000;

/** What may never travel in a parcel; the send form lists it beside the box the sender ticks. */
export const FORBIDDEN_ITEMS = ['armes', 'drogues', 'argent liquide', 'animaux', 'aliments périssables sans réfrigération', 'tout ce qui est illégal'] as const;

const requiredText = (name: string, max = PARCEL_TEXT_MAX) =>
  z
    .string({ error: `The ${name} field is required.` })
    .trim()
    .min(1, `The ${name} field is required.`)
    .max(max, `The ${name} must not be greater than ${max} characters.`)
    // The database keeps no NUL character in text: refused here rather than failing the write.
    .refine((text) => !text.includes('\u0000'), `The ${name} must not contain invalid characters.`);

/**
 * The send form (`POST /api/trips/{id}/parcels`, JSON or multipart with `photo`). Multipart sends every value as
 * text, so numbers and the box are coerced; the weight must fit the size.
 */
export const parcelRequest = z
  .object({
    size: z.enum(PARCEL_SIZES, { error: 'The selected size is invalid.' }),
    weight: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'The weight field is required.' })
        .refine(Number.isFinite, 'The weight field is required.')
        .gt(0, 'The weight must be greater than 0.')
        .refine(hasTwoDecimalsAtMost, 'The weight must have at most 2 decimals.'),
    ),
    description: requiredText('description'),
    declared_value: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .refine(Number.isFinite, 'The declared value must be a number.')
        .min(0, 'The declared value must be at least 0.')
        .max(1_000_000, 'The declared value must not be greater than 1000000.')
        .refine(hasTwoDecimalsAtMost, 'The declared value must have at most 2 decimals.')
        .nullable()
        .optional(),
    ),
    pickup_place: requiredText('pickup place'),
    dropoff_place: requiredText('dropoff place'),
    recipient_name: requiredText('recipient name'),
    recipient_phone: phoneField,
    forbidden_items_confirmed: z.preprocess(
      (v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on',
      z.literal(true, { error: 'The forbidden items must be confirmed.' }),
    ),
    /** Carried from one stop to a later one, as a booking's leg; absent, the whole trip. */
    ...legRequestFields,
  })
  .superRefine((form, ctx) => {
    const max = PARCEL_SIZE_INFO[form.size].maxKg;
    if (form.weight > max) ctx.addIssue({ code: 'custom', path: ['weight'], message: `The weight must not be greater than ${max} kg for this size.` });
  });
export type ParcelRequest = z.input<typeof parcelRequest>;
/** The send form's values once the schema has read them: what the command queues and the server receives. */
export type ParcelValues = z.output<typeof parcelRequest>;

/** A code typed by the driver at pickup or delivery. */
export const parcelCodeRequest = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .regex(new RegExp(`^\\d{${PARCEL_CODE_LENGTH}}$`), `The code must be ${PARCEL_CODE_LENGTH} digits.`),
});

/** A problem reported by the driver or the sender; it lands on the staff desk. */
export const parcelProblemRequest = z.object({ reason: requiredText('reason', PARCEL_REASON_MAX) });

/** `POST /api/staff/parcel-problems/{id}/resolve`: staff close a reported problem, saying how in a note the parties read. */
export const parcelProblemResolution = z.object({ note: requiredText('note', PARCEL_REASON_MAX) });
export type ParcelProblemResolution = z.infer<typeof parcelProblemResolution>;
export const parcelProblemResolvedResponse = z.object({ message: z.string() });

/** One step of the timeline: the status reached, when, and the reason of a refusal, cancel or problem. */
export const parcelEvent = z.object({
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  at: z.string(),
  note: z.string().nullable().optional(),
});
export type ParcelEvent = z.infer<typeof parcelEvent>;

/** The trip a parcel rides on, as "Mes colis" and the parcel page show it without the trips mirror. */
export const parcelTrip = z.object({
  id: z.number().int(),
  departure_time: z.string(),
  departure_city: tripCity.nullable().optional(),
  arrival_city: tripCity.nullable().optional(),
  status: z.coerce.number().int(),
  started_at: z.string().nullable().optional(),
  driver: personName.nullable().optional(),
  vehicle: z.object({ model: z.string(), color: z.string().nullable().optional(), plate_number: z.string().nullable().optional() }).nullable().optional(),
});
export type ParcelTrip = z.infer<typeof parcelTrip>;

export const parcel = z.object({
  id: z.number().int(),
  trip_id: z.number().int(),
  sender_id: z.number().int(),
  sender: personName.nullable().optional(),
  driver_id: z.number().int(),
  size: z.string(),
  weight: z.coerce.number(),
  description: z.string(),
  declared_value: z.coerce.number().nullable().optional(),
  pickup_place: z.string(),
  dropoff_place: z.string(),
  recipient_name: z.string(),
  /** Eight digits; shown with +216. */
  recipient_phone: z.string(),
  /** The leg carried: where the driver takes the parcel and hands it over; null for the whole trip. */
  ...legFields,
  photo_url: z.string().nullable().optional(),
  price: money,
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  events: z.array(parcelEvent).default([]),
  /** The sender only, once accepted: the code they give the driver at pickup and the one the recipient holds. */
  pickup_code: z.string().nullable().optional(),
  delivery_code: z.string().nullable().optional(),
  /** The sender only: the recipient's tracking page (`/colis/{token}`), also sent by SMS. */
  tracking_url: z.string().nullable().optional(),
  /** The driver: while set, a code typed for this parcel is refused. */
  code_locked_until: z.string().nullable().optional(),
  trip: parcelTrip.nullable().optional(),
});
export type Parcel = z.infer<typeof parcel>;

/** Every write on a parcel answers the parcel as the caller sees it. */
export const parcelResponse = z.object({ message: z.string(), data: parcel });
export type ParcelResponse = z.infer<typeof parcelResponse>;

/** "Mes colis" comes in pages of this many, as every list (the mirror reads them all). */
export const PARCELS_PER_PAGE = 20;

/** `GET /api/my-parcels?page=N`: the parcels the caller sends and those they carry, newest first, in Laravel's pages. */
export const myParcelsResponse = paginated(parcel);

/** `GET /api/parcel-tracking/{token}`, no account: the recipient's view. No phone numbers, no codes. */
export const parcelTracking = z.object({
  parcel: z.object({
    size: z.string(),
    description: z.string(),
    recipient_name: z.string(),
    status: z.coerce.number().int(),
    status_text: z.string().optional(),
    events: z.array(parcelEvent),
  }),
  trip: linkedTrip,
  /** While the trip is under way and shared: the live position and arrival estimate (DESIGN.md §8). */
  tracking: tripTracking.omit({ trip_id: true }).nullable(),
});
export type ParcelTracking = z.infer<typeof parcelTracking>;
export const parcelTrackingResponse = z.object({ data: parcelTracking });

/** `GET /api/staff/parcel-problems`: parcels in Problème, oldest report first, with who reported what. */
export const parcelProblem = parcel.extend({ problem: z.string().nullable(), reported_at: z.string().nullable() });
export type ParcelProblem = z.infer<typeof parcelProblem>;
export const parcelProblemsResponse = listOf(parcelProblem);
